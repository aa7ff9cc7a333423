import type { DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { kickJobs } from "@/lib/jobs/background";
import type { JobTrigger } from "@/lib/jobs/define";
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
export async function enqueueJob<P>(job: JobTrigger<P>, payload: P, opts: EnqueueOptions = {}): Promise<{ id: string }> {
  const [id] = await enqueueJobs(job, [{ payload, id: opts.id, runAt: opts.runAt }], opts.tx);
  return { id };
}

/** Starts several runs of `job` in one insert (a fan-out); same rules as enqueueJob. Returns their ids. */
export async function enqueueJobs<P>(job: JobTrigger<P>, runs: { payload: P; id?: string; runAt?: Date }[], tx?: DbTx): Promise<string[]> {
  const rows = runs.map((run) => {
    const parsed = job.schema.parse(run.payload);
    return {
      id: run.id ?? newId("job"),
      name: job.name,
      payload: parsed,
      concurrencyKey: job.concurrencyKey?.(parsed) ?? null,
      runAt: run.runAt,
    };
  });
  await insertJobRows(rows, tx);
  if (!tx) kickJobs();
  return rows.map((r) => r.id);
}
