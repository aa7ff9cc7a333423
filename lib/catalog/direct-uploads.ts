import { createHash } from "node:crypto";
import { AppError, validationError } from "@/lib/errors";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { storefrontChanged } from "@/lib/catalog/storefront-revalidation";
import { log } from "@/lib/log";
import { storage } from "@/lib/storage/storage";
import type { DirectUploads } from "@/lib/storage/blob";
import { fromStorage } from "@/lib/storage/unavailable";
import { findOwnProductOrThrow } from "@/lib/catalog/access";
import { ASSET_RULES, cleanName, sniff, toAssetView, type AssetView } from "@/lib/catalog/assets";

// Large product files go from the seller's browser straight to the bucket as a presigned multipart upload, so the
// bytes never pass through the app (docs/catalog.md#large-files). The file becomes visible only once the API has
// checked its size, its content and its SHA-256.

export const DIRECT_UPLOAD_MAX_BYTES = 5 * 1024 ** 3;
/** S3's rules: parts of at least 5 MiB (the last excepted), at most 10,000 of them. */
const MIN_PART_BYTES = 8 * 1024 * 1024;
const MAX_PARTS = 10_000;
/** How long the part URLs, and the upload itself, stay valid. */
const UPLOAD_TTL_SECONDS = 6 * 60 * 60;
/** Enough of the start of a file for file-type to recognise it. */
const SNIFF_BYTES = 64 * 1024;

export type DirectUploadStart = {
  id: string;
  partSize: number;
  parts: { partNumber: number; url: string }[];
  expiresAt: string;
};

function bucketOrThrow(): DirectUploads {
  const direct = storage().directUploads();
  if (!direct) {
    throw new AppError(
      "DIRECT_UPLOAD_UNAVAILABLE",
      "Direct uploads need object storage (STORAGE_S3_BUCKET); upload files up to 25 MB with POST /products/{productId}/files",
    );
  }
  return direct;
}

/** Parts of a size S3 accepts: at least MIN_PART_BYTES, few enough to stay within MAX_PARTS. */
export function partSizeFor(size: number): number {
  const mib = 1024 * 1024;
  return Math.max(MIN_PART_BYTES, Math.ceil(size / MAX_PARTS / mib) * mib);
}

/** Aborts and drops the product's uploads that were never completed in time. */
async function dropExpired(productId: string, direct: DirectUploads): Promise<void> {
  const client = await db();
  const stale = await client.fileUpload.findMany({ where: { productId, expiresAt: { lt: new Date() } } });
  for (const u of stale) {
    await direct
      .abortMultipart(u.storageKey, u.uploadId)
      .catch((err) => log.warn("stale upload not aborted", { uploadId: u.id, error: String(err) }));
    await client.fileUpload.delete({ where: { id: u.id } }).catch(() => {});
  }
}

/** Starts an upload of a file of `size` bytes: one presigned PUT URL per part, valid six hours. */
export async function startDirectUpload(
  callerId: string,
  productId: string,
  input: { name: string; size: number },
): Promise<DirectUploadStart> {
  const direct = bucketOrThrow();
  const client = await db();
  await findOwnProductOrThrow(client, productId, callerId);
  await fromStorage({}, () => dropExpired(productId, direct));
  const [files, pending] = await Promise.all([
    client.productAsset.count({ where: { productId, kind: "FILE" } }),
    client.fileUpload.count({ where: { productId } }),
  ]);
  if (files + pending >= ASSET_RULES.FILE.maxCount) {
    throw validationError([
      { path: "size", message: `At most ${ASSET_RULES.FILE.maxCount} files per product, uploads in progress included` },
    ]);
  }
  const id = newId("upl");
  const storageKey = `products/${productId}/${newId("file")}`;
  const partSize = partSizeFor(input.size);
  const partCount = Math.ceil(input.size / partSize);
  const uploadId = await fromStorage({}, () => direct.startMultipart(storageKey, { contentType: "application/octet-stream" }));
  const expiresAt = new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000);
  await client.fileUpload.create({
    data: {
      id,
      productId,
      name: cleanName(input.name, "file"),
      size: BigInt(input.size),
      storageKey,
      uploadId,
      partSize,
      expiresAt,
    },
  });
  const parts = await Promise.all(
    Array.from({ length: partCount }, async (_, i) => ({
      partNumber: i + 1,
      url: await direct.presignPart(storageKey, uploadId, i + 1, UPLOAD_TTL_SECONDS),
    })),
  );
  return { id, partSize, parts, expiresAt: expiresAt.toISOString() };
}

