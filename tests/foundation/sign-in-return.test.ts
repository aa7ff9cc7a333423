import { describe, expect, it } from "vitest";
import { rawFetch } from "../support/http";

// Protected pages send a signed-out visitor to sign-in with a callbackUrl back to the page (proxy.ts passes the
// path to requireUser); the sign-in form only follows same-site paths (lib/auth/callback-url.test.ts).
describe("sign-in return", () => {
  it.each(["/dashboard", "/dashboard/purchases", "/dashboard/products?status=draft"])("%s redirects to sign-in and back", async (path) => {
    const res = await rawFetch(path);
    expect([303, 307, 308]).toContain(res.status);
    const location = new URL(res.headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("callbackUrl")).toBe(path);
  });

  it("ignores a path header sent by the client", async () => {
    const res = await rawFetch("/dashboard/purchases", { headers: { "x-promptly-path": "//evil.example" } });
    expect(new URL(res.headers.get("location")!, "http://x").searchParams.get("callbackUrl")).toBe("/dashboard/purchases");
  });
});
