import fs from "node:fs";
import tls from "node:tls";
import { type Agent, request } from "undici";
import { env } from "@/lib/env";
import { allowPrivateTargets, BlockedAddressError } from "@/lib/net/address-policy";
import { guardedAgent } from "@/lib/net/guarded-agent";

export const CONNECT_TIMEOUT_MS = 5_000;
export const RESPONSE_TIMEOUT_MS = 15_000;
export const RESPONSE_EXCERPT_BYTES = 4096;

export type PostOutcome = {
  /** null when no HTTP answer came (refused, timeout, TLS or connection error). */
  statusCode: number | null;
  /** First 4 KB of the response body. */
  responseExcerpt: string | null;
  durationMs: number;
  error: string | null;
};

/** WEBHOOK_CA_FILE: extra PEM certificates trusted besides the system roots (a private CA, a test certificate). */
function trustedCertificates(): string[] | undefined {
  const file = env().WEBHOOK_CA_FILE;
  return file ? [...tls.rootCertificates, fs.readFileSync(file, "utf8")] : undefined;
}

const agents = new Map<boolean, Agent>();
function agentFor(allowPrivate: boolean): Agent {
  let agent = agents.get(allowPrivate);
  if (!agent) {
    agent = guardedAgent({
      allowPrivate,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      responseTimeoutMs: RESPONSE_TIMEOUT_MS,
      ca: trustedCertificates(),
    });
    agents.set(allowPrivate, agent);
  }
  return agent;
}

/** Whether a URL may be called at all under the policy (scheme); the address is checked when connecting. */
export function assertAllowedUrl(url: string, allowPrivate = allowPrivateTargets()): URL {
  const u = new URL(url);
  if (u.protocol !== "https:" && !(allowPrivate && u.protocol === "http:"))
    throw new BlockedAddressError(`${u.protocol}// URL`, "is not allowed");
  return u;
}

async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_EXCERPT_BYTES) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString("utf8");
}

/**
 * POSTs with SSRF protection on the connected address, 5 s to connect, 15 s for the whole answer, and no redirects
 * followed (a 3xx comes back as its status). Never throws: the outcome says what happened.
 */
export async function safePost(
  url: string,
  init: { headers: Record<string, string>; body: string; allowPrivate?: boolean },
): Promise<PostOutcome> {
  const started = performance.now();
  const allowPrivate = init.allowPrivate ?? allowPrivateTargets();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    assertAllowedUrl(url, allowPrivate);
    const res = await request(url, {
      method: "POST",
      headers: init.headers,
      body: init.body,
      dispatcher: agentFor(allowPrivate),
      signal: AbortSignal.timeout(RESPONSE_TIMEOUT_MS),
    });
    const excerpt = await readExcerpt(res.body);
    const redirect = res.statusCode >= 300 && res.statusCode < 400;
    return {
      statusCode: res.statusCode,
      responseExcerpt: excerpt,
      durationMs: elapsed(),
      error: redirect ? `Redirect not followed (Location: ${String(res.headers.location ?? "none")})` : null,
    };
  } catch (err) {
    // A timeout is a DOMException whose numeric legacy `code` (23) means nothing to a reader: only string codes
    // (ECONNREFUSED, UND_ERR_…, CERT_…) are kept.
    const e = err as Error & { code?: string | number; cause?: Error };
    const reason = e.name === "TimeoutError" || e.name === "AbortError" ? `Timed out after ${RESPONSE_TIMEOUT_MS / 1000} s` : e.message;
    return {
      statusCode: null,
      responseExcerpt: null,
      durationMs: elapsed(),
      error: [typeof e.code === "string" ? e.code : null, reason, e.cause?.message].filter(Boolean).join(": "),
    };
  }
}
