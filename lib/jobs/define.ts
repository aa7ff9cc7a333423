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

/**
 * A job's lane: the in-process runner gives each lane its own share of its slots (LANE_SHARES), so no kind of job
 * can take every slot. A review filled all 128 with one account's hung workflow runs, and a webhook of another
 * account waited 54 s.
 */
export type JobLane = "workflows" | "deliveries" | "payouts" | "mail" | "maintenance";

/** Each lane's share of JOB_RUNNER_SLOTS (at least one slot each); the shares add up to the whole. */
export const LANE_SHARES: Record<JobLane, number> = {
  workflows: 5 / 16,
  deliveries: 8 / 16,
  payouts: 1 / 16,
  mail: 1 / 16,
  maintenance: 1 / 16,
};

/** The slots of `lane` in a runner of `slots` slots; a job without a lane may use them all. */
export function laneSlots(lane: JobLane | undefined, slots: number): number {
  return lane ? Math.max(1, Math.floor(slots * LANE_SHARES[lane])) : slots;
}

export type JobDefinition<P = unknown> = JobTrigger<P> & {
  /** Whose slots its runs take in the in-process runner; without one, any free slot (every job of the app has one). */
  lane?: JobLane;
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
