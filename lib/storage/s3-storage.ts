import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { log } from "@/lib/log";
import { StorageUnavailableError, assertKey, type BlobStorage, type DirectUploads, type PresignOptions } from "@/lib/storage/blob";

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through @aws-sdk/client-s3. The SHA-256 of
 * each object is kept in its metadata (x-amz-meta-sha256), which storage:migrate compares to resume and verify.
 */
export class S3Storage implements BlobStorage, DirectUploads {
  readonly kind = "s3" as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(s: S3Settings) {
    this.bucket = s.bucket;
    this.client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      credentials: s.credentials,
      // A store that does not answer fails the request in seconds (FILE_UNAVAILABLE), rather than holding it.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
      // s3rver, MinIO and R2 differ in which flexible checksums they accept: send and check them only where required.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private fail(what: string, key: string, err: unknown): never {
    throw new StorageUnavailableError(`object storage failed to ${what} ${key}: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }

  async put(key: string, bytes: Uint8Array, opts: { contentType?: string; sha256?: string } = {}): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: opts.contentType ?? "application/octet-stream",
          Metadata: opts.sha256 ? { sha256: opts.sha256 } : undefined,
        }),
      );
    } catch (err) {
      this.fail("store", key, err);
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    assertKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
    } catch (err) {
      if (isMissing(err)) return null;
      this.fail("read", key, err);
    }
  }

  async head(key: string): Promise<{ size: number; sha256: string | null } | null> {
    assertKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, sha256: res.Metadata?.sha256 ?? null };
    } catch (err) {
      if (isMissing(err)) return null;
      this.fail("read", key, err);
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      this.fail("delete", key, err);
    }
  }

  /** Signing is local (no request); the URL answers the object with the given name and type until it expires. */
  async presignedGet(key: string, o: PresignOptions): Promise<string> {
    assertKey(key);
    const ascii = o.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: o.mediaType,
      ResponseContentDisposition: `${o.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(o.fileName)}`,
      ResponseCacheControl: "private, no-store",
    });
    return getSignedUrl(this.client, command, { expiresIn: o.expiresInSeconds });
  }

  directUploads(): DirectUploads {
    return this;
  }

  async readStream(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    assertKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (res.Body as AsyncIterable<Uint8Array> | undefined) ?? (async function* () {})();
    } catch (err) {
      if (isMissing(err)) return null;
      this.fail("read", key, err);
    }
  }

  // The checksum is known only at completion, so the object carries no sha256 metadata: its row has it.
  async startMultipart(key: string, opts: { contentType: string }): Promise<string> {
    assertKey(key);
    try {
      const res = await this.client.send(
        new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: opts.contentType }),
      );
      if (!res.UploadId) throw new Error("the store answered no UploadId");
      return res.UploadId;
    } catch (err) {
      this.fail("start an upload to", key, err);
    }
  }

  async presignPart(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): Promise<string> {
    assertKey(key);
    const command = new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber: partNumber });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  async completeMultipart(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<"completed" | "rejected"> {
    assertKey(key);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
      return "completed";
    } catch (err) {
      // The store refused the parts (a wrong ETag, a part missing or too small): the client's mistake, not an outage.
      if (err instanceof S3ServiceException && (err.$metadata.httpStatusCode ?? 500) < 500) return "rejected";
      this.fail("complete the upload of", key, err);
    }
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
    } catch (err) {
      // Gone already, or a store that cannot abort (s3rver answers 405): the bucket's lifecycle rule for incomplete
      // multipart uploads removes the parts (docs/operations.md#object-storage).
      if (err instanceof S3ServiceException && (err.$metadata.httpStatusCode ?? 500) < 500) {
        if (!isMissing(err) && err.name !== "NoSuchUpload") log.warn("multipart upload not aborted by the store", { key, error: err.name });
        return;
      }
      this.fail("abort the upload of", key, err);
    }
  }
}
