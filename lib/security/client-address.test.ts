import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { normalizeAddress, parseTrustedProxies, resolveClientAddress, rewriteForwardedHeaders } from "@/lib/security/client-address";

const request = (peer: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;

describe("TRUSTED_PROXIES", () => {
  const loopback = parseTrustedProxies("loopback");

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", loopback)).toBe("203.0.113.9");
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", parseTrustedProxies("none"))).toBe("203.0.113.9");
  });

  it("takes the nearest untrusted hop when the peer is a trusted proxy", () => {
    expect(resolveClientAddress("127.0.0.1", "198.51.100.1", loopback)).toBe("198.51.100.1");
    // The client wrote "1.1.1.1" itself; the proxy appended the address it saw.
    expect(resolveClientAddress("127.0.0.1", "1.1.1.1, 198.51.100.1", loopback)).toBe("198.51.100.1");
    const chain = parseTrustedProxies("loopback, 10.0.0.0/8");
    expect(resolveClientAddress("127.0.0.1", "1.1.1.1, 198.51.100.1, 10.0.0.7", chain)).toBe("198.51.100.1");
    expect(resolveClientAddress("127.0.0.1", "garbage, 10.0.0.7", chain)).toBe("10.0.0.7");
  });

  it("reads names, addresses, CIDR ranges and IPv6, and refuses nonsense", () => {
    const list = parseTrustedProxies("private, 2001:db8::/32, 203.0.113.5");
    expect(list.check("192.168.4.4", "ipv4")).toBe(true);
    expect(list.check("203.0.113.5", "ipv4")).toBe(true);
    expect(list.check("203.0.113.6", "ipv4")).toBe(false);
    expect(list.check("2001:db8::1", "ipv6")).toBe(true);
    expect(() => parseTrustedProxies("proxy.example")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("10.0.0.0/40")).toThrow(/prefix/);
    expect(normalizeAddress("::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(normalizeAddress("[::1]:443")).toBe("::1");
    expect(normalizeAddress("not an address")).toBeNull();
  });

  it("rewrites a request: forged headers dropped from an untrusted peer, one client address kept", () => {
    const forged = request("::ffff:203.0.113.9", {
      "x-forwarded-for": "127.0.0.1",
      "x-forwarded-host": "evil.example",
      "x-real-ip": "1.2.3.4",
    });
    rewriteForwardedHeaders(forged, loopback);
    expect(forged.headers).toEqual({ "x-forwarded-for": "203.0.113.9" });

    const proxied = request("127.0.0.1", { "x-forwarded-for": "198.51.100.1", "x-forwarded-host": "shop.example" });
    rewriteForwardedHeaders(proxied, loopback);
    expect(proxied.headers).toEqual({ "x-forwarded-for": "198.51.100.1", "x-forwarded-host": "shop.example" });
  });
});
