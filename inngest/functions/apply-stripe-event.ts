import { defineJob } from "@/lib/jobs/define";
import { applyStripeEventTrigger } from "@/lib/jobs/triggers";
import { runApplyStripeEvent } from "@/lib/payments/stripe-webhooks";

/** One Stripe webhook event, applied after its 200 so a crash loses nothing (retried until it applies). */
export const applyStripeEventJob = defineJob({
  ...applyStripeEventTrigger,
  lane: "payouts",
  handler: (payload, step) => runApplyStripeEvent(payload, step),
});
