import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";

/**
 * X-Forwarded-* believed only from TRUSTED_PROXIES (docs/configuration.md). A route handler under `next start` never
 * sees the connecting peer, so the check runs in Node's HTTP server itself, on its `http.server.request.start`
 * channel, before Next.js reads the request: from any other peer X-Forwarded-Host/-Proto/-Port are dropped (Next.js
 * then fills them from the connection), and X-Forwarded-For always ends up holding exactly one address, the client's.
 */

const NAMED: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  private: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** "loopback, 10.1.2.3, 192.168.0.0/16, fd00::/8": names, addresses and CIDR ranges; "none" or empty trusts nobody. */
export function parseTrustedProxies(spec: string): BlockList {
  const list = new BlockList();
  for (const raw of spec.split(",").map((s) => s.trim().toLowerCase())) {
    if (!raw || raw === "none") continue;
    if (NAMED[raw]) {
      for (const [net, prefix, type] of NAMED[raw]) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address, bits] = raw.split("/");
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an address, a CIDR range, "loopback", "private" or "none"`);
    const type = family === 4 ? "ipv4" : "ipv6";
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) throw new Error(`TRUSTED_PROXIES: bad prefix in "${raw}"`);
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is 10.0.0.1; anything not an address is null. */
export function normalizeAddress(value: string | undefined): string | null {
  if (!value) return null;
  let v = value.trim();
  if (v.startsWith("[") && v.includes("]"))
    v = v.slice(1, v.indexOf("]")); // "[::1]:443"
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(":")); // "1.2.3.4:5678"
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(v);
  if (mapped) v = mapped[1];
  return isIP(v) ? v.toLowerCase() : null;
}

export const isTrusted = (list: BlockList, address: string) => list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

/**
 * The client's address: the peer itself unless it is a trusted proxy; then X-Forwarded-For read from the right,
 * skipping trusted hops (each proxy appends the address it saw), up to the first that is not trusted. A hop that is
 * not an address stops the walk at the last good one.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | undefined, trusted: BlockList): string {
  if (!isTrusted(trusted, peer) || !forwardedFor) return peer;
  let client = peer;
  for (const hop of forwardedFor.split(",").reverse()) {
    const address = normalizeAddress(hop);
    if (!address) break;
    client = address;
    if (!isTrusted(trusted, address)) break;
  }
  return client;
}

const DROPPED_FROM_UNTRUSTED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];

/** Rewrites one incoming request's forwarding headers (exported for lib/security/client-address.test.ts). */
export function rewriteForwardedHeaders(req: IncomingMessage, trusted: BlockList): void {
  const peer = normalizeAddress(req.socket?.remoteAddress) ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  const chain = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
  if (peer === "unknown" || !isTrusted(trusted, peer)) for (const h of DROPPED_FROM_UNTRUSTED) delete req.headers[h];
  req.headers["x-forwarded-for"] = peer === "unknown" ? "unknown" : resolveClientAddress(peer, chain, trusted);
}

let installed = false;

/** Subscribes once per process; from then on every HTTP request of this process is rewritten before it is handled. */
export function installClientAddressCheck(): void {
  if (installed) return;
  installed = true;
  const trusted = parseTrustedProxies(env().TRUSTED_PROXIES);
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    rewriteForwardedHeaders(request, trusted);
  });
}
