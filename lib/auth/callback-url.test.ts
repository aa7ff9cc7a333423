import { describe, expect, it } from "vitest";
import { safeCallbackUrl, signInHref } from "@/lib/auth/callback-url";

describe("safeCallbackUrl", () => {
  it.each(["/products/prod_1", "/dashboard/purchases/ord_1?tab=runs", "/products?search=email%20sequence#top", "/%0a/still-here"])(
    "keeps the path %s",
    (path) => {
      expect(safeCallbackUrl(path)).toBe(path);
    },
  );

  it.each([
    null,
    "",
    "dashboard",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\t/evil.example",
  ])("refuses %j and falls back", (value) => {
    expect(safeCallbackUrl(value)).toBe("/dashboard");
  });

  it("builds the sign-in link with the path encoded, and a bare link for unsafe paths", () => {
    expect(signInHref("/products/prod_1?ref=abc")).toBe("/signin?callbackUrl=%2Fproducts%2Fprod_1%3Fref%3Dabc");
    expect(signInHref("//evil.example")).toBe("/signin");
  });
});
