import { db, type DbTx } from "@/lib/db/client";

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
