import { coalesce } from "@/lib/coalesce";
import { db, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { JobStatus } from "@/lib/db/generated/enums";

export type JobRow = { id: string; name: string; payload: unknown; concurrencyKey: string | null; runAt?: Date };

/** Inserts job rows, ignoring ids that exist: a deterministic id makes an enqueue happen at most once. */
export async function insertJobRows(rows: JobRow[], tx?: DbTx): Promise<void> {
  if (!rows.length) return;
  const client = tx ?? (await db());
  await client.job.createMany({
    data: rows.map((r) => ({ id: r.id, name: r.name, payload: r.payload as object, concurrencyKey: r.concurrencyKey, runAt: r.runAt })),
    skipDuplicates: true,
  });
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

/**
 * Saves run states; the saves of runs finishing together go as one UPDATE (lib/coalesce.ts). A later save of the
 * same run in one batch supersedes the earlier one (it holds every step the earlier one held).
 */
export const saveJobState = coalesce(async (saves: JobSave[]) => {
  const latest = new Map<string, JobSave>();
  for (const s of saves) latest.set(s.id, { ...latest.get(s.id), ...s });
  const rows = [...latest.values()].map(
    (s) => Prisma.sql`(${s.id}, ${JSON.stringify(s.steps)}::jsonb, ${s.lockedUntil?.toISOString() ?? null}::timestamp,
      ${s.status ?? null}::"JobStatus", ${s.runAt?.toISOString() ?? null}::timestamp, ${s.attempts ?? null}::int,
      ${s.error !== undefined}::boolean, ${s.error ?? null}::text)`,
  );
  await (
    await db()
  ).$executeRaw`
    UPDATE "Job" j SET steps = v.steps, "lockedUntil" = v.locked, status = COALESCE(v.status, j.status),
      "runAt" = COALESCE(v.run_at, j."runAt"), attempts = COALESCE(v.attempts, j.attempts),
      error = CASE WHEN v.set_error THEN v.error ELSE j.error END, "updatedAt" = ${new Date().toISOString()}::timestamp
    FROM (VALUES ${Prisma.join(rows)}) AS v(id, steps, locked, status, run_at, attempts, set_error, error)
    WHERE j.id = v.id`;
  return saves.map(() => undefined);
});
