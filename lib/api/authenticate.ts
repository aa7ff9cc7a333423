import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";
import { hashApiKey, SCOPES } from "@/lib/auth/api-keys";
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

const userSelect = { id: true, email: true, name: true, plan: true, customPerMinute: true, customPerDay: true } as const;

function invalidKey(message = "Missing or invalid API key"): AppError {
  return new AppError("INVALID_API_KEY", message);
}

async function fromApiKey(header: string): Promise<Principal> {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw invalidKey("Authorization header must be 'Bearer <API key>'");
  const client = await db();
  const key = await client.apiKey.findUnique({ where: { hash: hashApiKey(match[1]) }, include: { user: { select: userSelect } } });
  const now = Date.now();
  if (!key || key.revokedAt) throw invalidKey();
  if (key.expiresAt && key.expiresAt.getTime() <= now) throw invalidKey("API key expired");
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > 60_000) {
    // Minute precision is enough for "last used" and keeps a write off most requests.
    void client.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date(now) } }).catch(() => {});
  }
  const { customPerMinute, customPerDay, ...user } = key.user;
  return { user, limits: limitsFor(key.user), via: "api_key", keyId: key.id, scopes: key.scopes };
}

async function fromSession(req: NextRequest): Promise<Principal | null> {
  const token = await getToken({ req, secret: authSecret() });
  if (!token?.sub) return null;
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Cookie-authenticated writes must come from our own pages (SameSite=Lax already blocks most cross-site posts).
    const origin = req.headers.get("origin");
    if (origin && origin !== req.nextUrl.origin) throw new AppError("UNAUTHORIZED", "Cross-origin request refused");
  }
  const row = await (await db()).user.findUnique({ where: { id: token.sub }, select: userSelect });
  if (!row) return null;
  const { customPerMinute, customPerDay, ...user } = row;
  return { user, limits: limitsFor(row), via: "session", keyId: null, scopes: [...SCOPES] };
}

export async function authenticate(req: NextRequest, mode: AuthMode): Promise<Principal> {
  const header = req.headers.get("authorization");
  if (header && mode !== "session") return fromApiKey(header);
  if (mode !== "api_key") {
    const principal = await fromSession(req);
    if (principal) return principal;
  }
  throw mode === "session" ? new AppError("INVALID_API_KEY", "Sign in to the dashboard first") : invalidKey();
}
