import { defineRoute, op } from "@/lib/api/handler";
import { listPayouts, payoutView } from "@/lib/payouts/run-payouts";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payouts", {
  GET: op({
    operationId: "listPayouts",
    summary: "Your payouts, newest first (the last 100)",
    tags: ["Sales"],
    scope: "purchases:read",
    response: payoutView,
    list: true,
    handler: async ({ principal }) => listPayouts(principal.user.id),
  }),
});
