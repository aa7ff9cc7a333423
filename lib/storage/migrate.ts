import { sha256Hex, type BlobStorage } from "@/lib/storage/blob";
import type { LocalDiskStorage } from "@/lib/storage/local-disk";

export type MigrateReport = { copied: number; skipped: number; bytes: number; failed: { key: string; reason: string }[] };

/**
 * Copies every object of the local folder to the bucket (storage:migrate, docs/operations.md#object-storage).
 * Resumable: an object already in the bucket with the same SHA-256 (kept in its metadata) and size is skipped, so
 * a run that stopped half-way is simply run again. Verified: each copy is read back and its SHA-256 compared.
 * A failing object is reported and the run goes on; nothing is deleted from the local folder.
 */
export async function migrateToBucket(
  from: LocalDiskStorage,
  to: BlobStorage,
  opts: { dryRun?: boolean; onObject?: (key: string, outcome: "copied" | "skipped" | "failed") => void } = {},
): Promise<MigrateReport> {
  const report: MigrateReport = { copied: 0, skipped: 0, bytes: 0, failed: [] };
  for await (const key of from.keys()) {
    let outcome: "copied" | "skipped" | "failed";
    try {
      const bytes = await from.get(key);
      if (!bytes) continue; // removed since it was listed
      const sha256 = sha256Hex(bytes);
      const there = await to.head(key);
      if (there && there.sha256 === sha256 && there.size === bytes.length) {
        outcome = "skipped";
      } else if (opts.dryRun) {
        outcome = "copied";
        report.bytes += bytes.length;
      } else {
        await to.put(key, bytes, { sha256 });
        const back = await to.get(key);
        if (!back || sha256Hex(back) !== sha256) throw new Error("checksum mismatch after copy");
        outcome = "copied";
        report.bytes += bytes.length;
      }
    } catch (err) {
      outcome = "failed";
      report.failed.push({ key, reason: err instanceof Error ? err.message : String(err) });
    }
    if (outcome === "copied") report.copied++;
    else if (outcome === "skipped") report.skipped++;
    opts.onObject?.(key, outcome);
  }
  return report;
}
