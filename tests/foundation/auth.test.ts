import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createApiKey, revokeApiKey } from "@/lib/auth/api-keys";
import { api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { baseUrl } from "../support/server";
import { signIn, trySignIn } from "../support/session";

function expect401(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(401);
  expect(res.body.success).toBe(false);
  expect(res.body.error.code).toBe("INVALID_API_KEY");
  expect(res.body.error.details.requestId).toBe(res.headers.get("x-request-id"));
}

describe("API key authentication", () => {
  it("401 INVALID_API_KEY for a missing header", async () => {
    expect401(await api("/me"));
  });

  it("401 for a wrong scheme or a malformed header", async () => {
    const u = await makeUser();
    expect401(await api("/me", { headers: { authorization: `Basic ${u.key}` } }));
    expect401(await api("/me", { headers: { authorization: "Bearer" } }));
    expect401(await api("/me", { headers: { authorization: `Bearer ${u.key} extra` } }));
  });

  it("401 for an unknown key", async () => {
    expect401(await api("/me", { key: "mk_live_000000000000_doesnotexist" }));
  });

  it("401 for a revoked key, immediately after revocation", async () => {
    const u = await makeUser();
    expect((await api("/me", { key: u.key })).status).toBe(200);
    await revokeApiKey({ userId: u.id, id: u.keyId });
    expect401(await api("/me", { key: u.key }));
  });

  it("401 for an expired key", async () => {
    const u = await makeUser();
    const key = await createApiKey(u.id, { name: "short-lived", expiresInDays: 1 });
    expect((await api("/me", { key: key.key })).status).toBe(200);
    await (await db()).apiKey.update({ where: { id: key.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await api("/me", { key: key.key });
    expect401(res);
    expect(res.body.error.message).toMatch(/expired/i);
  });

  it("records when a key was last used", async () => {
    const u = await makeUser();
    await api("/me", { key: u.key });
    await expect.poll(async () => (await (await db()).apiKey.findUnique({ where: { id: u.keyId } }))?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("refuses an API key on dashboard-only operations with 403 UNAUTHORIZED", async () => {
    const u = await makeUser();
    const res = await api("/api-keys", { key: u.key });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });
});

describe("dashboard session (next-auth credentials over HTTP)", () => {
  it("signs in with csrf + credentials callback and reaches session-only routes", async () => {
    const u = await makeUser();
    const cookie = await signIn(u.email.toUpperCase(), TEST_PASSWORD);
    const me = await api("/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: u.id, authenticatedWith: "session" });
    // Dashboard requests are counted on their own per-user limit, not the FREE plan's 20/min.
    expect(me.headers.get("ratelimit-policy")).toContain('"minute";q=200');

    const created = await api("/api-keys", {
      json: { name: "from dashboard", scopes: ["products:read"], expiresInDays: 30 },
      headers: { cookie },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.key).toMatch(/^mk_live_[0-9a-f]{12}_/);
    expect(created.body.data.prefix).toBe(created.body.data.key.slice(0, 20));

    const listed = await api("/api-keys", { headers: { cookie } });
    const row = listed.body.data.find((k: { id: string }) => k.id === created.body.data.id);
    expect(row).toMatchObject({ name: "from dashboard", scopes: ["products:read"], revokedAt: null });
    expect(row).not.toHaveProperty("key");
    expect(JSON.stringify(listed.body)).not.toContain(created.body.data.key);

    const viaKey = await api("/me", { key: created.body.data.key });
    expect(viaKey.body.data.scopes).toEqual(["products:read"]);
    const revoked = await api(`/api-keys/${created.body.data.id}`, { method: "DELETE", headers: { cookie } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expect((await api("/me", { key: created.body.data.key })).status).toBe(401);
  });

  it("caps an account at 50 active API keys, counted at once, freed by revoking one", async () => {
    const u = await makeUser(); // holds one key already
    const client = await db();
    await client.apiKey.createMany({
      data: Array.from({ length: 48 }, (_, i) => ({
        id: `key_cap_${u.id}_${i}`,
        userId: u.id,
        name: `k${i}`,
        prefix: `cap_${u.id}_${i}`,
        hash: `cap-${u.id}-${i}`,
        scopes: [],
      })),
    });
    const cookie = await signIn(u.email, TEST_PASSWORD);
    // Two creations racing for the 50th place: exactly one wins.
    const racing = await Promise.all([1, 2].map((n) => api("/api-keys", { json: { name: `last ${n}` }, headers: { cookie } })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 400]);
    const refused = racing.find((r) => r.status === 400)!;
    expect(refused.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: { limit: 50 } });
    expect(await client.apiKey.count({ where: { userId: u.id, revokedAt: null } })).toBe(50);
    await revokeApiKey({ userId: u.id, id: u.keyId });
    expect((await api("/api-keys", { json: { name: "after revoking" }, headers: { cookie } })).status).toBe(201);
  });

  it("cannot revoke another account's key (404)", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const cookie = await signIn(other.email, TEST_PASSWORD);
    const res = await api(`/api-keys/${owner.keyId}`, { method: "DELETE", headers: { cookie } });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
    expect((await api("/me", { key: owner.key })).status).toBe(200);
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const u = await makeUser();
    expect(await trySignIn(u.email, "wrong-password-1")).toBeNull();
    expect(await trySignIn(`nobody-${u.id}@example.test`, TEST_PASSWORD)).toBeNull();
  });

  it("answers session-only routes without a session with 401", async () => {
    const res = await api("/api-keys");
    expect401(res);
  });

  it("refuses cross-origin cookie writes", async () => {
    const u = await makeUser();
    const cookie = await signIn(u.email, TEST_PASSWORD);
    const res = await api("/account/plan", { json: { plan: "PRO" }, headers: { cookie, origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
    const sameOrigin = await api("/account/plan", { json: { plan: "PRO" }, headers: { cookie, origin: await baseUrl() } });
    expect(sameOrigin.status).toBe(200);
    // The answer names the new limits and the plan's monthly price.
    expect(sameOrigin.body.data).toMatchObject({
      plan: "PRO",
      limits: { perMinute: 100, perDay: 10_000 },
      price: { amount: 19, currency: "USD", interval: "month" },
    });
  });
});
