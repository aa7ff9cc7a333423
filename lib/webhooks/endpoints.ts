import { LRUCache } from "lru-cache";
import { z } from "zod";
import { notFound, validationError } from "@/lib/errors";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import type { SealedColumn } from "@/lib/crypto/reseal";
import { db } from "@/lib/db/client";
import type { WebhookEndpoint } from "@/lib/db/generated/client";
import { createEndpointInput, endpointEvents, updateEndpointInput } from "@/lib/webhooks/endpoint-input";
import { newId } from "@/lib/ids";
import { allowPrivateTargets, namesNonPublicHost } from "@/lib/net/address-policy";
import { endpointHealth, noAttempts, type EndpointHealth } from "@/lib/webhooks/endpoint-health";
import { newWebhookSecret } from "@/lib/webhooks/signature";

export { createEndpointInput, endpointEvents, updateEndpointInput };

export type EndpointView = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
  health: EndpointHealth;
};

export function toEndpointView(e: WebhookEndpoint, health: EndpointHealth = noAttempts()): EndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabledReason: e.disabledReason,
    disabledAt: e.disabledAt?.toISOString() ?? null,
    failingSince: e.failingSince?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    health,
  };
}

async function withHealth(rows: WebhookEndpoint[]): Promise<EndpointView[]> {
  const health = await endpointHealth(rows.map((r) => r.id));
  return rows.map((r) => toEndpointView(r, health.get(r.id)));
}

/**
 * HTTPS only, and no private address literals, unless WEBHOOK_ALLOW_PRIVATE. Host names are checked again on
 * every connection (lib/net/safe-http.ts), since DNS can change after this.
 */
export function assertEndpointUrl(url: string, allowPrivate = allowPrivateTargets()): void {
  const u = new URL(url);
  const fail = (message: string) => validationError([{ path: "url", message }]);
  if (u.protocol !== "https:" && !allowPrivate) throw fail("The URL must use https://");
  if (u.username || u.password) throw fail("Credentials in the URL are not allowed; authenticate with the signature");
  if (allowPrivate) return;
  if (namesNonPublicHost(u)) throw fail("The URL points to a private or local address");
}

// The AAD ties a sealed secret to its endpoint: a secret copied onto another row does not decrypt.
const aad = (endpointId: string) => `webhook-endpoint:${endpointId}`;

export const sealedEndpointSecrets: SealedColumn = { label: "webhook endpoint secrets", table: "WebhookEndpoint", column: "secret", aad };

// Every delivery signs with its endpoint's secret: decrypting it each time cost about 25 µs of CPU per delivery.
// Keyed by the sealed value, so a rotated (or re-encrypted) secret is a new entry and the old one ages out.
const openedSecrets = new LRUCache<string, string>({ max: 1000 });

export function endpointSecret(e: Pick<WebhookEndpoint, "id" | "secret">): string {
  const key = `${e.id} ${e.secret}`;
  let secret = openedSecrets.get(key);
  if (secret === undefined) {
    secret = decryptSecret(e.secret, aad(e.id));
    openedSecrets.set(key, secret);
  }
  return secret;
}

export async function getEndpointOrThrow(userId: string, id: string): Promise<WebhookEndpoint> {
  const client = await db();
  const endpoint = await client.webhookEndpoint.findFirst({ where: { id, userId } });
  if (!endpoint) throw notFound("Webhook endpoint");
  return endpoint;
}

export async function createEndpoint(
  userId: string,
  input: z.input<typeof createEndpointInput>,
): Promise<EndpointView & { secret: string }> {
  const client = await db();
  const parsed = createEndpointInput.parse(input);
  assertEndpointUrl(parsed.url);
  const id = newId("we");
  const secret = newWebhookSecret();
  const row = await client.webhookEndpoint.create({
    data: {
      id,
      userId,
      url: parsed.url,
      events: parsed.events,
      description: parsed.description ?? "",
      secret: encryptSecret(secret, aad(id)),
    },
  });
  return { ...toEndpointView(row), secret };
}

export async function listEndpoints(userId: string): Promise<EndpointView[]> {
  const client = await db();
  const rows = await client.webhookEndpoint.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
  return withHealth(rows);
}

export async function getEndpoint(userId: string, id: string): Promise<EndpointView> {
  const [view] = await withHealth([await getEndpointOrThrow(userId, id)]);
  return view;
}

export async function updateEndpoint(userId: string, id: string, input: z.input<typeof updateEndpointInput>): Promise<EndpointView> {
  const client = await db();
  const parsed = updateEndpointInput.parse(input);
  const current = await getEndpointOrThrow(userId, id);
  if (parsed.url) assertEndpointUrl(parsed.url);
  const reEnabling = parsed.enabled === true && !current.enabled;
  const row = await client.webhookEndpoint.update({
    where: { id: current.id },
    data: {
      url: parsed.url,
      events: parsed.events,
      description: parsed.description,
      enabled: parsed.enabled,
      ...(reEnabling ? { disabledReason: null, disabledAt: null, failingSince: null } : {}),
      ...(parsed.enabled === false && current.enabled ? { disabledReason: "Disabled by you", disabledAt: new Date() } : {}),
    },
  });
  const [view] = await withHealth([row]);
  return view;
}

export async function deleteEndpoint(userId: string, id: string): Promise<{ id: string; deleted: true }> {
  const client = await db();
  const current = await getEndpointOrThrow(userId, id);
  await client.webhookEndpoint.delete({ where: { id: current.id } });
  return { id: current.id, deleted: true };
}

/** Replaces the secret at once: deliveries from now on are signed with the new one. */
export async function rotateEndpointSecret(userId: string, id: string): Promise<{ id: string; secret: string }> {
  const client = await db();
  const current = await getEndpointOrThrow(userId, id);
  const secret = newWebhookSecret();
  await client.webhookEndpoint.update({ where: { id: current.id }, data: { secret: encryptSecret(secret, aad(current.id)) } });
  return { id: current.id, secret };
}

export async function revealEndpointSecret(userId: string, id: string): Promise<{ id: string; secret: string }> {
  const current = await getEndpointOrThrow(userId, id);
  return { id: current.id, secret: endpointSecret(current) };
}
