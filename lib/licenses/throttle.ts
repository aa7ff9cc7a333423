import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** The public license endpoints' limit (docs/commerce.md#license-keys): requests a second per key and per IP. */
export const LICENSE_REQUESTS_PER_SECOND = 3;

let lastSweep = 0;

/**
 * Counts one request against its one-second window, in one statement: the counter moves only while under the
 * limit (a later second restarts it at 1), so concurrent requests let exactly `limit` through a second. A request
 * whose statement runs after a later second's has started counts in that later window: it never restarts the counter
 * (under load, letting a late request reset it let 17 of 20 through in 5 seconds). Returns whether this one passed.
 */
async function countOne(key: string, limit: number, now: number): Promise<boolean> {
  const windowStart = Math.floor(now / 1000) * 1000;
  const expiresAt = new Date(windowStart + 1000);
  const client = await db();
  const rows = await client.$queryRaw<{ count: number }[]>`
    INSERT INTO "LicenseThrottle" AS t ("key", "windowStart", "count", "expiresAt")
    VALUES (${key}, ${windowStart}::bigint, 1, ${expiresAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN EXCLUDED."windowStart" > t."windowStart" THEN 1 ELSE t."count" + 1 END,
      "windowStart" = GREATEST(t."windowStart", EXCLUDED."windowStart"),
      "expiresAt" = GREATEST(t."expiresAt", EXCLUDED."expiresAt")
    WHERE EXCLUDED."windowStart" > t."windowStart" OR t."count" < ${limit}
    RETURNING t."count"`;
  return rows.length > 0;
}

/**
 * 3 requests a second per IP and per key (its hash: unknown keys are limited too, without being stored in clear).
 * Over either: 429 RATE_LIMIT_EXCEEDED. The IP is counted first, so guessing keys from one address stops there.
 */
export async function throttleLicenseRequest(ip: string, hash: string, now = Date.now()): Promise<void> {
  if (now - lastSweep > 60_000) {
    // Past windows are swept once a minute per process, off the request's path.
    lastSweep = now;
    void db()
      .then((c) => c.licenseThrottle.deleteMany({ where: { expiresAt: { lt: new Date(now - 1000) } } }))
      .catch(() => {});
  }
  const allowed =
    (await countOne(`ip:${ip}`, LICENSE_REQUESTS_PER_SECOND, now)) && (await countOne(`key:${hash}`, LICENSE_REQUESTS_PER_SECOND, now));
  if (!allowed) {
    throw new AppError("RATE_LIMIT_EXCEEDED", `At most ${LICENSE_REQUESTS_PER_SECOND} license requests a second per key and per address`, {
      retryAfterSeconds: 1,
    });
  }
}
