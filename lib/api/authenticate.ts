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
import { ACCESS_TOKEN_PREFIX, hashSecret } from "@/lib/oauth/model";
import { SCOPES } from "@/lib/auth/scopes";
import { limitsFor, type Limits } from "@/lib/accounts/plans";
import { authSecret } from "@/lib/secrets";
import type { Plan } from "@/lib/db/generated/enums";

export type Principal = {
  user: { id: string; email: string; name: string; plan: Plan };
  limits: Limits;
  via: "api_key" | "session" | "oauth";
  keyId: string | null;
  /** The dashboard session making the request (its UserSession row), null for an API key. */
  sessionId: string | null;
  scopes: string[];
};

/** "api_key": programs only; "session": the dashboard only (e.g. key management); "any": both. */
export type AuthMode = "api_key" | "session" | "any";

/**
 * The caller and this request's rate-limit count, resolved in one database round trip. An operation may add one
 * scalar SQL expression of its own to that query (`selectWithCaller` in lib/api/handler.ts), e.g. GET /products
 * reads the catalog version there and answers from its cache without a second query; its value, as text, is
 * `selectedWithCaller` here.
 */
export type Authenticated = { principal: Principal; rate: RateState; selectedWithCaller: string | null };

type Row = CallerColumns &
  CounterColumns & {
    email: string;
    name: string;
    key_id: string | null;
    session_id?: string | null;
    scopes: string[] | null;
    revoked: boolean;
    expired: boolean;
    /** lastUsedAt is over a minute old (or unset): worth a write. */
    stale_last_used: boolean;
    selected_with_caller: string | null;
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
      sessionId: row.session_id ?? null,
      scopes: row.scopes ?? [...SCOPES],
    },
    rate: rateStateOf(row, appliedLimits(row.dashboard, row.plan as Plan, limits), now),
    selectedWithCaller: row.selected_with_caller,
  };
}

