import dns from "node:dns";
import fs from "node:fs";
import type { LookupFunction, Socket } from "node:net";
import tls from "node:tls";
import { Agent, buildConnector, request } from "undici";
import { env } from "@/lib/env";
import { allowPrivateTargets, BlockedAddressError, isPublicAddress } from "@/lib/net/address-policy";

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

// DNS answers are filtered before connecting, so a name that resolves to a private address is never dialled.
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const allowed = addresses.filter((a) => isPublicAddress(a.address));
    if (!allowed.length) return callback(new BlockedAddressError(`${hostname} (${addresses.map((a) => a.address).join(", ")})`), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
};

/** WEBHOOK_CA_FILE: extra PEM certificates trusted besides the system roots (a private CA, a test certificate). */
function trustedCertificates(): string[] | undefined {
  const file = env().WEBHOOK_CA_FILE;
  return file ? [...tls.rootCertificates, fs.readFileSync(file, "utf8")] : undefined;
}

function guardedAgent(allowPrivate: boolean): Agent {
  const base = buildConnector({
    timeout: CONNECT_TIMEOUT_MS,
    ca: trustedCertificates(),
    ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
  } as buildConnector.BuildOptions);
  return new Agent({
    headersTimeout: RESPONSE_TIMEOUT_MS,
    bodyTimeout: RESPONSE_TIMEOUT_MS,
    // The check that matters: the address the socket is actually connected to (IP literals skip the lookup).
    connect: (options, callback) =>
      base(options, (err, socket) => {
        if (err || !socket) return callback(err ?? new Error("connect failed"), null);
        const remote = (socket as Socket).remoteAddress;
        if (!allowPrivate && (!remote || !isPublicAddress(remote))) {
          socket.destroy();
          return callback(new BlockedAddressError(remote ?? options.hostname), null);
        }
        callback(null, socket);
      }),
  });
}

const agents = new Map<boolean, Agent>();
function agentFor(allowPrivate: boolean): Agent {
  let agent = agents.get(allowPrivate);
  if (!agent) agents.set(allowPrivate, (agent = guardedAgent(allowPrivate)));
  return agent;
}

/** Whether a URL may be called at all under the policy (scheme); the address is checked when connecting. */
export function assertAllowedUrl(url: string, allowPrivate = allowPrivateTargets()): URL {
  const u = new URL(url);
  if (u.protocol !== "https:" && !(allowPrivate && u.protocol === "http:")) throw new BlockedAddressError(`${u.protocol}// URL`);
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
    const e = err as Error & { code?: string; cause?: Error };
    const reason = e.name === "TimeoutError" || e.name === "AbortError" ? `Timed out after ${RESPONSE_TIMEOUT_MS / 1000} s` : e.message;
    return { statusCode: null, responseExcerpt: null, durationMs: elapsed(), error: [e.code, reason, e.cause?.message].filter(Boolean).join(": ") };
  }
}
