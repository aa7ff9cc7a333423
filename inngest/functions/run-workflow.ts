import { defineJob } from "@/lib/jobs/define";
import { runWorkflowTrigger } from "@/lib/jobs/triggers";
import { runWorkflow } from "@/lib/ai/run-workflow";

export const runWorkflowJob = defineJob({
  ...runWorkflowTrigger,
  handler: (payload, step) => runWorkflow(payload.executionId, step),
});
