import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type Agent, request } from "undici";
import { notFound } from "@/lib/errors";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { allowPrivateTargets } from "@/lib/net/address-policy";
import { guardedAgent } from "@/lib/net/guarded-agent";
import { log } from "@/lib/log";

// OAuth clients of /api/mcp (docs/mcp.md#oauth). Two kinds:
// - pre-registered: a row an operator wrote (client id of their choosing, its redirect URIs);
// - a Client ID Metadata Document: the client id is the https URL of a JSON document naming the client and its
//   redirect URIs, fetched here (through the SSRF-guarded agent, 5 s, 16 KiB at most), cached for an hour.

export type OAuthClientView = { id: string; name: string; redirectUris: string[]; clientUri: string | null };

const METADATA_TTL_MS = 3600_000;
const MAX_METADATA_BYTES = 16 * 1024;

const metadataDocument = z.object({
  client_id: z.string(),
  client_name: z.string().trim().min(1).max(200).optional(),
  client_uri: z.url().optional(),
  redirect_uris: z.array(z.url()).min(1).max(20),
});

/** Whether a client id is a metadata document URL: https, or http on this machine's own addresses when private targets are allowed (tests). */
export function isMetadataUrl(clientId: string): boolean {
  if (!URL.canParse(clientId)) return false;
  const u = new URL(clientId);
  if (u.hash || u.username || u.password || u.pathname === "/") return false;
  return u.protocol === "https:" || (u.protocol === "http:" && allowPrivateTargets());
}

let agent: Agent | undefined;
async function fetchMetadata(url: string): Promise<z.infer<typeof metadataDocument> | null> {
  agent ??= guardedAgent({ allowPrivate: allowPrivateTargets(), connectTimeoutMs: 5_000, responseTimeoutMs: 5_000 });
  try {
    const res = await request(url, { method: "GET", dispatcher: agent, headers: { accept: "application/json" } }); // undici follows no redirect
    if (res.statusCode !== 200) {
      await res.body.dump();
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > MAX_METADATA_BYTES) {
        res.body.destroy();
        return null;
      }
      chunks.push(chunk);
    }
    const parsed = metadataDocument.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    // The document must name itself: a document served at one URL cannot speak for another client id.
    return parsed.success && parsed.data.client_id === url ? parsed.data : null;
  } catch (error) {
    log.warn("oauth client metadata fetch failed", { url, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The client with this id, or null: a stored pre-registered client, or a metadata document (fetched when not cached or stale). */
export async function findClient(clientId: string): Promise<OAuthClientView | null> {
  if (typeof clientId !== "string" || clientId.length === 0 || clientId.length > 2048) return null;
  const c = await db();
  const row = await c.oAuthClient.findUnique({ where: { id: clientId } });
  const fresh = row && (!row.metadataUrl || (row.fetchedAt && Date.now() - row.fetchedAt.getTime() < METADATA_TTL_MS));
  if (row && fresh) return { id: row.id, name: row.name, redirectUris: row.redirectUris, clientUri: row.clientUri };
  if (!isMetadataUrl(clientId)) return null;
  const doc = await fetchMetadata(clientId);
  if (!doc) return null;
  const data = {
    name: doc.client_name ?? new URL(clientId).host,
    redirectUris: doc.redirect_uris,
    clientUri: doc.client_uri ?? null,
    metadataUrl: true,
    fetchedAt: new Date(),
  };
  await c.oAuthClient.upsert({ where: { id: clientId }, create: { id: clientId, ...data }, update: data });
  return { id: clientId, name: data.name, redirectUris: data.redirectUris, clientUri: data.clientUri };
}

/** An operator's pre-registered client (scripts/admin or a seed): a client id and its exact redirect URIs. */
export async function registerClient(input: {
  id: string;
  name: string;
  redirectUris: string[];
  clientUri?: string;
  secretHash?: string | null;
}): Promise<void> {
  const data = {
    name: input.name,
    redirectUris: input.redirectUris,
    clientUri: input.clientUri ?? null,
    metadataUrl: false,
    secretHash: input.secretHash ?? null,
  };
  await (await db()).oAuthClient.upsert({ where: { id: input.id }, create: { id: input.id, ...data }, update: data });
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A redirect URI an operator may register: https, or http on a loopback host (native apps, RFC 8252), no fragment. */
const redirectUri = z.url().refine(
  (v) => {
    const u = new URL(v);
    return !u.hash && (u.protocol === "https:" || (u.protocol === "http:" && LOOPBACK.has(u.hostname)));
  },
  { message: "Use an https URL (or http://localhost, 127.0.0.1 or [::1] for a native app), without a #fragment" },
);

export const preRegistration = z.object({
  name: z.string().trim().min(1).max(200),
  redirectUris: z.array(redirectUri).min(1).max(20),
  clientUri: z.url().optional(),
  /** A confidential client gets a secret (shown once, stored as SHA-256) and must send it to the token endpoint. */
  confidential: z.boolean().default(false),
});

export type PreRegisteredClient = { id: string; name: string; redirectUris: string[]; confidential: boolean; createdAt: Date };

/**
 * Pre-registers a client (`npm run admin -- oauth:client-add`): a new client id, and for a confidential client a
 * secret, returned here once and stored only as its SHA-256.
 */
export async function preRegisterClient(input: z.input<typeof preRegistration>): Promise<{ id: string; secret: string | null }> {
  const given = preRegistration.parse(input);
  const id = `mcp_client_${randomBytes(12).toString("base64url")}`;
  const secret = given.confidential ? `mcs_${randomBytes(32).toString("base64url")}` : null;
  await registerClient({
    id,
    name: given.name,
    redirectUris: [...new Set(given.redirectUris)],
    clientUri: given.clientUri,
    secretHash: secret ? hashClientSecret(secret) : null,
  });
  return { id, secret };
}

/** The operator's pre-registered clients, oldest first (metadata-document clients are a cache, not listed). */
export async function listPreRegisteredClients(): Promise<PreRegisteredClient[]> {
  const rows = await (await db()).oAuthClient.findMany({ where: { metadataUrl: false }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    redirectUris: r.redirectUris,
    confidential: r.secretHash !== null,
    createdAt: r.createdAt,
  }));
}

/** Removes a pre-registered client with its codes and tokens (every user's connection to it ends). */
export async function removePreRegisteredClient(id: string): Promise<PreRegisteredClient> {
  const client = await db();
  const row = await client.oAuthClient.findFirst({ where: { id, metadataUrl: false } });
  if (!row) throw notFound("OAuth client");
  await client.oAuthClient.delete({ where: { id } });
  return { id: row.id, name: row.name, redirectUris: row.redirectUris, confidential: row.secretHash !== null, createdAt: row.createdAt };
}

export const hashClientSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * Client authentication at the token endpoint: a confidential client must present its secret; a public one
 * (metadata documents, public pre-registered clients) presents none, PKCE binding its code instead.
 */
export async function clientSecretAccepted(clientId: string, secret: string | undefined): Promise<boolean> {
  const row = await (await db()).oAuthClient.findUnique({ where: { id: clientId }, select: { secretHash: true } });
  // An unknown client (or a metadata document not fetched yet) is the library's to refuse (findClient).
  if (!row || row.secretHash === null) return secret === undefined;
  if (secret === undefined) return false;
  const given = Buffer.from(hashClientSecret(secret), "hex");
  return timingSafeEqual(given, Buffer.from(row.secretHash, "hex"));
}
