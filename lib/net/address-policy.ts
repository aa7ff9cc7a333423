import ipaddr from "ipaddr.js";
import { env, type Env } from "@/lib/env";

/**
 * WEBHOOK_ALLOW_PRIVATE: may outbound calls (webhooks, workflow notifications) reach private, loopback and other
 * non-public addresses, and use http://? Set explicitly either way; unset means no in production, yes otherwise.
 */
export function allowPrivateTargets(e: Pick<Env, "WEBHOOK_ALLOW_PRIVATE" | "NODE_ENV"> = env()): boolean {
  return e.WEBHOOK_ALLOW_PRIVATE ?? e.NODE_ENV !== "production";
}

/** Only globally routable unicast addresses are public: this rules out private, loopback, link-local, CGNAT, etc. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === "unicast";
}

export class BlockedAddressError extends Error {
  constructor(target: string) {
    super(`Refused to connect to non-public address ${target} (set WEBHOOK_ALLOW_PRIVATE=true to allow it)`);
    this.name = "BlockedAddressError";
  }
}
