import dns from "node:dns";
import type { LookupFunction, Socket } from "node:net";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";
import { allowPrivateTargets, BlockedAddressError, isPublicAddress } from "@/lib/net/address-policy";

// A key's baseUrl is chosen by its owner, so calls to it must not reach our private network (SSRF). Same address
// policy as webhook delivery (WEBHOOK_ALLOW_PRIVATE), but no 15 s answer limit: a model may take AI_TIMEOUT_MS.

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const allowed = addresses.filter((a) => isPublicAddress(a.address));
    if (!allowed.length) return callback(new BlockedAddressError(hostname), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
};

function publicOnlyAgent(): Agent {
  const connect = buildConnector({ timeout: 10_000, lookup: publicOnlyLookup } as buildConnector.BuildOptions);
  return new Agent({
    headersTimeout: 0,
    bodyTimeout: 0,
    // IP literals skip the lookup: the address actually connected to is what counts.
    connect: (options, callback) =>
      connect(options, (err, socket) => {
        if (err || !socket) return callback(err ?? new Error("connect failed"), null);
        const remote = (socket as Socket).remoteAddress;
        if (!remote || !isPublicAddress(remote)) {
          socket.destroy();
          return callback(new BlockedAddressError(remote ?? options.hostname), null);
        }
        callback(null, socket);
      }),
  });
}

let agent: Agent | undefined;

/** The fetch the AI SDK uses for a user-chosen base URL; undefined (plain fetch) when private targets are allowed. */
export function providerFetch(allowPrivate = allowPrivateTargets()): typeof fetch | undefined {
  if (allowPrivate) return undefined;
  agent ??= publicOnlyAgent();
  const dispatcher = agent;
  return ((input: RequestInfo | URL, init?: RequestInit) => undiciFetch(input as never, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}
