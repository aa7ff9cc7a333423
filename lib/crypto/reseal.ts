import { db } from "@/lib/db/client";
import { currentKeyVersion, decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";

/** A column of values sealed by secret-box, described by the domain that owns it (see scripts/admin/secrets.ts). */
export type SealedColumn = {
  /** Plain words for the operator: "webhook endpoint secrets". */
  label: string;
  table: string;
  column: string;
  /** The additional authenticated data the owner seals each row's value with. */
  aad: (rowId: string) => string;
  /** A column recording the sealing version, kept in step where the table has one. */
  versionColumn?: string;
};

const BATCH = 100;
const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Re-seals every value of the column that an older master key sealed under the current one. Each write is
 * guarded on the old value, so a value rotated or deleted meanwhile is left alone.
 */
export async function resealColumn(sealed: SealedColumn): Promise<{ resealed: number; current: number }> {
  const client = await db();
  const current = currentKeyVersion();
  const [table, column] = [quote(sealed.table), quote(sealed.column)];
  const setVersion = sealed.versionColumn ? `, ${quote(sealed.versionColumn)} = $4` : "";
  let resealed = 0;
  let after = "";
  for (;;) {
    const rows = await client.$queryRawUnsafe<{ id: string; value: string }[]>(
      `SELECT "id", ${column} AS "value" FROM ${table} WHERE ${column} IS NOT NULL AND ${column} NOT LIKE $1 AND "id" > $2 ORDER BY "id" LIMIT ${BATCH}`,
      `v${current}.%`,
      after,
    );
    if (!rows.length) return { resealed, current };
    for (const row of rows) {
      let plaintext: string;
      try {
        plaintext = decryptSecret(row.value, sealed.aad(row.id));
      } catch {
        throw new Error(`Cannot open ${sealed.label} row ${row.id}: the master key version that sealed it is not in MASTER_KEYS`);
      }
      resealed += await client.$executeRawUnsafe(
        `UPDATE ${table} SET ${column} = $1${setVersion} WHERE "id" = $2 AND ${column} = $3`,
        encryptSecret(plaintext, sealed.aad(row.id)),
        row.id,
        row.value,
        ...(sealed.versionColumn ? [current] : []),
      );
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** How many values of the column an older master key still seals: what must be 0 before that key is dropped. */
export async function countSealedBefore(sealed: SealedColumn, current = currentKeyVersion()): Promise<number> {
  const client = await db();
  const [{ count }] = await client.$queryRawUnsafe<{ count: bigint | number }[]>(
    `SELECT count(*) AS "count" FROM ${quote(sealed.table)} WHERE ${quote(sealed.column)} IS NOT NULL AND ${quote(sealed.column)} NOT LIKE $1`,
    `v${current}.%`,
  );
  return Number(count);
}
