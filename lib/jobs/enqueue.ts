import type { DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { kickJobs } from "@/lib/jobs/background";
import type { JobDefinition } from "@/lib/jobs/define";
import { insertJobRows } from "@/lib/jobs/job-rows";

export type EnqueueOptions = {
  /** Join the caller's transaction: the job exists exactly when the change commits. Call kickJobs() after commit. */
  tx?: DbTx;
  /** A deterministic id makes the enqueue idempotent (a second call with the same id does nothing). */
  id?: string;
  /** Start no earlier than this. */
  runAt?: Date;
};

/**
 * Starts a run of `job`: a `Job` row the in-process runner claims, or (Inngest configured) a row handed to Inngest
 * in the background. Never waits on Inngest: if it is unreachable the row stays queued and is sent again later.
 */
export async function enqueueJob<P>(job: JobDefinition<P>, payload: P, opts: EnqueueOptions = {}): Promise<{ id: string }> {
  const parsed = job.schema.parse(payload);
  const id = opts.id ?? newId("job");
  await insertJobRows(
    [{ id, name: job.name, payload: parsed, concurrencyKey: job.concurrencyKey?.(parsed) ?? null, runAt: opts.runAt }],
    opts.tx,
  );
  if (!opts.tx) kickJobs();
  return { id };
}
