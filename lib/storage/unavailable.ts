import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { StorageFullError, StorageUnavailableError } from "@/lib/storage/blob";

/** How long a presigned download URL stays valid. */
export const PRESIGNED_URL_SECONDS = 300;

/** A catalog row whose bytes cannot be read (absent from the storage, or the storage unreachable): 503, never 500. */
export function fileUnavailable(details: Record<string, unknown>, cause?: unknown): AppError {
  log.warn("stored file unavailable", { ...details, reason: cause instanceof Error ? cause.message : "missing" });
  return new AppError(
    "FILE_UNAVAILABLE",
    cause ? "The file storage cannot be reached; retry later" : "The stored file is missing; retry later or tell the seller",
    { ...details, reason: cause ? "storage_unreachable" : "missing" },
  );
}

/** Runs a storage call; a failing store becomes FILE_UNAVAILABLE, a full one STORAGE_FULL (507). */
export async function fromStorage<T>(details: Record<string, unknown>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof StorageFullError) {
      log.error("file storage full", { ...details, reason: err.message });
      throw new AppError("STORAGE_FULL", undefined, details);
    }
    if (err instanceof StorageUnavailableError) throw fileUnavailable(details, err);
    throw err;
  }
}
