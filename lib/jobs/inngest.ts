import { Inngest, NonRetriableError } from "inngest";
import type { AnyJob, Step } from "@/lib/jobs/define";
import { jobEventName } from "@/lib/jobs/runner-kind";

/** The Inngest client: it reads INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY, INNGEST_DEV and INNGEST_BASE_URL itself. */
export const inngest = new Inngest({ id: "ai-marketplace" });

/** What enqueueJob sends: the payload, plus the job's concurrency key that Inngest's `concurrency.key` reads. */
export type JobEventData = { payload: unknown; concurrencyKey?: string };

/** One job definition as an Inngest function; the same handler runs in-process without Inngest. */
export function toInngestFunction(job: AnyJob) {
  return inngest.createFunction(
    {
      id: job.name,
      triggers: [job.cron ? { cron: job.cron } : { event: jobEventName(job.name) }],
      ...(job.concurrencyKey ? { concurrency: { key: "event.data.concurrencyKey", limit: job.concurrencyLimit ?? 1 } } : {}),
    },
    async ({ event, step }) => {
      const raw = job.cron ? {} : (event.data as JobEventData).payload;
      const parsed = job.schema.safeParse(raw);
      if (!parsed.success) throw new NonRetriableError(`Invalid payload for job ${job.name}: ${parsed.error.message}`);
      // Inngest types step results as their JSON form; our Step contract already requires JSON-safe results.
      return job.handler(parsed.data, step as unknown as Step);
    },
  );
}
