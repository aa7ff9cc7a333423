import type { z } from "zod";

/** What a durable function may do between its steps; Inngest's `step` satisfies it, so does the in-process runner. */
export type Step = {
  /** Runs once; its result (JSON-serialisable) is memoised, so a re-run after a restart skips it. */
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  /** Durable wait, e.g. "1m", "2h", "24h". */
  sleep(id: string, duration: string): Promise<void>;
};

/**
 * What domain code needs to start a job: its name and payload. Domain code enqueues by trigger
 * (lib/jobs/triggers.ts) and never imports the job's definition, which lives in inngest/functions/.
 */
export type JobTrigger<P = unknown> = {
  /** Also the Inngest function id; its trigger event is `marketplace/<name>`. */
  name: string;
  /** Payloads failing this schema are not retried. */
  schema: z.ZodType<P>;
  /** Runs of the same key share a bounded number of slots (e.g. one webhook endpoint). */
  concurrencyKey?: (payload: P) => string;
};

export type JobDefinition<P = unknown> = JobTrigger<P> & {
  /** How many runs of one concurrency key may run at once; default 1. */
  concurrencyLimit?: number;
  /** Scheduled jobs: a cron expression; the payload is {}. */
  cron?: string;
  handler: (payload: P, step: Step) => Promise<unknown>;
};

/** Jobs of different payload types side by side (the registry, the runners): each checks its payload with its schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJob = JobDefinition<any>;

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}
