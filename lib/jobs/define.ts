import type { z } from "zod";

/** What a durable function may do between its steps; Inngest's `step` satisfies it, so does the in-process runner. */
export type Step = {
  /** Runs once; its result (JSON-serialisable) is memoised, so a re-run after a restart skips it. */
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  /** Durable wait, e.g. "1m", "2h", "24h". */
  sleep(id: string, duration: string): Promise<void>;
};

export type JobDefinition<P = unknown> = {
  /** Also the Inngest function id; its trigger event is `marketplace/<name>`. */
  name: string;
  /** Payloads failing this schema are not retried. */
  schema: z.ZodType<P>;
  /** Runs of the same key share a bounded number of slots (e.g. one webhook endpoint). */
  concurrencyKey?: (payload: P) => string;
  /** How many runs of one concurrency key may run at once; default 1. */
  concurrencyLimit?: number;
  /** Scheduled jobs: a cron expression; the payload is {}. */
  cron?: string;
  handler: (payload: P, step: Step) => Promise<unknown>;
};

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}
