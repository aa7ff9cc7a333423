import { afterAll, describe, expect, it } from "vitest";
import { changePlan } from "@/lib/accounts/users";
import { db } from "@/lib/db/client";
import { allowPrivateTargets } from "@/lib/net/address-policy";
import { assertEndpointUrl } from "@/lib/webhooks/endpoints";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { startReceiver, waitUntil } from "./support/receiver";
import { addEndpoint } from "./support/webhooks";

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

describe("webhook endpoints API", () => {
  it("creates, lists, reads, updates, rotates and deletes an endpoint", async () => {
    const u = await makeUser();
    const created = await api("/webhooks/endpoints", {
      key: u.key,
      json: { url: "https://hooks.example.com/in", events: ["purchase.completed", "purchase.completed", "test"], description: "prod" },
    });
    expect(created.status).toBe(201);
    const ep = created.body.data;
    expect(ep).toMatchObject({
      id: expect.stringMatching(/^we_/),
      url: "https://hooks.example.com/in",
      events: ["purchase.completed", "test"],
      enabled: true,
      description: "prod",
    });
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(ep.createdAt).toMatch(/Z$/);

    const listed = await api("/webhooks/endpoints", { key: u.key });
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([ep.id]);
    expect(listed.body.data[0].secret).toBeUndefined();

    const patched = await api(`/webhooks/endpoints/${ep.id}`, {
      key: u.key,
      method: "PATCH",
      json: { events: ["*", "test"], enabled: false },
    });
    expect(patched.body.data).toMatchObject({ events: ["*"], enabled: false, disabledReason: "Disabled by you" });

    const rotated = await api(`/webhooks/endpoints/${ep.id}/rotate-secret`, { key: u.key, method: "POST" });
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(ep.secret);

    // Revealing is for the dashboard session only: a valid API key lacks that permission.
    const reveal = await api(`/webhooks/endpoints/${ep.id}/secret`, { key: u.key });
    expect(reveal.status).toBe(403);
    expect(reveal.body.error.code).toBe("UNAUTHORIZED");

    const removed = await api(`/webhooks/endpoints/${ep.id}`, { key: u.key, method: "DELETE" });
    expect(removed.body.data).toEqual({ id: ep.id, deleted: true });
    expect((await api(`/webhooks/endpoints/${ep.id}`, { key: u.key })).status).toBe(404);
  });

  it("validates the body: event names, unknown fields, URL scheme", async () => {
    const u = await makeUser();
    const bad = await api("/webhooks/endpoints", { key: u.key, json: { url: "https://x.example.com", events: ["order.made"] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect(bad.body.error.details.fields[0].path).toBe("events.0");
    const unknown = await api("/webhooks/endpoints", { key: u.key, json: { url: "https://x.example.com", events: ["*"], secret: "mine" } });
    expect(unknown.body.error.details.fields).toEqual([{ path: "secret", message: "Unknown field" }]);
    const ftp = await api("/webhooks/endpoints", { key: u.key, json: { url: "ftp://x.example.com", events: ["*"] } });
    expect(ftp.status).toBe(400);
    const empty = await api("/webhooks/endpoints", { key: u.key, json: { url: "https://x.example.com", events: [] } });
    expect(empty.status).toBe(400);
  });

  it("requires the webhooks:write scope and hides other accounts' endpoints and deliveries (404)", async () => {
    const owner = await makeUser();
    const stranger = await makeUser();
    const narrow = await makeUser({ scopes: ["products:read"] });
    const ep = (await api("/webhooks/endpoints", { key: owner.key, json: { url: "https://x.example.com/h", events: ["*"] } })).body.data;
    const scoped = await api("/webhooks/endpoints", { key: narrow.key });
    expect(scoped.status).toBe(403);
    expect(scoped.body.error).toMatchObject({ code: "UNAUTHORIZED", details: { requiredScope: "webhooks:write" } });
    for (const [method, path] of [
      ["GET", `/webhooks/endpoints/${ep.id}`],
      ["PATCH", `/webhooks/endpoints/${ep.id}`],
      ["DELETE", `/webhooks/endpoints/${ep.id}`],
      ["POST", `/webhooks/endpoints/${ep.id}/test`],
      ["POST", `/webhooks/endpoints/${ep.id}/rotate-secret`],
    ] as const) {
      const res = await api(path, { key: stranger.key, method, ...(method === "PATCH" ? { json: { enabled: false } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    const test = await api(`/webhooks/endpoints/${ep.id}/test`, { key: owner.key, method: "POST" });
    expect((await api(`/webhooks/deliveries/${test.body.data.deliveryId}`, { key: stranger.key })).status).toBe(404);
    expect((await api(`/webhooks/deliveries/${test.body.data.deliveryId}/retry`, { key: stranger.key, method: "POST" })).status).toBe(404);
    expect((await api(`/webhooks/deliveries?endpointId=${ep.id}`, { key: stranger.key })).body.meta.total).toBe(0);
    expect((await api(`/events/${test.body.data.eventId}`, { key: stranger.key })).status).toBe(404);
  });

  it("lists deliveries with filters and pagination, and events as sent", async () => {
    const u = await makeUser();
    const ep = (await api("/webhooks/endpoints", { key: u.key, json: { url: "https://x.example.com/h", events: ["*"] } })).body.data;
    const t1 = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    await changePlan(u.id, { plan: "PRO" });
    const all = await api(`/webhooks/deliveries?endpointId=${ep.id}&limit=1`, { key: u.key });
    expect(all.body.meta).toMatchObject({ page: 1, limit: 1 });
    const tests = await api(`/webhooks/deliveries?endpointId=${ep.id}&eventType=test`, { key: u.key });
    expect(tests.body.meta.total).toBe(2);
    expect(tests.body.data.every((d: { eventType: string }) => d.eventType === "test")).toBe(true);
    const badFilter = await api(`/webhooks/deliveries?status=lost`, { key: u.key });
    expect(badFilter.status).toBe(400);

    const ev = await api(`/events/${t1.body.data.eventId}`, { key: u.key });
    expect(ev.body.data).toEqual({
      id: t1.body.data.eventId,
      type: "test",
      created: expect.any(String),
      data: { message: expect.any(String) },
    });
    const subs = await api(`/events?type=user.subscription.updated`, { key: u.key });
    expect(subs.body.data[0].data.subscription).toMatchObject({ userId: u.id, oldPlan: "FREE", newPlan: "PRO" });
    expect(subs.body.meta.total).toBe(1);
  });

  it("refuses http:// and private address literals when private targets are not allowed", () => {
    expect(allowPrivateTargets({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: undefined })).toBe(false);
    // Only the test suite defaults to allowing them: a development server refuses too unless told otherwise.
    expect(allowPrivateTargets({ NODE_ENV: "development", WEBHOOK_ALLOW_PRIVATE: undefined })).toBe(false);
    expect(allowPrivateTargets({ NODE_ENV: "test", WEBHOOK_ALLOW_PRIVATE: undefined })).toBe(true);
    expect(allowPrivateTargets({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: true })).toBe(true);
    expect(allowPrivateTargets({ NODE_ENV: "test", WEBHOOK_ALLOW_PRIVATE: false })).toBe(false);
    for (const url of [
      "http://hooks.example.com/x",
      "https://10.1.2.3/x",
      "https://127.0.0.1:8443/",
      "https://[::1]/",
      "https://169.254.169.254/",
      "https://localhost/",
      "https://[::ffff:192.168.0.1]/",
      "https://0x7f000001/",
      "https://2130706433/",
      "https://0177.0.0.1/",
      "https://127.1/",
      "https://localhost./",
      "https://[::ffff:7f00:1]/",
      "https://0.0.0.0/",
    ]) {
      expect(() => assertEndpointUrl(url, false), url).toThrow();
    }
    expect(() => assertEndpointUrl("https://hooks.example.com/x", false)).not.toThrow();
    expect(() => assertEndpointUrl("https://8.8.8.8/x", false)).not.toThrow();
  });

  it("sends a test event once: a refused test is a failed delivery with no retry scheduled", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await startReceiver({ reply: () => ({ status: 500, body: "not yet" }) });
    receivers.push(r);
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const sent = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    expect(sent.status).toBe(202);
    await r.waitFor(1);
    const client = await db();
    const delivery = await waitUntil(async () => {
      const d = await client.webhookDelivery.findUnique({ where: { id: sent.body.data.deliveryId }, include: { attempts: true } });
      return d?.status === "FAILED" && d;
    });
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([500]);
  });

  it("reports each endpoint's success rate and p95 response time over the last 24 hours", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await startReceiver({ reply: (n) => (n === 4 ? { status: 500, body: "down" } : { status: 200, body: "ok" }) });
    receivers.push(r);
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const fresh = await api(`/webhooks/endpoints/${ep.id}`, { key: u.key });
    expect(fresh.body.data.health).toEqual({ windowHours: 24, attempts: 0, successRate: null, p95LatencyMs: null });

    for (let i = 0; i < 5; i++) await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    await r.waitFor(5);
    const client = await db();
    const attempts = await waitUntil(async () => {
      const rows = await client.webhookAttempt.findMany({ where: { delivery: { endpointId: ep.id } }, orderBy: { createdAt: "asc" } });
      return rows.length === 5 && rows;
    });
    // One successful attempt falls out of the window.
    const old = attempts.find((a) => a.error === null)!;
    await client.webhookAttempt.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });

    const inWindow = attempts.filter((a) => a.id !== old.id).map((a) => a.durationMs);
    const listed = await api("/webhooks/endpoints", { key: u.key });
    const health = listed.body.data.find((e: { id: string }) => e.id === ep.id).health;
    expect(health).toMatchObject({ windowHours: 24, attempts: 4, successRate: 0.75 });
    expect(health.p95LatencyMs).toBeGreaterThanOrEqual(Math.min(...inWindow));
    expect(health.p95LatencyMs).toBeLessThanOrEqual(Math.max(...inWindow));
    expect((await api(`/webhooks/endpoints/${ep.id}`, { key: u.key })).body.data.health).toEqual(health);

    // Attempts the receiver never answered (refused, timed out) count as failures but give no response time.
    await client.webhookAttempt.updateMany({
      where: { id: { in: attempts.filter((a) => a.id !== old.id).map((a) => a.id) } },
      data: { statusCode: null, error: "connection refused" },
    });
    const unanswered = (await api(`/webhooks/endpoints/${ep.id}`, { key: u.key })).body.data.health;
    expect(unanswered).toEqual({ windowHours: 24, attempts: 4, successRate: 0, p95LatencyMs: null });
  });
});
