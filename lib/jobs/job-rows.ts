import { coalesce } from "@/lib/coalesce";
import { db, preparedQuery, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { JobStatus } from "@/lib/db/generated/enums";
import { currentTraceparent } from "@/lib/tracing";

export type JobRow = { id: string; name: string; payload: unknown; concurrencyKey: string | null; runAt?: Date };

/**
 * Inserts job rows, ignoring ids that exist: a deterministic id makes an enqueue happen at most once. The one place
 * that writes `Job` rows (enqueue, cron ticks, webhook fan-out): one statement of fixed text whatever the number of
 * rows (they travel as one JSON parameter), so a business transaction that fans out pays one round trip for its jobs.
 */
export async function insertJobRows(rows: JobRow[], tx?: DbTx): Promise<void> {
  if (!rows.length) return;
  const client = tx ?? (await db());
  const now = new Date().toISOString();
  // Tracing on: the enqueuing span's traceparent rides on the row (the outbox), so the run joins the request's trace.
  const traceparent = currentTraceparent();
  const values = rows.map((r) => ({
    id: r.id,
    name: r.name,
    payload: r.payload,
    key: r.concurrencyKey,
    run_at: r.runAt?.toISOString() ?? now,
  }));
  await client.$executeRaw`
    INSERT INTO "Job" (id, name, payload, "concurrencyKey", "runAt", traceparent, "createdAt", "updatedAt")
    SELECT v.id, v.name, v.payload, v.key, v.run_at, ${traceparent}::text, ${now}::timestamp, ${now}::timestamp
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id text, name text, payload jsonb, key text, run_at timestamp)
    ON CONFLICT (id) DO NOTHING`;
}

/** A run's state after a step: its memoised steps and lease, and, when it changes, status, next run, error. */
export type JobSave = {
  id: string;
  steps: object;
  lockedUntil: Date | null;
  status?: JobStatus;
  runAt?: Date;
  attempts?: number;
  error?: string | null;
};

/** A save found no row to write to: the run's job was deleted (pruned, or its user's data removed) while it ran. */
export class JobRowGoneError extends Error {
  constructor(readonly jobId: string) {
    super(`The job ${jobId} no longer exists; its state was not saved`);
    this.name = "JobRowGoneError";
  }
}

/**
 * Saves run states; the saves of runs finishing together go as one UPDATE (lib/coalesce.ts) of fixed text (the rows
 * travel as one JSON parameter, which both databases read alike), which PostgreSQL prepares once per connection. A later save of the same run in one batch supersedes the earlier one
 * (it holds every step the earlier one held). A save whose row is gone rejects with JobRowGoneError.
 */
export const saveJobState = coalesce(async (saves: JobSave[]) => {
  const latest = new Map<string, JobSave>();
  for (const s of saves) latest.set(s.id, { ...latest.get(s.id), ...s });
  const rows = [...latest.values()].map((s) => ({
    id: s.id,
    steps: s.steps,
    locked: s.lockedUntil?.toISOString() ?? null,
    status: s.status ?? null,
    run_at: s.runAt?.toISOString() ?? null,
    attempts: s.attempts ?? null,
    set_error: s.error !== undefined,
    error: s.error ?? null,
  }));
  const saved = await preparedQuery<{ id: string }>(Prisma.sql`
    UPDATE "Job" j SET steps = v.steps, "lockedUntil" = v.locked, status = COALESCE(v.status, j.status),
      "runAt" = COALESCE(v.run_at, j."runAt"), attempts = COALESCE(v.attempts, j.attempts),
      error = CASE WHEN v.set_error THEN v.error ELSE j.error END, "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS v(id text, steps jsonb, locked timestamp, status "JobStatus", run_at timestamp, attempts int, set_error boolean, error text)
    WHERE j.id = v.id
    RETURNING j.id`);
  const found = new Set(saved.map((r) => r.id));
  return saves.map((s) => (found.has(s.id) ? undefined : new JobRowGoneError(s.id)));
});
