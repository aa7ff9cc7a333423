import dns from "node:dns";
import tls from "node:tls";
import type { LookupFunction, Socket } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector } from "undici";
import { BlockedAddressError, isPublicAddress } from "@/lib/net/address-policy";

// DNS answers are filtered before connecting, so a name that resolves to a private address is never dialled.
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const allowed = addresses.filter((a) => isPublicAddress(a.address));
    if (!allowed.length) return callback(new BlockedAddressError(hostname), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
};

export type GuardedAgentOptions = {
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback addresses may be called (development, tests). */
  allowPrivate: boolean;
  connectTimeoutMs: number;
  /** Limit on the answer's headers and on each pause in its body; 0 for none. */
  responseTimeoutMs: number;
  /** Certificates trusted instead of the system roots (undefined: the system roots). */
  ca?: string[];
};

/**
 * An undici dispatcher for URLs chosen by users (webhook endpoints, AI provider base URLs): unless private
 * targets are allowed, it never connects to a private, loopback or link-local address (SSRF).
 */
export function guardedAgent(o: GuardedAgentOptions): Agent {
  const base = buildConnector({
    timeout: o.connectTimeoutMs,
    // One TLS context for every connection: built from a CA list per connection, it cost about 8 ms of CPU each.
    ...(o.ca ? { secureContext: tls.createSecureContext({ ca: o.ca }) } : {}),
    ...(o.allowPrivate ? {} : { lookup: publicOnlyLookup }),
  } as buildConnector.BuildOptions);
  return new Agent({
    headersTimeout: o.responseTimeoutMs,
    bodyTimeout: o.responseTimeoutMs,
    // The check that matters: the address the socket is actually connected to (IP literals skip the lookup).
    connect: (options, callback) => {
      // An address literal is refused before dialling; a name's answers were filtered by the lookup.
      const literal = options.hostname.replace(/^\[|\]$/g, "");
      if (!o.allowPrivate && ipaddr.isValid(literal) && !isPublicAddress(literal)) {
        return callback(new BlockedAddressError(options.hostname, "is a non-public address"), null);
      }
      base(options, (err, socket) => {
        if (err || !socket) return callback(err ?? new Error("connect failed"), null);
        const remote = (socket as Socket).remoteAddress;
        if (!o.allowPrivate && (!remote || !isPublicAddress(remote))) {
          socket.destroy();
          return callback(new BlockedAddressError(options.hostname), null);
        }
        callback(null, socket);
      });
    },
  });
}