async function findUpload(callerId: string, productId: string, uploadId: string) {
  const client = await db();
  await findOwnProductOrThrow(client, productId, callerId);
  const upload = await client.fileUpload.findFirst({ where: { id: uploadId, productId } });
  if (!upload || upload.expiresAt < new Date()) throw new AppError("NOT_FOUND", "Upload not found, or it expired: start it again");
  return upload;
}

/** Reads the stored object once: its SHA-256 and the media type its first bytes show. */
async function inspect(direct: DirectUploads, key: string): Promise<{ sha256: string; size: number; mediaType: string | null } | null> {
  const stream = await direct.readStream(key);
  if (!stream) return null;
  const hash = createHash("sha256");
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.byteLength;
    if (headBytes < SNIFF_BYTES) {
      head.push(chunk);
      headBytes += chunk.byteLength;
    }
  }
  const start = Buffer.concat(head).subarray(0, SNIFF_BYTES);
  return { sha256: hash.digest("hex"), size, mediaType: await sniffStart(start, size <= SNIFF_BYTES) };
}

/** A text file cut at SNIFF_BYTES may end inside a character or a JSON value: judge only the kind then. */
async function sniffStart(start: Buffer, whole: boolean): Promise<string | null> {
  if (whole) return sniff(start);
  const type = await sniff(start.subarray(0, start.length - 4));
  return type === "application/json" ? "text/plain" : type;
}

/**
 * Completes the upload with the parts the client sent (their ETags, from each PUT's answer), then checks the stored
 * object: its size must be what was declared at the start, its SHA-256 what the client computed (it may hash while
 * it sends), and its content an allowed type. A file that fails is
 * deleted and never shown; one that passes becomes a product file like any other.
 */
export async function completeDirectUpload(
  callerId: string,
  productId: string,
  id: string,
  input: { parts: { partNumber: number; etag: string }[]; sha256: string },
): Promise<AssetView> {
  const { parts } = input;
  const sha256 = input.sha256.toLowerCase();
  const direct = bucketOrThrow();
  const upload = await findUpload(callerId, productId, id);
  const expected = Math.ceil(Number(upload.size) / upload.partSize);
  const numbers = parts.map((p) => p.partNumber).sort((a, b) => a - b);
  if (numbers.length !== expected || numbers.some((n, i) => n !== i + 1)) {
    throw validationError([{ path: "parts", message: `List each of the ${expected} parts once, numbered 1 to ${expected}` }]);
  }
  const client = await db();
  const fail = async (message: string, path = "parts") => {
    await fromStorage({}, async () => {
      await direct.abortMultipart(upload.storageKey, upload.uploadId);
      await storage().delete(upload.storageKey);
    }).catch(() => {});
    await client.fileUpload.deleteMany({ where: { id: upload.id } });
    return validationError([{ path, message }]);
  };
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  const outcome = await fromStorage({}, () => direct.completeMultipart(upload.storageKey, upload.uploadId, sorted));
  if (outcome === "rejected") throw await fail("The storage refused these parts: a part is missing, too small, or its ETag is wrong");
  const found = await fromStorage({}, () => inspect(direct, upload.storageKey));
  if (!found) throw await fail("The uploaded file was not found in storage");
  if (found.size !== Number(upload.size))
    throw await fail(`The uploaded file has ${found.size} bytes, not the ${upload.size} declared`, "size");
  if (found.sha256 !== sha256) throw await fail("The uploaded file's SHA-256 does not match the one given", "sha256");
  const rules = ASSET_RULES.FILE;
  if (!found.mediaType || !(rules.types as readonly string[]).includes(found.mediaType)) {
    throw await fail(`Unsupported content${found.mediaType ? ` (${found.mediaType})` : ""}; allowed: ${rules.types.join(", ")}`, "file");
  }
  const asset = await client.$transaction(async (tx) => {
    const count = await tx.productAsset.count({ where: { productId, kind: "FILE" } });
    await tx.fileUpload.delete({ where: { id: upload.id } });
    return tx.productAsset.create({
      data: {
        id: upload.storageKey.split("/").pop()!,
        productId,
        kind: "FILE",
        name: upload.name,
        mediaType: found.mediaType!,
        size: upload.size,
        storageKey: upload.storageKey,
        sha256,
        position: count,
      },
    });
  });
  await storefrontChanged(productId); // the product page lists its files
  return toAssetView(asset);
}

/** Abandons an upload: the parts already sent are discarded by the store. */
export async function abortDirectUpload(callerId: string, productId: string, id: string): Promise<{ id: string; deleted: true }> {
  const direct = bucketOrThrow();
  const upload = await findUpload(callerId, productId, id);
  await fromStorage({}, () => direct.abortMultipart(upload.storageKey, upload.uploadId));
  const client = await db();
  await client.fileUpload.deleteMany({ where: { id: upload.id } });
  return { id: upload.id, deleted: true };
}
