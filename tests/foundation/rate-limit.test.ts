import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api, type ApiCall } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";

/** Tests that count within one minute window start well inside it, so the window cannot roll over mid-test. */
async function awayFromMinuteEdge(marginMs = 8_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 200));
}

function expectRateHeaders(res: ApiCall) {
  expect(res.headers.get("ratelimit-policy")).toMatch(/^"minute";q=\d+;w=60, "day";q=\d+;w=86400$/);
  expect(res.headers.get("ratelimit")).toMatch(/^"(minute|day)";r=\d+;t=\d+$/);
  expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
  expect(res.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
  expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
}

describe("rate limits", () => {
  it("lets exactly L of N parallel requests through against a per-minute limit L", async () => {
    await awayFromMinuteEdge();
    const u = await makeUser({ plan: "ENTERPRISE", perMinute: 7, perDay: 1_000 });
    const results = await Promise.all(Array.from({ length: 30 }, () => api("/me", { key: u.key })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(23);
    const remaining = results.filter((r) => r.status === 200).map((r) => Number(r.headers.get("x-ratelimit-remaining")));
    expect(remaining.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("answers 429 RATE_LIMIT_EXCEEDED with a Retry-After that does not end before the minute window", async () => {
    await awayFromMinuteEdge();
    const u = await makeUser({ plan: "ENTERPRISE", perMinute: 2, perDay: 1_000 });
    await api("/me", { key: u.key });
    await api("/me", { key: u.key });
    const res = await api("/me", { key: u.key });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(res.body.error.details).toMatchObject({ window: "minute", limit: 2, requestId: res.headers.get("x-request-id") });
    const windowEnd = Math.ceil(Date.now() / 60_000) * 60_000;
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(Date.now() + retryAfter * 1000).toBeGreaterThanOrEqual(windowEnd);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(res.headers.get("ratelimit")).toMatch(/^"minute";r=0;t=\d+$/);
  });

  it("applies the day window too, with Retry-After until the day ends", async () => {
    await awayFromMinuteEdge();
    const u = await makeUser({ plan: "ENTERPRISE", perMinute: 50, perDay: 3 });
    for (let i = 0; i < 3; i++) expect((await api("/me", { key: u.key })).status).toBe(200);
    const res = await api("/me", { key: u.key });
    expect(res.status).toBe(429);
    expect(res.body.error.details.window).toBe("day");
    const dayEnd = Math.ceil(Date.now() / 86_400_000) * 86_400_000;
    expect(Date.now() + Number(res.headers.get("retry-after")) * 1000).toBeGreaterThanOrEqual(dayEnd);
    expect(res.headers.get("x-ratelimit-limit")).toBe("3");
  });

  it("starts a new minute window at 1 while the day keeps counting", async () => {
    await awayFromMinuteEdge();
    const u = await makeUser({ plan: "ENTERPRISE", perMinute: 2, perDay: 100 });
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
    const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    // As if the account had used up the previous minute.
    await (
      await db()
    ).rateLimitCounter.create({
      data: {
        accountId: u.id,
        minuteStart: BigInt(minuteStart - 60_000),
        minuteCount: 2,
        dayStart: BigInt(dayStart),
        dayCount: 40,
        expiresAt: new Date(dayStart + 86_400_000),
      },
    });
    const res = await api("/me", { key: u.key });
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit")).toMatch(/^"minute";r=1;t=\d+$/);
    const row = await (await db()).rateLimitCounter.findUnique({ where: { accountId: u.id } });
    expect(row).toMatchObject({ minuteStart: BigInt(minuteStart), minuteCount: 1, dayCount: 41 });
  });

  it("counts all keys of an account together", async () => {
    await awayFromMinuteEdge();
    const u = await makeUser({ plan: "ENTERPRISE", perMinute: 3, perDay: 1_000 });
    const { createApiKey } = await import("@/lib/auth/api-keys");
    const second = await createApiKey(u.id, { name: "second" });
    expect((await api("/me", { key: u.key })).status).toBe(200);
    expect((await api("/me", { key: second.key })).status).toBe(200);
    expect((await api("/me", { key: u.key })).status).toBe(200);
    expect((await api("/me", { key: second.key })).status).toBe(429);
  });

  it("reports FREE as 20 per minute and 200 per day", async () => {
    const u = await makeUser();
    const res = await api("/me", { key: u.key });
    expect(res.headers.get("ratelimit-policy")).toBe('"minute";q=20;w=60, "day";q=200;w=86400');
    expect(res.body.data.limits).toEqual({ perMinute: 20, perDay: 200 });
  });

  it("sends the rate-limit headers on every response of an identified caller", async () => {
    await awayFromMinuteEdge();
    const u = await makeUser({ plan: "PRO" });
    const cookie = await signIn(u.email, TEST_PASSWORD);
    const responses = [
      await api("/me", { key: u.key }),
      await api("/no/such/route", { key: u.key }),
      await api("/me", { method: "POST", key: u.key, json: {} }),
      await api("/account/plan", { json: { plan: "GOLD" }, headers: { cookie } }),
      await api("/api-keys/key_unknown", { method: "DELETE", headers: { cookie } }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 404, 405, 400, 404]);
    for (const res of responses) expectRateHeaders(res);
    const limited = await makeUser({ plan: "ENTERPRISE", perMinute: 1, perDay: 10 });
    await api("/me", { key: limited.key });
    const tooMany = await api("/me", { key: limited.key });
    expect(tooMany.status).toBe(429);
    expectRateHeaders(tooMany);
  });

  it("gives the dashboard session its own limit: 100 dashboard loads in a minute while the API key stays at 20/min", async () => {
    await awayFromMinuteEdge(20_000);
    const u = await makeUser();
    const cookie = await signIn(u.email, TEST_PASSWORD);
    for (let i = 0; i < 20; i++) expect((await api("/me", { key: u.key })).status).toBe(200);
    expect((await api("/me", { key: u.key })).status).toBe(429);
    const dashboard = [];
    for (let i = 0; i < 10; i++) {
      dashboard.push(...(await Promise.all(Array.from({ length: 10 }, () => api("/me", { headers: { cookie } })))));
    }
    expect(dashboard.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(dashboard.at(-1)!.headers.get("ratelimit-policy")).toBe('"minute";q=200;w=60, "day";q=5000;w=86400');
    // The plan's counter did not move: the key is still refused, and /me still reports the plan's limits.
    const again = await api("/me", { key: u.key });
    expect(again.status).toBe(429);
    expect(dashboard[0].body.data.limits).toEqual({ perMinute: 20, perDay: 200 });
  });

  it("scales the session's own limit with the plan, and stops a FREE session (a script signed in as a browser) at 200 a minute", async () => {
    await awayFromMinuteEdge(30_000);
    const free = await makeUser();
    const pro = await makeUser({ plan: "PRO" });
    const freeCookie = await signIn(free.email, TEST_PASSWORD);
    const proCookie = await signIn(pro.email, TEST_PASSWORD);
    const proMe = await api("/me", { headers: { cookie: proCookie } });
    expect(proMe.headers.get("ratelimit-policy")).toBe('"minute";q=400;w=60, "day";q=20000;w=86400');
    const statuses: number[] = [];
    for (let burst = 0; burst < 10; burst++) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: 21 }, () => api("/me", { headers: { cookie: freeCookie } })))).map((r) => r.status),
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // The API key's quota is another counter: untouched.
    expect((await api("/me", { key: free.key })).status).toBe(200);
  });
});
