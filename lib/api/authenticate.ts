import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { Prisma } from "@/lib/db/generated/client";
import { db, preparedQuery } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import {
  appliedLimits,
  countedCallerQuery,
  rateStateOf,
  type CallerColumns,
  type CounterColumns,
  type RateState,
} from "@/lib/api/rate-limit";
import { hashApiKey } from "@/lib/auth/api-keys";
import { SCOPES } from "@/lib/auth/scopes";
import { limitsFor, type Limits } from "@/lib/accounts/plans";
import { authSecret } from "@/lib/secrets";
import type { Plan } from "@/lib/db/generated/enums";

export type Principal = {
  user: { id: string; email: string; name: string; plan: Plan };
  limits: Limits;
  via: "api_key" | "session";
  keyId: string | null;
  scopes: string[];
};

/** "api_key": programs only; "session": the dashboard only (e.g. key management); "any": both. */
export type AuthMode = "api_key" | "session" | "any";

/**
 * The caller and this request's rate-limit count, resolved in one database round trip. An operation may add one
 * scalar read of its own to that round trip (`readWithAuth`), e.g. a version token that lets it answer from a
 * cache without a second query (lib/catalog/list-products.ts); its text value is `readWithAuth` here.
 */
export type Authenticated = { principal: Principal; rate: RateState; readWithAuth: string | null };

type Row = CallerColumns &
  CounterColumns & {
    email: string;
    name: string;
    key_id: string | null;
    scopes: string[] | null;
    revoked: boolean;
    expired: boolean;
    /** lastUsedAt is over a minute old (or unset): worth a write. */
    stale_last_used: boolean;
    read_with_auth: string | null;
  };

const invalidKey = (message = "Missing or invalid API key") => new AppError("INVALID_API_KEY", message);

let lastSweep = 0;

async function countedCaller(caller: Prisma.Sql, now: number): Promise<Row | undefined> {
  const [row] = await preparedQuery<Row>(countedCallerQuery(caller, now));
  if (now - lastSweep > 60_000) {
    // Expired windows are swept once a minute per process, off the request's path.
    lastSweep = now;
    void db()
      .then((c) => c.rateLimitCounter.deleteMany({ where: { expiresAt: { lt: new Date(now - 60_000) } } }))
      .catch(() => {});
  }
  return row;
}

function toAuthenticated(row: Row, via: Principal["via"], now: number): Authenticated {
  const limits = limitsFor({ plan: row.plan as Plan, customPerMinute: row.custom_per_minute, customPerDay: row.custom_per_day });
  return {
    principal: {
      user: { id: row.user_id, email: row.email, name: row.name, plan: row.plan as Plan },
      limits,
      via,
      keyId: row.key_id,
      scopes: row.scopes ?? [...SCOPES],
    },
    rate: rateStateOf(row, appliedLimits(row.dashboard, limits), now),
    readWithAuth: row.read_with_auth,
  };
}

async function fromApiKey(header: string, extra: Prisma.Sql): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw invalidKey("Authorization header must be 'Bearer <API key>'");
  const now = Date.now();
  const at = new Date(now).toISOString();
  // Revocation and expiry are read on every request (no cache), so a revoked key stops at once.
  const row = await countedCaller(
    Prisma.sql`SELECT u.id AS user_id, u.email, u.name, u.plan::text AS plan,
        u."customPerMinute" AS custom_per_minute, u."customPerDay" AS custom_per_day,
        false AS dashboard, k.id AS key_id, k.scopes,
        (k."lastUsedAt" IS NULL OR k."lastUsedAt" < ${at}::timestamp(3) - interval '1 minute') AS stale_last_used,
        k."revokedAt" IS NOT NULL AS revoked,
        (k."expiresAt" IS NOT NULL AND k."expiresAt" <= ${at}::timestamp(3)) AS expired,
        (k."revokedAt" IS NULL AND (k."expiresAt" IS NULL OR k."expiresAt" > ${at}::timestamp(3))) AS eligible,
        ${extra}::text AS read_with_auth
      FROM "ApiKey" k JOIN "User" u ON u.id = k."userId" WHERE k.hash = ${hashApiKey(match[1])}`,
    now,
  );
  if (!row || row.revoked) throw invalidKey();
  if (row.expired) throw invalidKey("API key expired");
  if (row.stale_last_used) {
    // Minute precision is enough for "last used" and keeps a write off most requests.
    void db()
      .then((c) => c.apiKey.update({ where: { id: row.key_id! }, data: { lastUsedAt: new Date(now) } }))
      .catch(() => {});
  }
  return toAuthenticated(row, "api_key", now);
}

async function fromSession(req: NextRequest, extra: Prisma.Sql): Promise<Authenticated | null> {
  const token = await getToken({ req, secret: authSecret() });
  if (!token?.sub) return null;
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Cookie-authenticated writes must come from our own pages (SameSite=Lax already blocks most cross-site posts).
    // Compared with the Host the browser addressed: nextUrl's origin reflects the bind address, not the site.
    const origin = req.headers.get("origin");
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
    if (origin && (!URL.canParse(origin) || new URL(origin).host !== host)) {
      throw new AppError("UNAUTHORIZED", "Cross-origin request refused");
    }
  }
  const now = Date.now();
  const row = await countedCaller(
    Prisma.sql`SELECT u.id AS user_id, u.email, u.name, u.plan::text AS plan,
        u."customPerMinute" AS custom_per_minute, u."customPerDay" AS custom_per_day,
        true AS dashboard, NULL::text AS key_id, NULL::text[] AS scopes, false AS stale_last_used,
        false AS revoked, false AS expired, true AS eligible, ${extra}::text AS read_with_auth
      FROM "User" u WHERE u.id = ${token.sub}`,
    now,
  );
  return row ? toAuthenticated(row, "session", now) : null;
}

/**
 * Resolves the caller (API key or dashboard session) and counts the request against its rate limits.
 * Missing, malformed, unknown, revoked or expired keys → INVALID_API_KEY; an API key on a
 * dashboard-only operation → UNAUTHORIZED.
 */
export async function authenticate(req: NextRequest, mode: AuthMode, readWithAuth?: Prisma.Sql): Promise<Authenticated> {
  const extra = readWithAuth ?? Prisma.sql`NULL`;
  const header = req.headers.get("authorization");
  if (header) {
    const found = await fromApiKey(header, extra);
    if (mode === "session") {
      throw new AppError("UNAUTHORIZED", "This operation is available from the signed-in dashboard only, not with an API key");
    }
    return found;
  }
  if (mode !== "api_key") {
    const found = await fromSession(req, extra);
    if (found) return found;
  }
  throw mode === "session" ? new AppError("INVALID_API_KEY", "Sign in to the dashboard first") : invalidKey();
}
