import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { AppError, notFound } from "@/lib/errors";
import { createApiKeyInput } from "@/lib/auth/api-key-input";
import { SCOPES, type Scope } from "@/lib/auth/scopes";

const KEY_PREFIX = "mk_live_";
/** Active (unrevoked) keys one account may hold: every key is one more credential to leak and to check. */
export const MAX_ACTIVE_API_KEYS = 50;

/** SHA-256 suffices: keys carry 256 random bits, so there is nothing to brute-force (unlike passwords). */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export { createApiKeyInput };
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
};

type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
};

export function toApiKeyView(k: ApiKeyRow): ApiKeyView {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

/** Creates a key and returns it in full once; only its hash and prefix are stored. */
export async function createApiKey(userId: string, input: CreateApiKeyInput): Promise<ApiKeyView & { key: string }> {
  const client = await db();
  const parsed = createApiKeyInput.parse(input);
  const publicPart = randomBytes(6).toString("hex");
  const secretPart = randomBytes(32).toString("base64url");
  const prefix = `${KEY_PREFIX}${publicPart}`;
  const key = `${prefix}_${secretPart}`;
  const row = await client.$transaction(async (tx: DbTx) => {
    // The account row is locked so two creations at once cannot both pass the count.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const active = await tx.apiKey.count({ where: { userId, revokedAt: null } });
    if (active >= MAX_ACTIVE_API_KEYS) {
      throw new AppError("VALIDATION_ERROR", `An account may hold at most ${MAX_ACTIVE_API_KEYS} active API keys: revoke one first`, {
        limit: MAX_ACTIVE_API_KEYS,
      });
    }
    return tx.apiKey.create({
      data: {
        id: newId("key"),
        userId,
        name: parsed.name,
        prefix,
        hash: hashApiKey(key),
        scopes: parsed.scopes ?? [...SCOPES],
        expiresAt: parsed.expiresInDays ? new Date(Date.now() + parsed.expiresInDays * 86_400_000) : null,
      },
    });
  });
  return { ...toApiKeyView(row), key };
}

export async function listApiKeys(userId: string): Promise<ApiKeyView[]> {
  const client = await db();
  const rows = await client.apiKey.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
  return rows.map(toApiKeyView);
}

/** Revokes by id (dashboard, scoped to the owner) or by prefix (operators' CLI, any owner). */
export async function revokeApiKey(where: { userId: string; id: string } | { prefix: string }): Promise<ApiKeyView> {
  const client = await db();
  const key = await client.apiKey.findFirst({ where });
  if (!key) throw notFound("API key");
  if (key.revokedAt) return toApiKeyView(key);
  return toApiKeyView(await client.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } }));
}

export function assertScope(scopes: readonly string[], needed: Scope | undefined): void {
  if (needed && !scopes.includes(needed)) {
    throw new AppError("UNAUTHORIZED", `This API key lacks the "${needed}" scope`, { requiredScope: needed });
  }
}
