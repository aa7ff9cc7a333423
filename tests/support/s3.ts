import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { S3Storage } from "@/lib/storage/s3-storage";

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  /** The STORAGE_S3_* settings an app process needs to use this bucket. */
  env: Record<string, string>;
  /** A client of the bucket, as the app builds it. */
  storage: S3Storage;
  close(): Promise<void>;
};

/**
 * A real S3 API (s3rver) on 127.0.0.1, on a port the OS picks, keeping its objects in a fresh temporary folder, with
 * one bucket created. Its credentials are s3rver's fixed S3RVER/S3RVER pair.
 */
export async function startFakeS3(bucket = "promptly-test"): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    STORAGE_S3_BUCKET: bucket,
    STORAGE_S3_ENDPOINT: endpoint,
    STORAGE_S3_REGION: "us-east-1",
    STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
    STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
    STORAGE_S3_FORCE_PATH_STYLE: "true",
  };
  const storage = new S3Storage({
    bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    env,
    storage,
    async close() {
      storage.client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
