import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";

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
  // A first request of this key whose end could not be recorded (the database went away): record it now, before
  // deciding, so its retry is replayed or runs again rather than conflicting with a request that is long over.
  const late = deferred.get(deferredKey(userId, key));
  if (late) await flushOne(userId, key, late);
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

/**
 * Records how the first request of a key ended. When the database is unreachable at that moment (an outage that
 * began while the request ran), the record is kept in memory and written as soon as the database answers again:
 * its retry then replays the answer (the work was done) or runs again (it was not), never waiting 5 minutes on a
 * "still being processed" conflict. Returns false when it was deferred.
 */
export async function settleIdempotent(userId: string, key: string, response: StoredResponse | null): Promise<boolean> {
  try {
    await finishIdempotent(userId, key, response);
    return true;
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    deferred.set(deferredKey(userId, key), { response, at: Date.now() });
    scheduleFlush();
    log.warn("idempotency record deferred until the database is back", { kept: response !== null });
    return false;
  }
}

type Deferred = { response: StoredResponse | null; at: number };
const DEFER_RETRY_MS = 500;
// Past ABANDONED_MS the stored "in progress" row is taken over anyway; a replay would no longer be certain.
const deferred: Map<string, Deferred> = ((globalThis as Record<string, unknown>).__idempotencyDeferred ??= new Map()) as Map<
  string,
  Deferred
>;
let flushTimer: NodeJS.Timeout | undefined;
const deferredKey = (userId: string, key: string) => `${userId}\u0000${key}`;

async function flushOne(userId: string, key: string, d: Deferred): Promise<void> {
  await finishIdempotent(userId, key, d.response);
  if (deferred.get(deferredKey(userId, key)) === d) deferred.delete(deferredKey(userId, key));
}

function scheduleFlush(): void {
  if (flushTimer) return;
  flushTimer = setTimeout(async () => {
    flushTimer = undefined;
    for (const [k, d] of [...deferred]) {
      if (Date.now() - d.at > ABANDONED_MS) {
        deferred.delete(k);
        continue;
      }
      const [userId, key] = k.split("\u0000");
      try {
        await flushOne(userId, key, d);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) {
          deferred.delete(k);
          log.error("deferred idempotency record failed", { error: String(err) });
        }
        break; // still down: try again later
      }
    }
    if (deferred.size) scheduleFlush();
  }, DEFER_RETRY_MS);
  flushTimer.unref();
}

export async function finishIdempotent(userId: string, key: string, response: StoredResponse | null): Promise<void> {
  const client = await db();
  if (response) {
    await client.idempotencyRecord.update({ where: { userId_key: { userId, key } }, data: response });
  } else {
    // Validation failures and server errors are not kept: the retry runs again.
    // (Nothing to delete is fine; an unreachable database is not: settleIdempotent defers it.)
    await client.idempotencyRecord.deleteMany({ where: { userId, key } });
  }
}
