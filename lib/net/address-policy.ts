import ipaddr from "ipaddr.js";
import { env, type Env } from "@/lib/env";

/**
 * WEBHOOK_ALLOW_PRIVATE: may outbound calls (webhooks, workflow notifications, provider base URLs) reach private,
 * loopback and other non-public addresses, and use http://? Unset means no, in every mode but the test suite's
 * (NODE_ENV=test): a development server on a shared network is no place to let users reach its neighbours.
 */
export function allowPrivateTargets(e: Pick<Env, "WEBHOOK_ALLOW_PRIVATE" | "NODE_ENV"> = env()): boolean {
  return e.WEBHOOK_ALLOW_PRIVATE ?? e.NODE_ENV === "test";
}

/**
 * May provider keys' base URLs be http:// and non-public (Ollama or vLLM on the app's own network)? The operator's
 * AI_ALLOW_PRIVATE_PROVIDERS when set, so a self-hosted install can allow its model server and still refuse private
 * webhook receivers; else the same answer as for webhooks.
 */
export function allowPrivateProviders(e: Pick<Env, "AI_ALLOW_PRIVATE_PROVIDERS" | "WEBHOOK_ALLOW_PRIVATE" | "NODE_ENV"> = env()): boolean {
  return e.AI_ALLOW_PRIVATE_PROVIDERS ?? allowPrivateTargets(e);
}

/** Only globally routable unicast addresses are public: this rules out private, loopback, link-local, CGNAT, etc. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === "unicast";
}

/**
 * Whether a URL names a non-public host outright: localhost names, or an address literal in any notation the URL
 * parser accepts (it normalises 0x7f000001, 2130706433, 0177.1 and 127.1 to 127.0.0.1, and IPv6 to its short
 * form). A host name is checked again on every connection (lib/net/safe-http.ts, lib/net/guarded-agent.ts),
 * since DNS can change after this; this check refuses before any connection is made.
 */
export function namesNonPublicHost(u: URL): boolean {
  const host = u.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ipaddr.isValid(host) && !isPublicAddress(host);
}

/**
 * A refused connection. The message names what the user gave (a host name, a URL's scheme), never the addresses a
 * name resolved to: the delivery log and the provider's error must not map the server's internal network.
 */
export class BlockedAddressError extends Error {
  constructor(target: string, reason = "resolves to a non-public address") {
    super(`Refused: ${target} ${reason} (set WEBHOOK_ALLOW_PRIVATE=true to allow it)`);
    this.name = "BlockedAddressError";
  }
}
