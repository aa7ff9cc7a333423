import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

const TTL_MS = 24 * 3600 * 1000;
/** A first request still unfinished after this long died with its process; its key may be taken again. */
const ABANDONED_MS = 5 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type StoredResponse = { status: number; body: string };

export function requestFingerprint(method: string, path: string, rawBody: string): string {
  return createHash("sha256").update(`${method} ${path}\n${rawBody}`).digest("hex");
}

/**
 * Stripe's semantics: the first response for (account, key) is kept 24 h and replayed for a retry with the
 * same request; another request under the same key, or a retry while the first still runs, is a conflict.
 * Returns the stored response to replay, or null when this request is the first and should run.
 */
export async function beginIdempotent(userId: string, key: string, fingerprint: string): Promise<StoredResponse | null> {
  if (!KEY_PATTERN.test(key)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 1–255 printable ASCII characters", {
      fields: [{ path: "Idempotency-Key", message: "Invalid header value" }],
    });
  }
  const client = await db();
  const now = new Date();
  const inserted = await client.$executeRaw`
    INSERT INTO "IdempotencyRecord" ("userId", key, "requestHash", "createdAt", "expiresAt")
    VALUES (${userId}, ${key}, ${fingerprint}, ${now}, ${new Date(now.getTime() + TTL_MS)})
    ON CONFLICT ("userId", key) DO UPDATE
      SET "requestHash" = EXCLUDED."requestHash", status = NULL, body = NULL,
          "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "IdempotencyRecord"."expiresAt" < ${now}
         OR ("IdempotencyRecord".status IS NULL AND "IdempotencyRecord"."createdAt" < ${new Date(now.getTime() - ABANDONED_MS)})`;
  if (inserted === 1) return null;
  const existing = await client.idempotencyRecord.findUnique({ where: { userId_key: { userId, key } } });
  if (!existing) return beginIdempotent(userId, key, fingerprint);
  if (existing.requestHash !== fingerprint) {
    throw new AppError("IDEMPOTENCY_CONFLICT", "This Idempotency-Key was already used with a different request");
  }
  if (existing.status === null || existing.body === null) {
    throw new AppError("IDEMPOTENCY_CONFLICT", "A request with this Idempotency-Key is still being processed");
  }
  return { status: existing.status, body: existing.body };
}

export async function finishIdempotent(userId: string, key: string, response: StoredResponse | null): Promise<void> {
  const client = await db();
  if (response) {
    await client.idempotencyRecord.update({ where: { userId_key: { userId, key } }, data: response });
  } else {
    // Validation failures and server errors are not kept: the retry runs again.
    await client.idempotencyRecord.delete({ where: { userId_key: { userId, key } } }).catch(() => {});
  }
}
