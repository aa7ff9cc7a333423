import { db, preparedQuery } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/ids";
import { AppError, notFound, validationError } from "@/lib/errors";
import { currentKeyVersion, decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { PROVIDER_INFO, type Provider } from "@/lib/ai/providers";
import { allowPrivateProviders, namesNonPublicHost } from "@/lib/net/address-policy";
import { checkProviderKey } from "@/lib/ai/key-check";
import { monthOf, toSpendView, type SpendView } from "@/lib/ai/budgets";
import {
  createProviderKeyInput,
  updateProviderKeyInput,
  usdToMicros,
  type CreateProviderKeyInput,
  type UpdateProviderKeyInput,
} from "@/lib/ai/provider-key-input";

// A provider key is sealed with its own row id as associated data, so a ciphertext copied onto another row fails.

export type ProviderKeyView = {
  id: string;
  provider: Provider;
  label: string;
  last4: string;
  baseUrl?: string;
  createdAt: string;
  lastUsedAt: string | null;
  verified: boolean;
  verifiedAt: string | null;
  checkNote: string | null;
} & SpendView;

type Row = {
  id: string;
  provider: string;
  label: string;
  last4: string;
  baseUrl: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  verifiedAt: Date | null;
  checkNote: string | null;
  monthlyBudgetMicros: bigint | null;
  spends?: { spentMicros: bigint }[];
};

/** The only shape a key leaves the service in: never the ciphertext, never the value. */
export function toProviderKeyView(k: Row, now = new Date()): ProviderKeyView {
  return {
    id: k.id,
    provider: k.provider as Provider,
    label: k.label,
    last4: k.last4,
    ...(k.baseUrl ? { baseUrl: k.baseUrl } : {}),
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    verified: k.verifiedAt !== null,
    verifiedAt: k.verifiedAt?.toISOString() ?? null,
    checkNote: k.verifiedAt ? null : (k.checkNote ?? "Added before keys were checked when saved"),
    ...toSpendView(k.monthlyBudgetMicros, k.spends?.[0]?.spentMicros ?? 0n, now),
  };
}

/** The current month's spend row only: older months stay in the table as history. */
const thisMonth = (now: Date) => ({ spends: { where: { month: monthOf(now).start }, select: { spentMicros: true } } });

const budgetMicros = (usd: number | null | undefined) => (usd === undefined ? undefined : usd === null ? null : BigInt(usdToMicros(usd)));

/**
 * Checked when saved, before the key check connects anywhere, as webhook URLs are: the key travels in a header, so
 * only over TLS, and never to a private or local address, unless the operator allowed private targets.
 */
export function assertProviderBaseUrl(baseUrl: string, allowPrivate = allowPrivateProviders()): void {
  if (allowPrivate) return;
  const u = new URL(baseUrl);
  if (u.protocol !== "https:")
    throw validationError([{ path: "baseUrl", message: "Must be an https:// address: this server does not send keys over plain http" }]);
  if (namesNonPublicHost(u))
    throw validationError([
      { path: "baseUrl", message: "Must be reachable from the internet: this server does not connect to private or local addresses" },
    ]);
}

export async function createProviderKey(userId: string, input: CreateProviderKeyInput): Promise<ProviderKeyView> {
  const client = await db();
  const parsed = createProviderKeyInput.parse(input);
  if (PROVIDER_INFO[parsed.provider].baseUrl === "required" && !parsed.baseUrl) {
    throw validationError([{ path: "baseUrl", message: `Required for ${PROVIDER_INFO[parsed.provider].label} keys` }]);
  }
  if (parsed.baseUrl) assertProviderBaseUrl(parsed.baseUrl);
  const baseUrl = parsed.baseUrl?.replace(/\/+$/, "") ?? null;
  const check = await checkProviderKey(parsed.provider, parsed.key, baseUrl);
  const id = newId("pk");
  const row = await client.providerKey.create({
    data: {
      id,
      userId,
      provider: parsed.provider,
      label: parsed.label ?? `${PROVIDER_INFO[parsed.provider].label} key`,
      last4: parsed.key.slice(-4),
      baseUrl,
      ciphertext: encryptSecret(parsed.key, id),
      keyVersion: currentKeyVersion(),
      monthlyBudgetMicros: budgetMicros(parsed.monthlyBudget) ?? null,
      verifiedAt: check.verified ? new Date() : null,
      checkNote: check.note,
    },
  });
  return toProviderKeyView(row);
}

export async function listProviderKeys(userId: string): Promise<ProviderKeyView[]> {
  const client = await db();
  const now = new Date();
  const rows = await client.providerKey.findMany({ where: { userId }, include: thisMonth(now), orderBy: { createdAt: "desc" } });
  return rows.map((r) => toProviderKeyView(r, now));
}

/** Renames a key or sets, changes or removes (null) its monthly budget; the next run checks the new budget. */
export async function updateProviderKey(userId: string, id: string, input: UpdateProviderKeyInput): Promise<ProviderKeyView> {
  const parsed = updateProviderKeyInput.parse(input);
  const client = await db();
  const now = new Date();
  const { count } = await client.providerKey.updateMany({
    where: { id, userId },
    data: { label: parsed.label, monthlyBudgetMicros: budgetMicros(parsed.monthlyBudget) },
  });
  if (!count) throw notFound("Provider key");
  return toProviderKeyView(await client.providerKey.findUniqueOrThrow({ where: { id }, include: thisMonth(now) }), now);
}

export async function deleteProviderKey(userId: string, id: string): Promise<{ id: string; deleted: true }> {
  const client = await db();
  const { count } = await client.providerKey.deleteMany({ where: { id, userId } });
  if (!count) throw notFound("Provider key");
  return { id, deleted: true };
}

export type UsableKey = { id: string; provider: Provider; baseUrl: string | null; secret: string; monthlyBudgetMicros: number | null };

// Decrypted values by sealed value (ciphertext + row id, its associated data): a run decrypts its key once per process,
// not per call. A changed or re-sealed key is a new entry; a deleted key is never looked up again, as runs read the row
// first. Bounded: the oldest entry goes first.
const unsealed = new Map<string, string>();
const UNSEALED_MAX = 1000;

function unsealCached(ciphertext: string, id: string): string {
  const sealed = `${id}:${ciphertext}`;
  let secret = unsealed.get(sealed);
  if (secret === undefined) {
    secret = decryptSecret(ciphertext, id);
    if (unsealed.size >= UNSEALED_MAX) unsealed.delete(unsealed.keys().next().value!);
    unsealed.set(sealed, secret);
  }
  return secret;
}

/**
 * Decrypts the caller's own key for one call; another user's id is indistinguishable from an unknown one. Read on every
 * run, so a prepared statement (ADR 019).
 */
export async function unsealProviderKeyOrThrow(userId: string, id: string, path = "apiKeyId"): Promise<UsableKey> {
  const [row] = await preparedQuery<{
    id: string;
    provider: string;
    baseUrl: string | null;
    ciphertext: string;
    monthlyBudgetMicros: bigint | null;
    usedRecently: boolean;
  }>(Prisma.sql`
    SELECT "id", "provider", "baseUrl", "ciphertext", "monthlyBudgetMicros",
      COALESCE("lastUsedAt" > ${new Date(Date.now() - 60_000).toISOString()}::timestamp, false) AS "usedRecently"
    FROM "ProviderKey" WHERE "id" = ${id} AND "userId" = ${userId}`);
  if (!row) throw new AppError("NOT_FOUND", "Provider key not found", { field: path });
  // To the minute: a write per run would queue every run of one key on this row and cost a commit each.
  if (!row.usedRecently) {
    void preparedQuery(Prisma.sql`UPDATE "ProviderKey" SET "lastUsedAt" = ${new Date().toISOString()}::timestamp WHERE "id" = ${id}`).catch(
      () => {},
    );
  }
  return {
    id: row.id,
    provider: row.provider as Provider,
    baseUrl: row.baseUrl,
    secret: unsealCached(row.ciphertext, row.id),
    monthlyBudgetMicros: row.monthlyBudgetMicros === null ? null : Number(row.monthlyBudgetMicros),
  };
}

/** The providers of the caller's own keys among `ids`, without decrypting them; other users' ids are absent. */
export async function providersOfKeys(userId: string, ids: string[]): Promise<Map<string, Provider>> {
  const client = await db();
  const rows = await client.providerKey.findMany({ where: { userId, id: { in: ids } }, select: { id: true, provider: true } });
  return new Map(rows.map((r) => [r.id, r.provider as Provider]));
}
