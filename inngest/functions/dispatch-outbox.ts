import { z } from "zod";
import { defineJob } from "@/lib/jobs/define";
import { dispatchPendingEvents } from "@/lib/webhooks/dispatch";

/** Safety net behind the in-app relay: fans out any committed event still waiting in the outbox. */
export const dispatchOutboxJob = defineJob({
  name: "dispatch-outbox",
  schema: z.object({}),
  cron: "* * * * *",
  handler: async (_payload, step) => step.run("dispatch", () => dispatchPendingEvents()),
});
