import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { runWorkflow } from "@/lib/ai/run-workflow";

export const runWorkflowJob = defineJob({
  name: "run-workflow",
  schema: z.object({ executionId: z.string() }),
  handler: (payload, step) => runWorkflow(payload.executionId, step),
});
