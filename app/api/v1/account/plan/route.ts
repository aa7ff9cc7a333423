import { defineRoute, op } from "@/lib/api/handler";
import { publicOrigin } from "@/lib/api/urls";
import { planStatusResponse, readPlan, requestPlanChange, selfServePlanInput } from "@/lib/payments/plan-billing";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/plan", {
  GET: op({
    operationId: "getPlan",
    summary: "Your plan, its limits and price, and its subscription: next invoice, a pending downgrade or cancellation",
    tags: ["Account"],
    response: planStatusResponse,
    handler: async ({ principal }) => readPlan(principal.user.id),
  }),
  POST: op({
    operationId: "changePlan",
    summary: "Change your plan (dashboard session), paid; emits user.subscription.updated when the plan changes",
    description:
      "FREE, PRO or BUSINESS. The first paid plan is a subscription: in Stripe mode the answer's `checkoutUrl` is Stripe's " +
      "hosted page, and the plan changes once paid; in test mode the default card is charged at once. An upgrade takes " +
      "effect once its prorated charge is paid (402 when declined); a downgrade, or FREE (a cancellation), at the end of the " +
      "paid period (`subscription.nextPlan`, `subscription.changesAt`); asking for the current plan again undoes a pending " +
      "one. ENTERPRISE and its custom limits are set by an operator.",
    tags: ["Account"],
    auth: "session",
    body: selfServePlanInput,
    response: planStatusResponse,
    errors: ["PAYMENT_DECLINED", "INSUFFICIENT_FUNDS", "PAYMENT_PROVIDER_UNAVAILABLE"],
    handler: async ({ req, principal, body }) => requestPlanChange(principal.user.id, body, publicOrigin(req)),
  }),
});
