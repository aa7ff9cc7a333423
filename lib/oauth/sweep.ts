import { db } from "@/lib/db/client";

// The daily sweep of OAuth grants (job `oauth-sweep`, docs/mcp.md#oauth): codes and tokens that can no longer be used
// are deleted instead of kept for ever.

/** How long a token row stays after its last use was possible: the Connected apps history and support questions. */
export const TOKEN_RETENTION_MS = 7 * 86_400_000;

/**
 * Deletes expired authorization codes (they live 60 seconds and work once, so nothing needs them afterwards) and
 * token rows whose tokens all expired more than TOKEN_RETENTION_MS ago. A revoked row is kept until then too:
 * until its refresh token would have expired, a rotated-away refresh token presented again must still find its row
 * to revoke the whole grant (reuse detection, lib/oauth/model.ts); after that, a copy is useless anyway.
 */
export async function sweepOAuthGrants(now = new Date()): Promise<{ codes: number; tokens: number }> {
  const client = await db();
  const cutoff = new Date(now.getTime() - TOKEN_RETENTION_MS);
  const codes = await client.oAuthCode.deleteMany({ where: { expiresAt: { lt: now } } });
  const tokens = await client.oAuthToken.deleteMany({
    where: {
      OR: [{ refreshExpiresAt: { lt: cutoff } }, { refreshExpiresAt: null, accessExpiresAt: { lt: cutoff } }],
    },
  });
  return { codes: codes.count, tokens: tokens.count };
}
