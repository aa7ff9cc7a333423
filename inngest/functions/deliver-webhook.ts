import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { deliverWebhook, endpointConcurrency } from "@/lib/webhooks/deliver";

/** One delivery series to one endpoint; a bounded number per endpoint at a time so a slow receiver only slows itself. */
export const deliverWebhookJob = defineJob({
  name: "deliver-webhook",
  schema: z.object({ deliveryId: z.string(), endpointId: z.string(), series: z.number().int().min(1) }),
  concurrencyKey: (p) => p.endpointId,
  concurrencyLimit: endpointConcurrency(),
  handler: (payload, step) => deliverWebhook(payload, step),
});
