import { z } from "zod";
import { AppError } from "@/lib/errors";
import { zodFieldErrors } from "@/lib/api/validation";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DISK_FULL_RETRY_AFTER_SECONDS,
  isDatabaseDiskFull,
  isDatabaseUnavailable,
} from "@/lib/db/unavailable";

/** Any thrown value → AppError. Unknown errors become INTERNAL_ERROR with no internal detail. */
export function toAppError(err: unknown): { error: AppError; unexpected: boolean } {
  if (err instanceof AppError) return { error: err, unexpected: false };
  if (err instanceof z.ZodError) {
    return { error: new AppError("VALIDATION_ERROR", "Invalid request data", { fields: zodFieldErrors(err) }), unexpected: false };
  }
  const code = (err as { code?: unknown })?.code;
  if (code === "P2025") return { error: new AppError("NOT_FOUND"), unexpected: false };
  // The database's disk is full (SQLSTATE 53100): this write was not saved, reads go on (docs/operations.md#disk-full).
  if (isDatabaseDiskFull(err)) {
    return {
      error: new AppError("SERVICE_UNAVAILABLE", "The database's disk is full: nothing was saved. Reads still work; retry later", {
        retryAfterSeconds: DISK_FULL_RETRY_AFTER_SECONDS,
        reason: "database_disk_full",
      }),
      unexpected: false,
    };
  }
  // PostgreSQL down or restarting, or no pool connection within DATABASE_CONNECT_TIMEOUT_MS: a 503 the client may
  // retry, answered at once (docs/operations.md#postgresql-restarts).
  if (isDatabaseUnavailable(err)) {
    return {
      error: new AppError("SERVICE_UNAVAILABLE", undefined, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }),
      unexpected: false,
    };
  }
  return { error: new AppError("INTERNAL_ERROR"), unexpected: true };
}
