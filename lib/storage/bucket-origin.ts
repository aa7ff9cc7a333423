import { env, type Env } from "@/lib/env";

// Its own module, free of the S3 SDK: the page policy (proxy.ts, on every page) needs only this.
/**
 * Where browsers reach the bucket (presigned URLs point there): STORAGE_S3_ENDPOINT's origin, else AWS's regional
 * host, virtual-hosted or path-style as the settings say. Null without a bucket.
 */
export function bucketOrigin(e: Env = env()): string | null {
  if (!e.STORAGE_S3_BUCKET) return null;
  if (e.STORAGE_S3_ENDPOINT) return new URL(e.STORAGE_S3_ENDPOINT).origin;
  const host = `s3.${e.STORAGE_S3_REGION}.amazonaws.com`;
  return e.STORAGE_S3_FORCE_PATH_STYLE ? `https://${host}` : `https://${e.STORAGE_S3_BUCKET}.${host}`;
}
