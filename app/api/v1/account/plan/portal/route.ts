import { defineRoute, op } from "@/lib/api/handler";
import { publicOrigin } from "@/lib/api/urls";
import { billingPortalResponse, openBillingPortal } from "@/lib/payments/plan-billing";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/plan/portal", {
  POST: op({
    operationId: "openBillingPortal",
    summary: "Open Stripe's Customer Portal (dashboard session): your invoices and the card your plan renews on",
    description:
      "Stripe mode: answers the portal's `url`; the browser goes there and comes back to /dashboard/billing. Plan changes " +
      "made in the portal reach the account through Stripe's subscription webhooks. Test mode has no portal (400).",
    tags: ["Account"],
    auth: "session",
    response: billingPortalResponse,
    errors: ["PAYMENT_PROVIDER_UNAVAILABLE"],
    handler: async ({ req, principal }) => openBillingPortal(principal.user.id, publicOrigin(req)),
  }),
});
