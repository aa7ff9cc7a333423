import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { runScheduledReconciliation } from "@/lib/payments/reconcile";

// Daily at 04:45 UTC: Stripe's charges, refunds and transfers of the last days against our orders, refunds and
// payouts; the run and every mismatch are kept in PaymentReconciliation (docs/payments.md#reconciliation). In test
// mode there is nothing to compare and the job does nothing.
export const dailyPaymentsReconcile = defineJob({
  name: "payments-reconcile-daily",
  lane: "payouts",
  schema: z.object({}),
  cron: "45 4 * * *",
  handler: async (_payload, step) => step.run("reconcile", () => runScheduledReconciliation()),
});
