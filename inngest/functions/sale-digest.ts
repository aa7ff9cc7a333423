import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { previousUtcDay, SALE_DIGEST_CRON, sendSaleDigests } from "@/lib/purchases/sale-digest";

// SALE_DIGEST_CRON (00:15 UTC daily): sellers on the daily digest get the day that just ended. The day is its own
// step, so a retry mails the same day; each mail is written once per seller and day (MailMessage.dedupeKey).
export const dailySaleDigest = defineJob({
  name: "sale-digest-daily",
  lane: "mail",
  schema: z.object({}),
  cron: SALE_DIGEST_CRON,
  handler: async (_payload, step) => {
    const day = await step.run("day", async () => previousUtcDay());
    return step.run("send-digests", async () => ({ day, ...(await sendSaleDigests(day)) }));
  },
});
