import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { pruneFinishedJobs } from "@/lib/jobs/prune";

/** Daily: finished job rows older than the retention are deleted (the delivery log keeps its own history). */
export const pruneJobsJob = defineJob({
  name: "prune-jobs",
  lane: "maintenance",
  schema: z.object({}),
  cron: "17 3 * * *",
  handler: async (_payload, step) => step.run("prune", () => pruneFinishedJobs()),
});
