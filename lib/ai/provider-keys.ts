import { z } from "zod";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { AppError, notFound, validationError } from "@/lib/errors";
import { currentKeyVersion, decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { PROVIDER_INFO, providerSchema, type Provider } from "@/lib/ai/providers";
import { allowPrivateTargets } from "@/lib/net/address-policy";

// A provider key is sealed with its own row id as associated data, so a ciphertext copied onto another row fails.

export const createProviderKeyInput = z.strictObject({
  provider: providerSchema,
  label: z.string().trim().min(1).max(100).optional(),
  key: z.string().trim().min(8, "Too short to be a provider key").max(1000),
  baseUrl: z
    .string()
    .max(500, "At most 500 characters")
    .pipe(z.url({ protocol: /^https?$/, message: "Must be an http(s) URL" }))
    // Only a string that parsed as a URL reaches this check (a pipe stops at the first failing stage).
    .pipe(z.string().refine((u) => !new URL(u).username && !new URL(u).password, "Must not contain credentials"))
    .optional(),
});
export type CreateProviderKeyInput = z.input<typeof createProviderKeyInput>;

export type ProviderKeyView = {
  id: string;
  provider: Provider;
  label: string;
  last4: string;
  baseUrl?: string;
  createdAt: string;
  lastUsedAt: string | null;
};

type Row = { id: string; provider: string; label: string; last4: string; baseUrl: string | null; createdAt: Date; lastUsedAt: Date | null };

/** The only shape a key leaves the service in: never the ciphertext, never the value. */
export function toProviderKeyView(k: Row): ProviderKeyView {
  return {
    id: k.id,
    provider: k.provider as Provider,
    label: k.label,
    last4: k.last4,
    ...(k.baseUrl ? { baseUrl: k.baseUrl } : {}),
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createProviderKey(userId: string, input: CreateProviderKeyInput): Promise<ProviderKeyView> {
  const parsed = createProviderKeyInput.parse(input);
  if (PROVIDER_INFO[parsed.provider].baseUrl === "required" && !parsed.baseUrl) {
    throw validationError([{ path: "baseUrl", message: `Required for ${parsed.provider} keys` }]);
  }
  if (parsed.baseUrl?.startsWith("http:") && !allowPrivateTargets()) {
    // The key travels in a header: only over TLS, except to a private server the operator allowed.
    throw validationError([{ path: "baseUrl", message: "Must use https:// (http:// needs WEBHOOK_ALLOW_PRIVATE)" }]);
  }
  const id = newId("pk");
  const row = await (
    await db()
  ).providerKey.create({
    data: {
      id,
      userId,
      provider: parsed.provider,
      label: parsed.label ?? `${PROVIDER_INFO[parsed.provider].label} key`,
      last4: parsed.key.slice(-4),
      baseUrl: parsed.baseUrl?.replace(/\/+$/, "") ?? null,
      ciphertext: encryptSecret(parsed.key, id),
      keyVersion: currentKeyVersion(),
    },
  });
  return toProviderKeyView(row);
}

export async function listProviderKeys(userId: string): Promise<ProviderKeyView[]> {
  const rows = await (await db()).providerKey.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
  return rows.map(toProviderKeyView);
}

export async function deleteProviderKey(userId: string, id: string): Promise<{ id: string; deleted: true }> {
  const { count } = await (await db()).providerKey.deleteMany({ where: { id, userId } });
  if (!count) throw notFound("Provider key");
  return { id, deleted: true };
}

export type UsableKey = { id: string; provider: Provider; baseUrl: string | null; secret: string };

/** Decrypts the caller's own key for one call; another user's id is indistinguishable from an unknown one. */
export async function unsealProviderKeyOrThrow(userId: string, id: string, path = "apiKeyId"): Promise<UsableKey> {
  const client = await db();
  const row = await client.providerKey.findFirst({ where: { id, userId } });
  if (!row) throw new AppError("NOT_FOUND", "Provider key not found", { field: path });
  void client.providerKey.update({ where: { id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  return { id: row.id, provider: row.provider as Provider, baseUrl: row.baseUrl, secret: decryptSecret(row.ciphertext, row.id) };
}

/** The providers of the caller's own keys among `ids`, without decrypting them; other users' ids are absent. */
export async function providersOfKeys(userId: string, ids: string[]): Promise<Map<string, Provider>> {
  const rows = await (await db()).providerKey.findMany({ where: { userId, id: { in: ids } }, select: { id: true, provider: true } });
  return new Map(rows.map((r) => [r.id, r.provider as Provider]));
}
