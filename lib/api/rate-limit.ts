import { Prisma } from "@/lib/db/generated/client";
import { ENTERPRISE_DEFAULT, PLAN_LIMITS, type Limits } from "@/lib/accounts/plans";

export type WindowState = { name: "minute" | "day"; limit: number; used: number; windowSeconds: number; resetAt: number };
export type RateState = { allowed: boolean; refusedBy: "minute" | "day" | null; minute: WindowState; day: WindowState };

/** Columns every caller row must expose for `countedCallerQuery`. */
export type CallerColumns = {
  user_id: string;
  plan: string;
  custom_per_minute: number | null;
  custom_per_day: number | null;
};

export type CounterColumns = {
  eligible: boolean;
  minute: number | null;
  day: number | null;
  minute_before: number | null;
  day_before: number | null;
};

function windows(now: number) {
  const minuteStart = Math.floor(now / 60_000) * 60_000;
  const dayStart = Math.floor(now / 86_400_000) * 86_400_000;
  return {
    minuteSuffix: `:m:${minuteStart}`,
    daySuffix: `:d:${dayStart}`,
    minuteEnd: minuteStart + 60_000,
    dayEnd: dayStart + 86_400_000,
  };
}

/** The plan table of lib/accounts/plans.ts as a SQL expression over the caller row, so limits live in one place. */
function limitSql(window: "perMinute" | "perDay", custom: string): Prisma.Sql {
  return Prisma.sql`CASE c.plan
      WHEN 'FREE' THEN ${PLAN_LIMITS.FREE[window]}::int
      WHEN 'PRO' THEN ${PLAN_LIMITS.PRO[window]}::int
      WHEN 'BUSINESS' THEN ${PLAN_LIMITS.BUSINESS[window]}::int
      ELSE COALESCE(c.${Prisma.raw(custom)}, ${ENTERPRISE_DEFAULT[window]}::int) END`;
}

/**
 * Looks the caller up AND counts the request against both windows of its account in one statement: one
 * round trip per authenticated request. `caller` is a SELECT yielding CallerColumns plus whatever the
 * authenticator needs, and `eligible` (e.g. key not revoked or expired); only an eligible caller is counted.
 * A counter only moves while below its limit, so N concurrent requests against a limit L let exactly L
 * through. The day window is only counted when the minute window admitted the request.
 */
export function countedCallerQuery(caller: Prisma.Sql, now = Date.now()): Prisma.Sql {
  const w = windows(now);
  return Prisma.sql`
    WITH c AS (${caller}),
    lim AS (
      SELECT c.user_id, ${limitSql("perMinute", "custom_per_minute")} AS per_minute,
             ${limitSql("perDay", "custom_per_day")} AS per_day
      FROM c WHERE c.eligible
    ), m AS (
      INSERT INTO "RateLimitCounter" (key, count, "expiresAt")
        SELECT lim.user_id || ${w.minuteSuffix}::text, 1, ${new Date(w.minuteEnd).toISOString()}::timestamp(3) FROM lim
      ON CONFLICT (key) DO UPDATE SET count = "RateLimitCounter".count + 1
        WHERE "RateLimitCounter".count < (SELECT per_minute FROM lim)
      RETURNING count
    ), d AS (
      INSERT INTO "RateLimitCounter" (key, count, "expiresAt")
        SELECT lim.user_id || ${w.daySuffix}::text, 1, ${new Date(w.dayEnd).toISOString()}::timestamp(3) FROM lim WHERE EXISTS (SELECT 1 FROM m)
      ON CONFLICT (key) DO UPDATE SET count = "RateLimitCounter".count + 1
        WHERE "RateLimitCounter".count < (SELECT per_day FROM lim)
      RETURNING count
    )
    SELECT c.*, (SELECT count FROM m) AS minute, (SELECT count FROM d) AS day,
           (SELECT count FROM "RateLimitCounter" WHERE key = c.user_id || ${w.minuteSuffix}::text) AS minute_before,
           (SELECT count FROM "RateLimitCounter" WHERE key = c.user_id || ${w.daySuffix}::text) AS day_before
    FROM c`;
}

/** The window state of a counted row (see countedCallerQuery). */
export function rateStateOf(row: CounterColumns, limits: Limits, now = Date.now()): RateState {
  const w = windows(now);
  // A refused window reports itself as full; when the minute refused, the day was not touched.
  const minuteUsed = row.minute ?? limits.perMinute;
  const dayUsed = row.day ?? (row.minute === null ? Number(row.day_before ?? 0) : limits.perDay);
  return {
    allowed: row.minute !== null && row.day !== null,
    refusedBy: row.minute === null ? "minute" : row.day === null ? "day" : null,
    minute: { name: "minute", limit: limits.perMinute, used: Number(minuteUsed), windowSeconds: 60, resetAt: w.minuteEnd },
    day: { name: "day", limit: limits.perDay, used: Number(dayUsed), windowSeconds: 86_400, resetAt: w.dayEnd },
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
