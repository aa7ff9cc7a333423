import { z } from "zod";
import type { JobTrigger } from "@/lib/jobs/define";

// Every job that domain code starts, by name and payload; inngest/functions/ gives each its handler.

/** One delivery series to one webhook endpoint; runs of one endpoint share that endpoint's concurrency limit. */
export const deliverWebhookTrigger = {
  name: "deliver-webhook",
  schema: z.object({ deliveryId: z.string(), endpointId: z.string(), series: z.number().int().min(1) }),
  concurrencyKey: (p) => p.endpointId,
} satisfies JobTrigger<{ deliveryId: string; endpointId: string; series: number }>;

/** One workflow execution, step by step. */
export const runWorkflowTrigger = {
  name: "run-workflow",
  schema: z.object({ executionId: z.string() }),
} satisfies JobTrigger<{ executionId: string }>;
