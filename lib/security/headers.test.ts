import { describe, expect, it } from "vitest";
import { newNonce, pageContentSecurityPolicy, transportSecurityHeaders } from "@/lib/security/headers";

describe("security headers", () => {
  it("lets scripts run only with the nonce, never inline or eval in production", () => {
    const policy = pageContentSecurityPolicy("abc123");
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(pageContentSecurityPolicy("n", { https: true })).toContain("upgrade-insecure-requests");
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
