import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { previousWeek, runPayouts } from "@/lib/payouts/run-payouts";
import { PAYOUT_CRON } from "@/lib/payouts/schedule";

// PAYOUT_CRON (Mondays 06:00 UTC): pays the week that just ended. The period is its own step, so a retry pays the same week.
export const weeklyPayouts = defineJob({
  name: "payouts-weekly",
  lane: "payouts",
  schema: z.object({}),
  cron: PAYOUT_CRON,
  handler: async (_payload, step) => {
    const period = await step.run("period", async () => previousWeek());
    return step.run("run-payouts", async () => {
      const { payouts } = await runPayouts(period);
      return { period, payouts: payouts.length };
    });
  },
});
