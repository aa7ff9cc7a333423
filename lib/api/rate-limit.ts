import { db } from "@/lib/db/client";
import type { Limits } from "@/lib/accounts/plans";

export type WindowState = { name: "minute" | "day"; limit: number; used: number; windowSeconds: number; resetAt: number };
export type RateState = { allowed: boolean; minute: WindowState; day: WindowState };

type Row = { minute: number | null; day: number | null; minute_before: number | null; day_before: number | null };

/**
 * Counts one request against both windows of an account in one statement (one round trip).
 * Hand-written because rate-limiter-flexible's stores need one round trip per window and cannot skip
 * the day window when the minute window is already full. A counter only moves while below its limit,
 * so N concurrent requests against a limit L let exactly L through.
 */
export async function consumeRateLimit(accountId: string, limits: Limits, now = Date.now()): Promise<RateState> {
  const minuteStart = Math.floor(now / 60_000) * 60_000;
  const dayStart = Math.floor(now / 86_400_000) * 86_400_000;
  const minuteKey = `${accountId}:m:${minuteStart}`;
  const dayKey = `${accountId}:d:${dayStart}`;
  const minuteEnd = new Date(minuteStart + 60_000);
  const dayEnd = new Date(dayStart + 86_400_000);
  const client = await db();
  const [row] = await client.$queryRaw<Row[]>`
    WITH m AS (
      INSERT INTO "RateLimitCounter" (key, count, "expiresAt") VALUES (${minuteKey}, 1, ${minuteEnd})
      ON CONFLICT (key) DO UPDATE SET count = "RateLimitCounter".count + 1
        WHERE "RateLimitCounter".count < ${limits.perMinute}
      RETURNING count
    ), d AS (
      INSERT INTO "RateLimitCounter" (key, count, "expiresAt")
        SELECT ${dayKey}, 1, ${dayEnd} WHERE EXISTS (SELECT 1 FROM m)
      ON CONFLICT (key) DO UPDATE SET count = "RateLimitCounter".count + 1
        WHERE "RateLimitCounter".count < ${limits.perDay}
      RETURNING count
    )
    SELECT (SELECT count FROM m) AS minute, (SELECT count FROM d) AS day,
           (SELECT count FROM "RateLimitCounter" WHERE key = ${minuteKey}) AS minute_before,
           (SELECT count FROM "RateLimitCounter" WHERE key = ${dayKey}) AS day_before`;
  if (Math.random() < 0.01) {
    // Expired windows are swept now and then, off the request's path.
    void client.rateLimitCounter.deleteMany({ where: { expiresAt: { lt: new Date(now - 60_000) } } }).catch(() => {});
  }
  const minuteUsed = row.minute ?? limits.perMinute;
  const dayUsed = row.day ?? (row.minute === null ? Number(row.day_before ?? 0) : limits.perDay);
  return {
    allowed: row.minute !== null && row.day !== null,
    minute: { name: "minute", limit: limits.perMinute, used: Number(minuteUsed), windowSeconds: 60, resetAt: minuteEnd.getTime() },
    day: { name: "day", limit: limits.perDay, used: Number(dayUsed), windowSeconds: 86_400, resetAt: dayEnd.getTime() },
  };
}

/** IETF RateLimit/RateLimit-Policy fields plus GitHub-style X-RateLimit-* for the tighter window. */
export function rateLimitHeaders(state: RateState, now = Date.now()): Record<string, string> {
  const remaining = (w: WindowState) => Math.max(0, w.limit - w.used);
  const secondsLeft = (w: WindowState) => Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  const exhausted = [state.minute, state.day].filter((w) => remaining(w) === 0);
  const tighter = exhausted.length
    ? exhausted.reduce((a, b) => (b.resetAt > a.resetAt ? b : a))
    : remaining(state.day) < remaining(state.minute)
      ? state.day
      : state.minute;
  const headers: Record<string, string> = {
    "RateLimit-Policy": `"minute";q=${state.minute.limit};w=60, "day";q=${state.day.limit};w=86400`,
    RateLimit: `"${tighter.name}";r=${remaining(tighter)};t=${secondsLeft(tighter)}`,
    "X-RateLimit-Limit": String(tighter.limit),
    "X-RateLimit-Remaining": String(remaining(tighter)),
    "X-RateLimit-Reset": String(Math.ceil(tighter.resetAt / 1000)),
  };
  if (!state.allowed) headers["Retry-After"] = String(secondsLeft(tighter));
  return headers;
}
