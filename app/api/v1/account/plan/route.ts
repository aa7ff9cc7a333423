import { defineRoute, op } from "@/lib/api/handler";
import { changePlan, changePlanInput } from "@/lib/accounts/users";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/plan", {
  POST: op({
    summary: "Change your plan (dashboard session); emits user.subscription.updated",
    tags: ["Account"],
    auth: "session",
    body: changePlanInput.pick({ plan: true }),
    handler: async ({ principal, body }) => changePlan(principal.user.id, body),
  }),
});
