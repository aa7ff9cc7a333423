import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { approveDueRefundRequests, REFUND_REQUEST_CRON } from "@/lib/purchases/refund-requests";

// Hourly: refund requests the seller left unanswered for REFUND_REVIEW_DAYS are approved (ADR 025).
export const expireRefundRequests = defineJob({
  name: "refund-requests-expire",
  lane: "maintenance",
  schema: z.object({}),
  cron: REFUND_REQUEST_CRON,
  handler: async (_payload, step) => step.run("approve-due", async () => approveDueRefundRequests()),
});
