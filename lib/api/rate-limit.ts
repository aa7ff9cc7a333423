import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import { ENTERPRISE_DEFAULT, PLAN_LIMITS, SESSION_LIMITS, type Limits } from "@/lib/accounts/plans";
import type { Plan } from "@/lib/db/generated/enums";

export type WindowState = { name: "minute" | "day"; limit: number; used: number; windowSeconds: number; resetAt: number };
export type RateState = { allowed: boolean; refusedBy: "minute" | "day" | null; minute: WindowState; day: WindowState };

/** Columns every caller row must expose for `countedCallerQuery`. */
export type CallerColumns = {
  user_id: string;
  /** A dashboard (session) request: counted on the user's dashboard counter under SESSION_LIMITS of its plan, not the API plan's. */
  dashboard: boolean;
  plan: string;
  custom_per_minute: number | null;
  custom_per_day: number | null;
};

export type CounterColumns = {
  eligible: boolean;
  /** The counts after this request, or null when it was refused. */
  minute: number | null;
  day: number | null;
  /** The counts before this statement, for reporting a refusal. */
  minute_before: number | null;
  day_before: number | null;
};

function windows(now: number) {
  const minuteStart = Math.floor(now / 60_000) * 60_000;
  const dayStart = Math.floor(now / 86_400_000) * 86_400_000;
  return { minuteStart, dayStart, minuteEnd: minuteStart + 60_000, dayEnd: dayStart + 86_400_000 };
}

/** The plan table of lib/accounts/plans.ts as a SQL expression over the caller row, so limits live in one place. */
function limitSql(window: "perMinute" | "perDay", custom: string): Prisma.Sql {
  return Prisma.sql`CASE WHEN c.dashboard THEN CASE c.plan
      WHEN 'FREE' THEN ${SESSION_LIMITS.FREE[window]}::int
      WHEN 'PRO' THEN ${SESSION_LIMITS.PRO[window]}::int
      WHEN 'BUSINESS' THEN ${SESSION_LIMITS.BUSINESS[window]}::int
      ELSE ${SESSION_LIMITS.ENTERPRISE[window]}::int END
    ELSE CASE c.plan
      WHEN 'FREE' THEN ${PLAN_LIMITS.FREE[window]}::int
      WHEN 'PRO' THEN ${PLAN_LIMITS.PRO[window]}::int
      WHEN 'BUSINESS' THEN ${PLAN_LIMITS.BUSINESS[window]}::int
      ELSE COALESCE(c.${Prisma.raw(custom)}, ${ENTERPRISE_DEFAULT[window]}::int) END END`;
}

/** The counter row of a caller: the account's own for API keys, a separate one for its dashboard session. */
const counterKey = Prisma.sql`CASE WHEN c.dashboard THEN c.user_id || ':dashboard' ELSE c.user_id END`;

/** The limits a caller row is counted against (see countedCallerQuery). */
export function appliedLimits(dashboard: boolean, plan: Plan, planLimits: Limits): Limits {
  return dashboard ? SESSION_LIMITS[plan] : planLimits;
}

/**
 * Looks the caller up AND counts the request against both windows of its account in one statement: one
 * round trip per authenticated request. `caller` is a SELECT yielding CallerColumns plus whatever the
 * authenticator needs, and `eligible` (e.g. key not revoked or expired); only an eligible caller is counted.
 * The account's one counter row moves only while both windows are below their limits (a window that has
 * rolled over restarts at 1), so N concurrent requests against a limit L let exactly L through and a refused
 * request uses up nothing.
 */
