import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { revokeGrant } from "@/lib/oauth/model";

// "Connected apps" (the API-keys page): the OAuth clients a user signed in to, while one of their tokens can still be used.

export type ConnectedAppView = {
  clientId: string;
  name: string;
  clientUri: string | null;
  scopes: string[];
  connectedAt: string;
  lastUsedAt: string | null;
};

export async function listConnectedApps(userId: string): Promise<ConnectedAppView[]> {
  const now = new Date();
  const rows = await (
    await db()
  ).oAuthToken.findMany({
    where: { userId, revokedAt: null, OR: [{ accessExpiresAt: { gt: now } }, { refreshExpiresAt: { gt: now } }] },
    include: { client: true },
    orderBy: { createdAt: "asc" },
  });
  const apps = new Map<string, ConnectedAppView>();
  for (const r of rows) {
    const seen = apps.get(r.clientId);
    const used = r.lastUsedAt?.toISOString() ?? null;
    if (seen) {
      seen.scopes = [...new Set([...seen.scopes, ...r.scopes])];
      if (used && (!seen.lastUsedAt || used > seen.lastUsedAt)) seen.lastUsedAt = used;
      continue;
    }
    apps.set(r.clientId, {
      clientId: r.clientId,
      name: r.client.name,
      clientUri: r.client.clientUri,
      scopes: r.scopes,
      connectedAt: r.createdAt.toISOString(),
      lastUsedAt: used,
    });
  }
  return [...apps.values()];
}

/** Revokes every token of the app: its next call to /api/mcp gets 401, its refresh token is refused. */
export async function revokeConnectedApp(userId: string, clientId: string): Promise<{ revoked: true }> {
  const count = await revokeGrant(userId, clientId);
  if (count === 0) throw notFound("Connected app");
  return { revoked: true };
}
