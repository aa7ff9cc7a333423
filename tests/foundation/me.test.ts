import { describe, expect, it } from "vitest";
import { api } from "../support/http";
import { makeUser } from "../support/factories";

describe("GET /me", () => {
  it("returns the caller's account with the key's scopes", async () => {
    const u = await makeUser({ plan: "PRO", scopes: ["products:read"] });
    const res = await api("/me", { key: u.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: u.id,
        name: "Test User",
        email: u.email,
        plan: "PRO",
        limits: { perMinute: 100, perDay: 10_000 },
        price: { amount: 19, currency: "USD", interval: "month" },
        scopes: ["products:read"],
        authenticatedWith: "api_key",
        testMode: true,
      },
    });
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("rejects a missing key with 401 INVALID_API_KEY", async () => {
    const res = await api("/me");
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe("INVALID_API_KEY");
    expect(res.body.error.details.requestId).toBe(res.headers.get("x-request-id"));
  });
});
