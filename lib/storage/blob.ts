import { createHash } from "node:crypto";

/** What a presigned download URL makes the browser do with the object. */
export type PresignOptions = { fileName: string; mediaType: string; disposition: "inline" | "attachment"; expiresInSeconds: number };

/**
 * Where product images and files live. Keys are opaque ("products/<id>/<asset>"). Local disk is the default;
 * an S3-compatible bucket when STORAGE_S3_BUCKET is set (docs/operations.md#object-storage).
 *
 * `get` answers null when the object is absent; any other failure (the store unreachable, a disk error) throws
 * `StorageUnavailableError`, which callers turn into FILE_UNAVAILABLE (503), never a 500.
 */
export interface BlobStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, opts?: { contentType?: string; sha256?: string }): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Whether the object exists, and its SHA-256 (hex) when the store recorded one at `put`. */
  head(key: string): Promise<{ size: number; sha256: string | null } | null>;
  delete(key: string): Promise<void>;
  /** A URL the client fetches the object from directly; null when the store serves no such URLs (local disk). */
  presignedGet(key: string, opts: PresignOptions): Promise<string | null>;
  /** Uploads that go from the client straight to the store; null when the store takes none (local disk). */
  directUploads(): DirectUploads | null;
}

/** Presigned multipart uploads (S3's CreateMultipartUpload / UploadPart / CompleteMultipartUpload). */
export interface DirectUploads {
  startMultipart(key: string, opts: { contentType: string }): Promise<string>;
  presignPart(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): Promise<string>;
  /** "rejected" when the store refuses the listed parts (a wrong ETag, a part missing or too small). */
  completeMultipart(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<"completed" | "rejected">;
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /** The object's bytes as they arrive; null when it is absent. */
  readStream(key: string): Promise<AsyncIterable<Uint8Array> | null>;
}

/** The store could not be reached or failed; the object may well exist. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}

/** The disk holding the store is full (ENOSPC, or the quota is used up): nothing of the object was kept. */
export class StorageFullError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageFullError";
  }
}

const SAFE_KEY = /^[a-z0-9_/.-]+$/;

export function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.startsWith("/") || key.endsWith("/")) throw new Error(`Invalid storage key: ${key}`);
}

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
