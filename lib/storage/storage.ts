import path from "node:path";
import { env, type Env } from "@/lib/env";
import type { BlobStorage } from "@/lib/storage/blob";
import { LocalDiskStorage } from "@/lib/storage/local-disk";
import { S3Storage } from "@/lib/storage/s3-storage";

/** The local folder: STORAGE_DIR, else DATA_DIR/storage. */
export function localStorageRoot(e: Env = env()): string {
  return path.resolve(/*turbopackIgnore: true*/ e.STORAGE_DIR ?? path.join(e.DATA_DIR, "storage"));
}

/** The bucket the settings name, or null when files stay on the local disk. */
export function bucketFromEnv(e: Env = env()): S3Storage | null {
  if (!e.STORAGE_S3_BUCKET) return null;
  return new S3Storage({
    bucket: e.STORAGE_S3_BUCKET,
    endpoint: e.STORAGE_S3_ENDPOINT,
    region: e.STORAGE_S3_REGION,
    forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
    credentials:
      e.STORAGE_S3_ACCESS_KEY_ID && e.STORAGE_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID, secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

let instance: BlobStorage | undefined;

/** The process's storage: the bucket when STORAGE_S3_BUCKET is set, else the local disk. */
export function storage(): BlobStorage {
  instance ??= bucketFromEnv() ?? new LocalDiskStorage(localStorageRoot());
  return instance;
}