export function countedCallerQuery(caller: Prisma.Sql, now = Date.now()): Prisma.Sql {
  const w = windows(now);
  const minuteStart = Prisma.sql`${w.minuteStart}::bigint`;
  const dayStart = Prisma.sql`${w.dayStart}::bigint`;
  return Prisma.sql`
    WITH c AS (${caller}),
    lim AS (
      SELECT ${counterKey} AS counter_key, ${limitSql("perMinute", "custom_per_minute")} AS per_minute,
             ${limitSql("perDay", "custom_per_day")} AS per_day
      FROM c WHERE c.eligible
    ), before AS (
      SELECT r.* FROM "RateLimitCounter" r JOIN c ON r."accountId" = ${counterKey}
    ), counted AS (
      INSERT INTO "RateLimitCounter" AS r ("accountId", "minuteStart", "minuteCount", "dayStart", "dayCount", "expiresAt")
        SELECT lim.counter_key, ${minuteStart}, 1, ${dayStart}, 1, ${new Date(w.dayEnd).toISOString()}::timestamp(3) FROM lim
      ON CONFLICT ("accountId") DO UPDATE SET
        "minuteCount" = CASE WHEN r."minuteStart" = EXCLUDED."minuteStart" THEN r."minuteCount" + 1 ELSE 1 END,
        "dayCount" = CASE WHEN r."dayStart" = EXCLUDED."dayStart" THEN r."dayCount" + 1 ELSE 1 END,
        "minuteStart" = EXCLUDED."minuteStart",
        "dayStart" = EXCLUDED."dayStart",
        "expiresAt" = EXCLUDED."expiresAt"
      WHERE (r."minuteStart" <> EXCLUDED."minuteStart" OR r."minuteCount" < (SELECT per_minute FROM lim))
        AND (r."dayStart" <> EXCLUDED."dayStart" OR r."dayCount" < (SELECT per_day FROM lim))
      RETURNING r."minuteCount", r."dayCount"
    )
    SELECT c.*, (SELECT "minuteCount" FROM counted) AS minute, (SELECT "dayCount" FROM counted) AS day,
           (SELECT CASE WHEN "minuteStart" = ${minuteStart} THEN "minuteCount" ELSE 0 END FROM before) AS minute_before,
           (SELECT CASE WHEN "dayStart" = ${dayStart} THEN "dayCount" ELSE 0 END FROM before) AS day_before
    FROM c`;
}

/** The window state of a counted row (see countedCallerQuery). */
export function rateStateOf(row: CounterColumns, limits: Limits, now = Date.now()): RateState {
  const w = windows(now);
  const allowed = row.minute !== null && row.day !== null;
  const minuteBefore = Number(row.minute_before ?? 0);
  const dayBefore = Number(row.day_before ?? 0);
  // The statement's snapshot can trail concurrent requests; a refusal it cannot explain is the minute's.
  const refusedBy = allowed ? null : minuteBefore < limits.perMinute && dayBefore >= limits.perDay ? "day" : "minute";
  const used = (name: "minute" | "day", after: number | null, before: number, limit: number) =>
    allowed ? Number(after) : refusedBy === name ? limit : Math.min(before, limit);
  return {
    allowed,
    refusedBy,
    minute: {
      name: "minute",
      limit: limits.perMinute,
      used: used("minute", row.minute, minuteBefore, limits.perMinute),
      windowSeconds: 60,
      resetAt: w.minuteEnd,
    },
    day: {
      name: "day",
      limit: limits.perDay,
      used: used("day", row.day, dayBefore, limits.perDay),
      windowSeconds: 86_400,
      resetAt: w.dayEnd,
    },
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

/** The RATE_LIMIT_EXCEEDED error of a refused request (null when it was allowed): /v1 and /api/mcp answer it alike. */
export function rateLimitRefusal(state: RateState, now = Date.now()): AppError | null {
  if (state.allowed) return null;
  const window = state.refusedBy ?? "minute";
  return new AppError("RATE_LIMIT_EXCEEDED", `Rate limit of ${state[window].limit} requests per ${window} exceeded`, {
    window,
    limit: state[window].limit,
    retryAfterSeconds: Number(rateLimitHeaders(state, now)["Retry-After"]),
  });
}
