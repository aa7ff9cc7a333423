import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { sweepOAuthGrants } from "@/lib/oauth/sweep";

/** Daily: expired OAuth codes, and token rows a week past their last possible use, are deleted (docs/mcp.md#oauth). */
export const oauthSweepJob = defineJob({
  name: "oauth-sweep",
  lane: "maintenance",
  schema: z.object({}),
  cron: "37 3 * * *",
  handler: async (_payload, step) => step.run("sweep", () => sweepOAuthGrants()),
});
