import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { sendPendingTransfers, TRANSFER_RETRY_CRON } from "@/lib/payments/stripe-transfers";

// Hourly, Stripe mode: payouts whose Transfer failed (or never got an answer) are sent again with the payout id as key.
export const payoutTransfersJob = defineJob({
  name: "payout-transfers",
  lane: "payouts",
  schema: z.object({}),
  cron: TRANSFER_RETRY_CRON,
  handler: async (_payload, step) => step.run("send", async () => sendPendingTransfers()),
});
