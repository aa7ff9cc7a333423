import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { cachedPageContentSecurityPolicy, newNonce, pageContentSecurityPolicy, transportSecurityHeaders } from "@/lib/security/headers";
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from "@/lib/security/theme-script";

describe("security headers", () => {
  it("lets scripts run only with the nonce or as the theme script, never inline or eval in production", () => {
    const policy = pageContentSecurityPolicy("abc123");
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scripts).toBe(`script-src 'self' 'nonce-abc123' 'strict-dynamic' ${THEME_SCRIPT_HASH}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(pageContentSecurityPolicy("n", { https: true })).toContain("upgrade-insecure-requests");
  });

  it("allows the theme script by the hash of the exact text the root layout renders", () => {
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`);
  });

  it("gives a cached page its scripts' hashes and the app's files, without a nonce or 'strict-dynamic'", () => {
    const policy = cachedPageContentSecurityPolicy(["aGFzaA==", "aGFzaA==", "b3RoZXI="]);
    expect(policy.split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self' 'sha256-aGFzaA==' 'sha256-b3RoZXI='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/nonce-|strict-dynamic|script-src[^;]*unsafe-inline/);
  });

  it("lets pages connect to the bucket only when there is one, for direct uploads", () => {
    const connect = (p: string) => p.split("; ").find((d) => d.startsWith("connect-src"));
    expect(connect(pageContentSecurityPolicy("n"))).toBe("connect-src 'self'");
    expect(connect(pageContentSecurityPolicy("n", { uploadOrigin: "https://files.example" }))).toBe(
      "connect-src 'self' https://files.example",
    );
  });

  it("makes a new unguessable nonce each time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it("sends HSTS only when the app is served over https", () => {
    expect(transportSecurityHeaders("https://shop.example")).toEqual({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    expect(transportSecurityHeaders("http://localhost:3000")).toEqual({});
    expect(transportSecurityHeaders(undefined)).toEqual({});
  });
});
