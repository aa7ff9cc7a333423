import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex } from "@noble/hashes/utils";
import { api, ApiClientError, call } from "@/lib/api-client/browser";

/** Files above this go straight to the bucket (docs/catalog.md#large-files); smaller ones through the API. */
export const PLAIN_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

export type UploadStage = { stage: "uploading" | "checking"; fraction: number };

/**
 * An upload's error names the file's fault (its first field message) rather than the request's, and an answer that
 * is not the API's (a proxy refusing the size) reads "Upload failed (413)".
 */
export function fieldMessageFirst(e: unknown): unknown {
  if (!(e instanceof ApiClientError)) return e;
  const first = (e.details.fields as { message?: string }[] | undefined)?.[0]?.message;
  if (first) return new ApiClientError(e.code, first, e.status, e.details);
  if (e.message === `Request failed (${e.status})`) return new ApiClientError(e.code, `Upload failed (${e.status})`, e.status, e.details);
  return e;
}

async function callApi<T>(request: Promise<{ data?: T; response: Response }>): Promise<T> {
  return call(request).catch((e: unknown) => {
    throw fieldMessageFirst(e);
  });
}

/** SHA-256 of the whole file, read 8 MiB at a time: WebCrypto's digest needs it all in memory, up to 5 GB here. */
async function hashFile(file: File): Promise<string> {
  const hash = sha256.create();
  const step = 8 * 1024 * 1024;
  for (let at = 0; at < file.size; at += step) {
    hash.update(new Uint8Array(await file.slice(at, at + step).arrayBuffer()));
  }
  return bytesToHex(hash.digest());
}

/** PUTs one part; XMLHttpRequest because fetch reports no upload progress. Answers the part's ETag. */
function putPart(url: string, body: Blob, onBytes: (sent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.upload.onprogress = (e) => onBytes(e.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader("ETag");
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new ApiClientError("FILE_UNAVAILABLE", "The storage refused a part of the file; try again", xhr.status, {}));
    };
    xhr.onerror = () => reject(new ApiClientError("FILE_UNAVAILABLE", "The storage could not be reached; try again", 0, {}));
    xhr.send(body);
  });
}

/**
 * A large file: declared (name, size), sent part by part to presigned URLs, three at a time, then completed with its
 * SHA-256, when the API checks it. A failure abandons the upload so nothing half-sent lingers.
 */
export async function uploadDirect(productId: string, file: File, onProgress: (s: UploadStage) => void): Promise<void> {
  const { data: start } = await callApi(
    api.POST("/products/{productId}/uploads", { params: { path: { productId } }, body: { name: file.name, size: file.size } }),
  );
  const upload = { path: { productId, uploadId: start.id } };
  const sent = new Map<number, number>();
  const report = () => onProgress({ stage: "uploading", fraction: [...sent.values()].reduce((a, b) => a + b, 0) / file.size });
  try {
    const queue = [...start.parts];
    const etags: { partNumber: number; etag: string }[] = [];
    const worker = async () => {
      for (let part = queue.shift(); part; part = queue.shift()) {
        const { partNumber, url } = part;
        const blob = file.slice((partNumber - 1) * start.partSize, partNumber * start.partSize);
        const etag = await putPart(url, blob, (n) => {
          sent.set(partNumber, n);
          report();
        });
        etags.push({ partNumber, etag });
      }
    };
    // The checksum is computed while the parts go out; the API compares it with what the storage received.
    const [digest] = await Promise.all([hashFile(file), worker(), worker(), worker()]);
    onProgress({ stage: "checking", fraction: 1 });
    await callApi(
      api.POST("/products/{productId}/uploads/{uploadId}/complete", { params: upload, body: { parts: etags, sha256: digest } }),
    );
  } catch (err) {
    await api.DELETE("/products/{productId}/uploads/{uploadId}", { params: upload }).catch(() => {});
    throw err;
  }
}
