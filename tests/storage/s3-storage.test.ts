import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageUnavailableError, sha256Hex } from "@/lib/storage/blob";
import { S3Storage } from "@/lib/storage/s3-storage";
import { freePort } from "../support/free-port";
import { startFakeS3, type FakeS3 } from "../support/s3";

// The bucket implementation against a real S3 API (s3rver on 127.0.0.1), and `npm run admin -- storage:migrate`.
// Two app instances sharing a bucket: tests/storage/shared-bucket.postgresql.test.ts.
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

const root = path.resolve(import.meta.dirname, "../..");

describe("S3Storage", () => {
  it("stores, reads, describes and deletes objects; a missing one is null", async () => {
    const bytes = new TextEncoder().encode("a product file");
    await s3.storage.put("products/p1/file_1", bytes, { contentType: "text/plain", sha256: sha256Hex(bytes) });
    expect(Buffer.from((await s3.storage.get("products/p1/file_1"))!).toString()).toBe("a product file");
    expect(await s3.storage.head("products/p1/file_1")).toEqual({ size: bytes.length, sha256: sha256Hex(bytes) });
    expect(await s3.storage.get("products/p1/absent")).toBeNull();
    expect(await s3.storage.head("products/p1/absent")).toBeNull();
    await s3.storage.delete("products/p1/file_1");
    expect(await s3.storage.get("products/p1/file_1")).toBeNull();
    await expect(s3.storage.get("../etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });

  it("signs a download URL valid 5 minutes that answers the bytes with the file's name and type", async () => {
    const bytes = Buffer.from("%PDF-1.4 tiny");
    await s3.storage.put("products/p2/file_2", bytes);
    const url = await s3.storage.presignedGet("products/p2/file_2", {
      fileName: "Guide – été.pdf",
      mediaType: "application/pdf",
      disposition: "attachment",
      expiresInSeconds: 300,
    });
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/products/p2/file_2?`)).toBe(true);
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("300");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("Guide – été.pdf")}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    // Past its lifetime the URL is refused.
    const short = await s3.storage.presignedGet("products/p2/file_2", {
      fileName: "a.pdf",
      mediaType: "application/pdf",
      disposition: "attachment",
      expiresInSeconds: 1,
    });
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await fetch(short)).status).toBe(403);
  });

  it("fails fast with StorageUnavailableError when the store cannot be reached", async () => {
    const port = await freePort();
    const down = new S3Storage({
      bucket: "nowhere",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "x", secretAccessKey: "y" },
    });
    const started = Date.now();
    await expect(down.get("products/p/file")).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.head("products/p/file")).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.put("products/p/file", new Uint8Array([1]))).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(Date.now() - started).toBeLessThan(15_000);
    down.client.destroy();
  });
});

const run = promisify(execFile);

async function migrate(storageDir: string, extra: Record<string, string> = {}, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...s3.env, STORAGE_DIR: storageDir, DATA_DIR: storageDir, LOG_LEVEL: "error", ...extra };
  delete env.DATABASE_URL;
  for (const [name, value] of Object.entries(extra)) if (value === "") delete env[name];
  try {
    const { stdout } = await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", "storage:migrate", ...args], {
      cwd: root,
      env,
    });
    return { code: 0, out: stdout.trim().split("\n") };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}`.trim().split("\n") };
  }
}

describe("npm run admin -- storage:migrate", () => {
  it("copies every local object to the bucket verified by SHA-256, and a second run resumes: only what is missing or different", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-migrate-"));
    const files: Record<string, string> = {
      "products/prd_m1/file_a": "first file",
      "products/prd_m1/img_b": "an original image",
      "products/prd_m1/img_b-0123456789abcdef-400.webp": "a resized copy",
      "products/prd_m2/file_c": "x".repeat(70_000),
    };
    for (const [key, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      fs.writeFileSync(path.join(dir, key), text);
    }
    // An interrupted local write is not an object.
    fs.writeFileSync(path.join(dir, "products/prd_m1/file_a.tmp-1-2"), "half");

    const dry = await migrate(dir, {}, "--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.out.at(-1)).toMatch(/^4 to copy \(\d+ bytes\), 0 already in the bucket, 0 failed$/);
    expect(await s3.storage.head("products/prd_m1/file_a")).toBeNull();

    const first = await migrate(dir);
    expect(first.code).toBe(0);
    expect(first.out.at(-1)).toMatch(/^4 copied \(\d+ bytes\), 0 already in the bucket, 0 failed$/);
    for (const [key, text] of Object.entries(files)) {
      expect(Buffer.from((await s3.storage.get(key))!).toString()).toBe(text);
      expect((await s3.storage.head(key))!.sha256).toBe(sha256Hex(new TextEncoder().encode(text)));
    }
    expect(await s3.storage.head("products/prd_m1/file_a.tmp-1-2")).toBeNull();

    // As after a run that stopped half-way, or an object changed since: one gone, one different in the bucket.
    await s3.storage.delete("products/prd_m2/file_c");
    await s3.storage.put("products/prd_m1/file_a", new TextEncoder().encode("stale"));
    const second = await migrate(dir);
    expect(second.code).toBe(0);
    expect(second.out.at(-1)).toMatch(/^2 copied \(\d+ bytes\), 2 already in the bucket, 0 failed$/);
    expect(second.out).toContain("copied  products/prd_m1/file_a");
    expect(second.out).toContain("copied  products/prd_m2/file_c");
    expect(Buffer.from((await s3.storage.get("products/prd_m1/file_a"))!).toString()).toBe("first file");
  }, 60_000);

  it("refuses to run without a bucket, and fails (exit 1) naming each object it could not copy", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-migrate-"));
    fs.mkdirSync(path.join(dir, "products/p"), { recursive: true });
    fs.writeFileSync(path.join(dir, "products/p/file_z"), "z");
    const noBucket = await migrate(dir, { STORAGE_S3_BUCKET: "" });
    expect(noBucket.code).toBe(2);
    expect(noBucket.out.join("\n")).toContain("Set STORAGE_S3_BUCKET");
    const down = await migrate(dir, { STORAGE_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    expect(down.code).toBe(1);
    expect(down.out.join("\n")).toMatch(/FAILED products\/p\/file_z: object storage failed/);
    expect(down.out.join("\n")).toContain("0 copied (0 bytes), 0 already in the bucket, 1 failed");
  }, 60_000);
});
