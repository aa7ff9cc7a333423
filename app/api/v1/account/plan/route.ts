import { defineRoute, op } from "@/lib/api/handler";
import { changePlan, planResponse, selfServePlanInput } from "@/lib/accounts/users";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/plan", {
  POST: op({
    operationId: "changePlan",
    summary: "Change your plan (dashboard session); emits user.subscription.updated",
    description: "FREE, PRO or BUSINESS. ENTERPRISE and its custom limits are set by an operator.",
    tags: ["Account"],
    auth: "session",
    body: selfServePlanInput,
    response: planResponse,
    handler: async ({ principal, body }) => changePlan(principal.user.id, body),
  }),
});
