import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { PLAN_RENEWAL_CRON, renewTestPlans } from "@/lib/payments/test-plan-billing";

// Hourly, test mode: paid plans whose period ended are renewed (the card charged) or ended. Stripe renews its own.
export const planRenewalsJob = defineJob({
  name: "plan-renewals",
  lane: "payouts",
  schema: z.object({}),
  cron: PLAN_RENEWAL_CRON,
  handler: async (_payload, step) => step.run("renew", async () => renewTestPlans()),
});
