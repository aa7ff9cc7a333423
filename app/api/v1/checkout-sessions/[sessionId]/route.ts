import { defineRoute, op } from "@/lib/api/handler";
import { checkoutSessionParams, checkoutSessionView, readCheckoutSession } from "@/lib/payments/stripe-checkout";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/checkout-sessions/{sessionId}", {
  GET: op({
    operationId: "getCheckoutSession",
    summary: "One of your Checkout Sessions as Stripe has it; a paid one is fulfilled now if the webhook has not done it yet",
    tags: ["Purchases"],
    scope: "purchases:read",
    params: checkoutSessionParams,
    response: checkoutSessionView,
    errors: ["NOT_FOUND", "PAYMENT_PROVIDER_UNAVAILABLE"],
    handler: async ({ principal, params }) => readCheckoutSession(principal.user.id, params.sessionId),
  }),
});
