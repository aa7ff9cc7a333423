import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { listPayouts, payoutView } from "@/lib/payouts/run-payouts";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payouts", {
  GET: op({
    summary: "Your payouts, newest first (the last 100)",
    tags: ["Sales"],
    scope: "purchases:read",
    response: z.array(payoutView),
    handler: async ({ principal }) => listPayouts(principal.user.id),
  }),
});
