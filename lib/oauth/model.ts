import { createHash, randomBytes } from "node:crypto";
import type { AuthorizationCodeModel, Client, RefreshTokenModel, Token, User } from "@node-oauth/oauth2-server";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { MCP_SCOPES } from "@/lib/mcp/scopes";
import { findClient } from "@/lib/oauth/clients";

// The storage model @node-oauth/oauth2-server calls (docs/mcp.md#oauth, ADR 040). Codes and tokens are random
// 256-bit strings, stored as SHA-256 only (like API keys: nothing to brute-force), so a database read leaks nothing usable.

export const ACCESS_TOKEN_PREFIX = "mo_at_";
export const REFRESH_TOKEN_PREFIX = "mo_rt_";
/** Access tokens live 15 minutes; refresh tokens 30 days, and each refresh replaces the pair. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
export const CODE_SECONDS = 60;

export const hashSecret = (value: string) => createHash("sha256").update(value).digest("hex");
const random = (prefix: string) => `${prefix}${randomBytes(32).toString("base64url")}`;

/** The user object the library passes around: who consented, and the resource (RFC 8707) the grant is for. */
export type GrantUser = { id: string; resource: string };

export type OAuthModel = AuthorizationCodeModel & RefreshTokenModel;

export const oauthModel: OAuthModel = {
  generateAccessToken: async () => random(ACCESS_TOKEN_PREFIX),
  generateRefreshToken: async () => random(REFRESH_TOKEN_PREFIX),
  generateAuthorizationCode: async () => random("mo_ac_"),

  async getClient(clientId: string): Promise<Client | false> {
    const client = await findClient(clientId);
    if (!client) return false;
    return { id: client.id, name: client.name, redirectUris: client.redirectUris, grants: ["authorization_code", "refresh_token"] };
  },

  async validateScope(_user: User, _client: Client, scope?: string[]) {
    if (!scope || scope.length === 0) return [...MCP_SCOPES];
    const allowed = new Set<string>(MCP_SCOPES);
    return scope.every((s) => allowed.has(s)) ? [...new Set(scope)] : false;
  },

  async saveAuthorizationCode(code, client, user) {
    const u = user as GrantUser;
    await (
      await db()
    ).oAuthCode.create({
      data: {
        hash: hashSecret(code.authorizationCode),
        clientId: client.id,
        userId: u.id,
        redirectUri: code.redirectUri,
        scopes: code.scope ?? [],
        resource: u.resource,
        codeChallenge: code.codeChallenge ?? "",
        expiresAt: code.expiresAt,
      },
    });
    return { ...code, client, user };
  },

  async getAuthorizationCode(authorizationCode: string) {
    const row = await (await db()).oAuthCode.findUnique({ where: { hash: hashSecret(authorizationCode) }, include: { client: true } });
    if (!row || !row.codeChallenge) return false;
    return {
      authorizationCode,
      expiresAt: row.expiresAt,
      redirectUri: row.redirectUri,
      scope: row.scopes,
      client: { id: row.clientId, redirectUris: row.client.redirectUris, grants: ["authorization_code", "refresh_token"] },
      user: { id: row.userId, resource: row.resource } satisfies GrantUser,
      codeChallenge: row.codeChallenge,
      codeChallengeMethod: "S256",
    };
  },

  /** One use: the row is deleted; a second exchange of the same code finds nothing (invalid_grant). */
  async revokeAuthorizationCode(code) {
    const { count } = await (await db()).oAuthCode.deleteMany({ where: { hash: hashSecret(code.authorizationCode) } });
    return count === 1;
  },

  async saveToken(token: Token, client: Client, user: User) {
    const u = user as GrantUser;
    await (
      await db()
    ).oAuthToken.create({
      data: {
        id: newId("oat"),
        clientId: client.id,
        userId: u.id,
        accessHash: hashSecret(token.accessToken),
        refreshHash: token.refreshToken ? hashSecret(token.refreshToken) : null,
        scopes: token.scope ?? [],
        resource: u.resource,
        accessExpiresAt: token.accessTokenExpiresAt!,
        refreshExpiresAt: token.refreshTokenExpiresAt ?? null,
      },
    });
    return { ...token, client, user };
  },

  async getRefreshToken(refreshToken: string) {
    const c = await db();
    const row = await c.oAuthToken.findUnique({ where: { refreshHash: hashSecret(refreshToken) } });
    if (!row) return false;
    if (row.revokedAt) {
      // A rotated-away refresh token came back: someone holds a copy. Revoke the whole grant (OAuth 2.1 section 4.3.1).
      await revokeGrant(row.userId, row.clientId);
      return false;
    }
    return {
      refreshToken,
      refreshTokenExpiresAt: row.refreshExpiresAt ?? undefined,
      scope: row.scopes,
      client: { id: row.clientId, grants: ["authorization_code", "refresh_token"] },
      user: { id: row.userId, resource: row.resource } satisfies GrantUser,
    };
  },

  /** Rotation: the used refresh token's row (and its access token) is revoked before the new pair is saved. */
  async revokeToken(token) {
    const { count } = await (
      await db()
    ).oAuthToken.updateMany({ where: { refreshHash: hashSecret(token.refreshToken), revokedAt: null }, data: { revokedAt: new Date() } });
    return count === 1;
  },

  // The library's own bearer check is not used: /api/mcp resolves OAuth tokens in lib/api/authenticate.ts.
  async getAccessToken() {
    return false;
  },
};

/** Revokes every token the user granted the client ("Connected apps" → Revoke, and refresh-token reuse). */
export async function revokeGrant(userId: string, clientId: string): Promise<number> {
  const { count } = await (
    await db()
  ).oAuthToken.updateMany({ where: { userId, clientId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}

/** RFC 7009: revoking either token of a pair revokes the pair (section 2.1 allows it, and a client wants both gone). */
export async function revokeTokenOf(clientId: string, token: string): Promise<void> {
  const hash = hashSecret(token);
  await (
    await db()
  ).oAuthToken.updateMany({
    where: { clientId, revokedAt: null, OR: [{ accessHash: hash }, { refreshHash: hash }] },
    data: { revokedAt: new Date() },
  });
}
