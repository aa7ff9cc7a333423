import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { publicOrigin } from "@/lib/api/urls";
import { checkoutSessionView, createCheckoutSession, createCheckoutSessionInput } from "@/lib/payments/stripe-checkout";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/checkout-sessions", {
  POST: op({
    operationId: "createCheckoutSession",
    summary: "A hosted Stripe Checkout Session: buy a product (mode payment) or save a card (mode setup)",
    description:
      "Stripe mode only (404 otherwise). Send the buyer to `url`; Stripe brings them back to the product page (or Billing) " +
      "with `?checkout=success&session_id=…`. The order is written exactly once, by the checkout.session.completed webhook " +
      "or by GET /checkout-sessions/{sessionId} on return, whichever comes first.",
    tags: ["Purchases"],
    scope: "purchases:write",
    body: createCheckoutSessionInput,
    response: checkoutSessionView,
    successStatus: 201,
    errors: ["PRODUCT_NOT_FOUND", "NOT_FOUND", "PAYMENT_PROVIDER_UNAVAILABLE"],
    handler: async ({ req, principal, body }) => created(await createCheckoutSession(principal.user.id, body, publicOrigin(req))),
  }),
});
