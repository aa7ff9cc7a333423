import { defineJob } from "@/lib/jobs/define";
import { accountConcurrency, runWorkflowTrigger } from "@/lib/jobs/triggers";
import { runWorkflow } from "@/lib/ai/run-workflow";

export const runWorkflowJob = defineJob({
  ...runWorkflowTrigger,
  lane: "workflows",
  // Per account (the trigger's key): Inngest's concurrency key, and the in-process runner's per-key limit.
  concurrencyLimit: accountConcurrency(),
  handler: (payload, step) => runWorkflow(payload.executionId, step),
});
