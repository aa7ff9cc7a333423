import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "@/lib/purchases/product-updates";
import { previousUtcDay } from "@/lib/purchases/sale-digest";

// env() is read lazily, on the first token: the secret the tokens are signed with.
process.env.NEXTAUTH_SECRET = "unit-test-secret-for-unsubscribe-tokens";

describe("one-click unsubscribe tokens", () => {
  it("name the account and product they were made for", () => {
    const token = unsubscribeToken("usr_abc", "prod_xyz");
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain("@");
    expect(readUnsubscribeToken(token)).toEqual({ userId: "usr_abc", productId: "prod_xyz" });
  });

  it("refuse a changed payload, a changed signature and malformed text", () => {
    const token = unsubscribeToken("usr_abc", "prod_xyz");
    const [, sig] = token.split(".");
    const otherPayload = Buffer.from("usr_other:prod_xyz").toString("base64url");
    expect(readUnsubscribeToken(`${otherPayload}.${sig}`)).toBeNull();
    // Every other last character, including those that decode to the same bytes (its 2 low bits are unused).
    for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".replace(sig.at(-1)!, "")) {
      expect(readUnsubscribeToken(`${token.split(".")[0]}.${sig.slice(0, -1)}${c}`)).toBeNull();
    }
    for (const bad of ["", "abc", "a.b", `${token}x`, `${token}.x`, token.replace(".", "")]) expect(readUnsubscribeToken(bad)).toBeNull();
    const colon = Buffer.from("usr_a:prod_b:extra").toString("base64url");
    expect(readUnsubscribeToken(`${colon}.${sig}`)).toBeNull();
  });
});

describe("previousUtcDay", () => {
  it("is the UTC calendar day before, across months and years", () => {
    expect(previousUtcDay(new Date("2026-11-26T00:15:00Z"))).toBe("2026-11-25");
    expect(previousUtcDay(new Date("2026-03-01T23:59:00Z"))).toBe("2026-02-28");
    expect(previousUtcDay(new Date("2027-01-01T00:00:00Z"))).toBe("2026-12-31");
  });
});
