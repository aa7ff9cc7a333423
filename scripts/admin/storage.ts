import { env } from "@/lib/env";
import { resizeStoredImages } from "@/lib/catalog/image-backfill";
import { LocalDiskStorage } from "@/lib/storage/local-disk";
import { migrateToBucket } from "@/lib/storage/migrate";
import { bucketFromEnv, localStorageRoot } from "@/lib/storage/storage";
import { UsageError, type Command } from "./cli";

export const storageCommands: Record<string, Command> = {
  "storage:migrate": {
    usage: "storage:migrate [--dry-run]   (copies STORAGE_DIR to STORAGE_S3_BUCKET; run again to resume)",
    options: { "dry-run": { type: "boolean" } },
    async run(flags) {
      const bucket = bucketFromEnv();
      if (!bucket) throw new UsageError("Set STORAGE_S3_BUCKET (and the other STORAGE_S3_* settings) to the bucket to copy to");
      const root = localStorageRoot(env());
      const dryRun = Boolean(flags["dry-run"]);
      const report = await migrateToBucket(new LocalDiskStorage(root), bucket, {
        dryRun,
        onObject: (key, outcome) => {
          if (outcome !== "skipped") console.log(`${outcome === "copied" ? (dryRun ? "would copy" : "copied") : "FAILED"}  ${key}`);
        },
      });
      const failures = report.failed.map((f) => `FAILED ${f.key}: ${f.reason}`).join("\n");
      const summary = `${report.copied} ${dryRun ? "to copy" : "copied"} (${report.bytes} bytes), ${report.skipped} already in the bucket, ${report.failed.length} failed`;
      if (report.failed.length) throw new Error(`${failures}\n${summary}; run the command again to retry`);
      return {
        message: `${root} → bucket ${bucket.bucket}${dryRun ? " (dry run: nothing written)" : ", every copy verified by SHA-256"}`,
        value: summary,
      };
    },
  },
  "storage:resize-images": {
    usage: "storage:resize-images   (makes the WebP/AVIF copies of images uploaded before they existed)",
    options: {},
    async run() {
      const report = await resizeStoredImages({ onImage: (id, ok) => console.log(`${ok ? "resized" : "FAILED "}  ${id}`) });
      const summary = `${report.resized} resized, ${report.failed.length} failed`;
      if (report.failed.length) throw new Error(`${report.failed.map((f) => `FAILED ${f.assetId}: ${f.reason}`).join("\n")}\n${summary}`);
      return { message: "Every image has its resized copies.", value: summary };
    },
  },
};