async function fromApiKey(header: string, withCaller: Prisma.Sql): Promise<Authenticated> {
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
        ${withCaller}::text AS selected_with_caller
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

async function fromSession(req: NextRequest, withCaller: Prisma.Sql): Promise<Authenticated | null> {
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
  if (typeof token.sid !== "string") return null; // a cookie from before sessions were rows: sign in again
  const now = Date.now();
  const at = new Date(now).toISOString();
  // The session row by primary key, joined to its user: an ended session (row deleted) or a deleted account is refused.
  const row = await countedCaller(
    Prisma.sql`SELECT u.id AS user_id, u.email, u.name, u.plan::text AS plan,
        u."customPerMinute" AS custom_per_minute, u."customPerDay" AS custom_per_day,
        true AS dashboard, NULL::text AS key_id, s.id AS session_id, NULL::text[] AS scopes,
        (s."lastSeenAt" < ${at}::timestamp(3) - interval '1 minute') AS stale_last_used,
        false AS revoked, false AS expired, true AS eligible, ${withCaller}::text AS selected_with_caller
      FROM "UserSession" s JOIN "User" u ON u.id = s."userId"
      WHERE s.id = ${token.sid} AND s."userId" = ${token.sub} AND u."deletedAt" IS NULL`,
    now,
  );
  if (row?.stale_last_used) {
    // "Last seen" in the sessions list, to the minute: a write on at most one request a minute per session.
    void db()
      .then((c) => c.userSession.updateMany({ where: { id: row.session_id! }, data: { lastSeenAt: new Date(now) } }))
      .catch(() => {});
  }
  return row ? toAuthenticated(row, "session", now) : null;
}

/**
 * Resolves the caller (API key or dashboard session) and counts the request against its rate limits.
 * Missing, malformed, unknown, revoked or expired keys → INVALID_API_KEY; an API key on a
 * dashboard-only operation → UNAUTHORIZED.
 */
export async function authenticate(req: NextRequest, mode: AuthMode, selectWithCaller?: Prisma.Sql): Promise<Authenticated> {
  const withCaller = selectWithCaller ?? Prisma.sql`NULL`;
  const header = req.headers.get("authorization");
  if (header) {
    const found = await fromApiKey(header, withCaller);
    if (mode === "session") {
      throw new AppError("UNAUTHORIZED", "This operation is available from the signed-in dashboard only, not with an API key");
    }
    return found;
  }
  if (mode !== "api_key") {
    const found = await fromSession(req, withCaller);
    if (found) return found;
  }
  throw mode === "session" ? new AppError("INVALID_API_KEY", "Sign in to the dashboard first") : invalidKey();
}

/**
 * An operation open to everyone that answers a signed-in caller more (`optionalOp` in lib/api/handler.ts): the caller
 * when the request brings a dashboard session or an API key, null when it brings neither. A key that is presented
 * but unknown, revoked or expired is still refused (INVALID_API_KEY), never read as "signed out".
 */
export async function authenticateIfPresent(req: NextRequest, selectWithCaller?: Prisma.Sql): Promise<Authenticated | null> {
  const withCaller = selectWithCaller ?? Prisma.sql`NULL`;
  const header = req.headers.get("authorization");
  if (header) return fromApiKey(header, withCaller);
  return fromSession(req, withCaller);
}

/**
 * /api/mcp's caller: an API key, or an OAuth access token (mo_at_…) issued for `resource` (RFC 8707: a token for
 * another audience is refused), unexpired and unrevoked; counted on the account's rate limit like a key.
 */
export async function authenticateMcp(req: NextRequest, resource: string): Promise<Authenticated> {
  const header = req.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match || !match[1].startsWith(ACCESS_TOKEN_PREFIX)) return authenticate(req, "api_key");
  const now = Date.now();
  const at = new Date(now).toISOString();
  const row = await countedCaller(
    Prisma.sql`SELECT u.id AS user_id, u.email, u.name, u.plan::text AS plan,
        u."customPerMinute" AS custom_per_minute, u."customPerDay" AS custom_per_day,
        false AS dashboard, NULL::text AS key_id, t.scopes, t.id AS token_id,
        (t."lastUsedAt" IS NULL OR t."lastUsedAt" < ${at}::timestamp(3) - interval '1 minute') AS stale_last_used,
        t."revokedAt" IS NOT NULL AS revoked,
        t."accessExpiresAt" <= ${at}::timestamp(3) AS expired,
        (t."revokedAt" IS NULL AND t."accessExpiresAt" > ${at}::timestamp(3) AND t.resource = ${resource}
          AND u."deletedAt" IS NULL) AS eligible,
        t.resource = ${resource} AND u."deletedAt" IS NULL AS audience_ok,
        NULL::text AS selected_with_caller
      FROM "OAuthToken" t JOIN "User" u ON u.id = t."userId" WHERE t."accessHash" = ${hashSecret(match[1])}`,
    now,
  );
  const r = row as (Row & { token_id: string; audience_ok: boolean }) | undefined;
  if (!r || r.revoked || !r.audience_ok) throw invalidKey("The access token is unknown, revoked or for another resource");
  if (r.expired) throw invalidKey("The access token expired: refresh it");
  if (r.stale_last_used) {
    void db()
      .then((c) => c.oAuthToken.update({ where: { id: r.token_id }, data: { lastUsedAt: new Date(now) } }))
      .catch(() => {});
  }
  return toAuthenticated(r, "oauth", now);
}

/**
 * For public operations whose answer depends on who asks (a draft's image): the caller's user id when the request
 * carries valid credentials allowing products:read and within its rate limit, else null. Counted like any call.
 */
export async function optionalReaderId(req: NextRequest): Promise<string | null> {
  const caller = await authenticate(req, "any").catch(() => null);
  if (!caller || !caller.rate.allowed || !caller.principal.scopes.includes("products:read")) return null;
  return caller.principal.user.id;
}
