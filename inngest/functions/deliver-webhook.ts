import { defineJob } from "@/lib/jobs/define";
import { deliverWebhookTrigger } from "@/lib/jobs/triggers";
import { deliverWebhook, endpointConcurrency } from "@/lib/webhooks/deliver";

/** One delivery series to one endpoint; a bounded number per endpoint at a time so a slow receiver only slows itself. */
export const deliverWebhookJob = defineJob({
  ...deliverWebhookTrigger,
  lane: "deliveries",
  concurrencyLimit: endpointConcurrency(),
  handler: (payload, step) => deliverWebhook(payload, step),
});
