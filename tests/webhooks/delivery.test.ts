import { afterAll, describe, expect, it } from "vitest";
import { changePlan } from "@/lib/accounts/users";
import { db } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit";
import { safePost } from "@/lib/net/safe-http";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { startReceiver, waitUntil } from "./support/receiver";
import { addEndpoint, deliveryOfNewProduct, deliveriesFor, endCurrentWait } from "./support/webhooks";

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
async function receiver(opts: Parameters<typeof startReceiver>[0] = {}) {
  const r = await startReceiver(opts);
  receivers.push(r);
  return r;
}
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

// Users poll the API while waiting, so they get BUSINESS rate limits.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("signed delivery to a real HTTPS receiver", () => {
  it("delivers a test event with the spec's headers and a signature an independent verifier accepts", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver();
    const ep = await addEndpoint(u.key, r.url);
    expect(ep.secret).toMatch(/^whsec_/);
    r.setSecret(ep.secret);
    const sent = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    expect(sent.status).toBe(202);
    const [got] = await r.waitFor(1);
    expect(got.verified).toBe(true);
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers["x-service-event-id"]).toBe(sent.body.data.eventId);
    expect(got.headers["x-service-attempt"]).toBe("1");
    expect(Math.abs(Number(got.headers["x-service-timestamp"]) - Date.now() / 1000)).toBeLessThan(10);
    expect(Object.keys(got.body)).toEqual(["id", "type", "created", "data"]);
    expect(got.body).toEqual({
      id: sent.body.data.eventId,
      type: "test",
      created: expect.stringMatching(ISO),
      data: { message: expect.any(String) },
    });

    const detail = await waitUntil(async () => {
      const d = await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key });
      return d.body.data.status === "succeeded" && d.body.data;
    });
    expect(detail.payload).toBe(got.rawBody);
    expect(detail.attempts).toHaveLength(1);
    expect(detail.attempts[0]).toMatchObject({ attempt: 1, statusCode: 200, responseBody: '{"ok":true}', error: null });
    expect(detail.attempts[0].requestHeaders["X-Service-Signature"]).toBe(got.headers["x-service-signature"]);

    // The secret is encrypted at rest.
    const row = await (await db()).webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(row.secret).not.toContain(ep.secret);
  });

  it("user.subscription.updated from a real plan change reaches the user's endpoint with the exact data shape", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver();
    const ep = await addEndpoint(u.key, r.url, ["user.subscription.updated"]);
    r.setSecret(ep.secret);
    const before = Date.now();
    await changePlan(u.id, { plan: "PRO" });
    const after = Date.now();
    const [got] = await r.waitFor(1);
    expect(got.verified).toBe(true);
    expect(got.body).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: "user.subscription.updated",
      created: expect.stringMatching(ISO),
      data: { subscription: { userId: u.id, oldPlan: "BUSINESS", newPlan: "PRO", effectiveDate: expect.stringMatching(ISO) } },
    });
    // An operator's change takes effect when it is made (the account row's own timestamp is another clock read).
    const effective = Date.parse(got.body.data.subscription.effectiveDate);
    expect(effective).toBeGreaterThanOrEqual(before);
    expect(effective).toBeLessThanOrEqual(after);
  });

  it("only subscribed types are delivered, and only to the accounts concerned", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const other = await makeUser();
    const r = await receiver();
    const subscribed = await addEndpoint(u.key, r.url, ["user.subscription.updated"]);
    const narrow = await addEndpoint(u.key, r.url, ["product.published"]);
    const othersEp = await addEndpoint(other.key, r.url, ["*"]);
    await changePlan(u.id, { plan: "PRO" });
    // The control: the same change reaches the endpoint that subscribed to it, once.
    const [got] = await r.waitFor(1);
    expect(got.body.type).toBe("user.subscription.updated");
    expect(await deliveriesFor(subscribed.id)).toHaveLength(1);
    expect(await deliveriesFor(narrow.id)).toHaveLength(0);
    expect(await deliveriesFor(othersEp.id)).toHaveLength(0);
    await new Promise((res) => setTimeout(res, 300));
    expect(r.received).toHaveLength(1);
  });

  it("retries a failing receiver on schedule and stops at the first success; same bytes, attempt header increases", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver({ reply: (n) => (n === 1 ? { status: 500, body: "boom" } : { status: 204 }) });
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const deliveryId = await deliveryOfNewProduct(u.key, ep.id);
    await r.waitFor(1);
    const afterFirst = await waitUntil(async () => {
      const d = await api(`/webhooks/deliveries/${deliveryId}`, { key: u.key });
      return d.body.data.attemptCount === 1 && d.body.data;
    });
    expect(afterFirst.status).toBe("pending");
    expect(afterFirst.attempts[0]).toMatchObject({ statusCode: 500, responseBody: "boom", error: "HTTP 500" });
    const wait = new Date(afterFirst.nextAttemptAt).getTime() - new Date(afterFirst.attempts[0].createdAt).getTime();
    expect(wait).toBe(60_000);
    await endCurrentWait(deliveryId);
    const got = await r.waitFor(2);
    expect(got.map((g) => g.headers["x-service-attempt"])).toEqual(["1", "2"]);
    expect(got[1].rawBody).toBe(got[0].rawBody);
    expect(got[1].verified).toBe(true);
    const done = await waitUntil(async () => {
      const d = await api(`/webhooks/deliveries/${deliveryId}`, { key: u.key });
      return d.body.data.status === "succeeded" && d.body.data;
    });
    expect(done.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 204]);
    expect(done.nextAttemptAt).toBeNull();
  });

  it("records an answer containing NUL characters (which PostgreSQL text cannot hold) without failing the batch", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver({ reply: () => ({ status: 200, body: "ok\u0000done" }) });
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const sent = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    const d = await waitUntil(async () => {
      const res = await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key });
      return res.body.data.status === "succeeded" && res.body.data;
    });
    expect(d.attempts).toHaveLength(1);
    expect(d.attempts[0].responseBody).toBe("okdone");
    expect(r.received).toHaveLength(1);
  });

  it("does not follow a redirect and counts it as a failure", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver({ reply: () => ({ status: 302, headers: { location: "/followed" } }) });
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const deliveryId = await deliveryOfNewProduct(u.key, ep.id);
    const d = await waitUntil(async () => {
      const res = await api(`/webhooks/deliveries/${deliveryId}`, { key: u.key });
      return res.body.data.attemptCount === 1 && res.body.data;
    });
    expect(d.status).toBe("pending");
    expect(d.attempts[0].statusCode).toBe(302);
    expect(d.attempts[0].error).toMatch(/Redirect not followed/);
    expect(r.received.map((x) => x.path)).toEqual(["/hooks"]);
  });

  it("a 410 Gone disables the endpoint at once, with the reason; re-enabling is one PATCH", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver({ reply: () => ({ status: 410 }) });
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const sent = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    const d = await waitUntil(async () => {
      const res = await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key });
      return res.body.data.status === "failed" && res.body.data;
    });
    expect(d.attempts).toHaveLength(1);
    const e = (await api(`/webhooks/endpoints/${ep.id}`, { key: u.key })).body.data;
    expect(e).toMatchObject({ enabled: false, disabledReason: "The endpoint answered 410 Gone" });
    const job = await (await db()).job.findUniqueOrThrow({ where: { id: `deliver_${d.id}_s1` } });
    expect(job.status).toBe("SUCCEEDED");
    const again = await api(`/webhooks/endpoints/${ep.id}`, { key: u.key, method: "PATCH", json: { enabled: true } });
    expect(again.body.data).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
  });

  it("disables an endpoint whose deliveries have all failed for 5 days", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver({ reply: () => ({ status: 503 }) });
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const since = new Date(Date.now() - 5 * 86_400_000 - 60_000);
    await (await db()).webhookEndpoint.update({ where: { id: ep.id }, data: { failingSince: since } });
    await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    const e = await waitUntil(async () => {
      const res = await api(`/webhooks/endpoints/${ep.id}`, { key: u.key });
      return !res.body.data.enabled && res.body.data;
    });
    expect(e.disabledReason).toBe(`Every delivery failed for 5 days (since ${since.toISOString()})`);
  });

  it("refuses a certificate it does not trust (verification is never disabled)", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver({ untrusted: true });
    const ep = await addEndpoint(u.key, r.url);
    const sent = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    const d = await waitUntil(async () => {
      const res = await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key });
      return res.body.data.attemptCount === 1 && res.body.data;
    });
    expect(d.attempts[0].statusCode).toBeNull();
    expect(d.attempts[0].error).toMatch(/certificate/i);
    expect(r.received).toHaveLength(0);
  });

  it("refuses private addresses in production mode, on the address actually connected to", async () => {
    const r = await receiver();
    const byIp = await safePost(r.url, { headers: {}, body: "{}", allowPrivate: false });
    expect(byIp.statusCode).toBeNull();
    expect(byIp.error).toMatch(/127.0.0.1 is a non-public address/);
    const byName = await safePost(`https://localhost:${r.port}/hooks`, { headers: {}, body: "{}", allowPrivate: false });
    // The log names the host given, never the internal addresses it resolved to.
    expect(byName.error).toMatch(/localhost resolves to a non-public address/);
    expect(byName.error).not.toMatch(/127\.0\.0\.1|::1/);
    const plainHttp = await safePost(`http://example.com/`, { headers: {}, body: "{}", allowPrivate: false });
    expect(plainHttp.error).toMatch(/http:\/\/ URL/);
    expect(r.received).toHaveLength(0);
  });
});

describe("fan-out in the business transaction", () => {
  it("an event whose transaction rolls back is never delivered; the same event committed is", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver();
    const ep = await addEndpoint(u.key, r.url);
    const client = await db();
    const event = {
      type: "user.subscription.updated" as const,
      accountIds: [u.id],
      data: {
        subscription: { userId: u.id, oldPlan: "FREE" as const, newPlan: "BUSINESS" as const, effectiveDate: new Date().toISOString() },
      },
    };
    let rolledBack = "";
    await expect(
      client.$transaction(async (tx) => {
        rolledBack = (await emitEvent(tx, event)).id;
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const committed = await client.$transaction((tx) => emitEvent(tx, event));
    const [got] = await r.waitFor(1);
    expect(got.body.id).toBe(committed.id);
    await new Promise((res) => setTimeout(res, 300));
    expect(await client.event.findUnique({ where: { id: rolledBack } })).toBeNull();
    expect((await deliveriesFor(ep.id)).map((d) => d.eventId)).toEqual([committed.id]);
    expect(r.received).toHaveLength(1);
  });

  it("a crash between commit and the delivery's run still delivers, exactly once", async () => {
    const { stopJobs, startJobs } = await import("@/lib/jobs/background");
    const { JOBS } = await import("@/inngest/registry");
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver();
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    await stopJobs();
    try {
      await changePlan(u.id, { plan: "PRO" });
      await new Promise((res) => setTimeout(res, 300));
      // The delivery and its job committed with the change; nothing ran them.
      expect(await deliveriesFor(ep.id)).toHaveLength(1);
      expect(r.received).toHaveLength(0);
    } finally {
      startJobs(JOBS);
    }
    const [got] = await r.waitFor(1);
    expect(got.body.type).toBe("user.subscription.updated");
    await new Promise((res) => setTimeout(res, 500));
    expect(r.received).toHaveLength(1);
    expect(await deliveriesFor(ep.id)).toHaveLength(1);
  });

  it("an endpoint receives the events committed after it was added, not those before", async () => {
    const u = await makeUser();
    const r = await receiver();
    const before = await addEndpoint(u.key, r.url);
    await changePlan(u.id, { plan: "PRO" });
    const after = await addEndpoint(u.key, r.url);
    await r.waitFor(1);
    expect(await deliveriesFor(before.id)).toHaveLength(1);
    expect(await deliveriesFor(after.id)).toHaveLength(0);
    await changePlan(u.id, { plan: "BUSINESS" });
    await r.waitFor(3);
    expect(await deliveriesFor(before.id)).toHaveLength(2);
    expect(await deliveriesFor(after.id)).toHaveLength(1);
  });

  it("fans one event out to every subscribed endpoint of every account concerned, one delivery each", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const r = await receiver();
    const epA1 = await addEndpoint(a.key, r.url);
    const epA2 = await addEndpoint(a.key, r.url, ["purchase.completed"]);
    const epB = await addEndpoint(b.key, r.url, ["purchase.completed"]);
    const disabled = await addEndpoint(b.key, r.url);
    await api(`/webhooks/endpoints/${disabled.id}`, { key: b.key, method: "PATCH", json: { enabled: false } });
    await (
      await db()
    ).$transaction((tx) =>
      emitEvent(tx, {
        type: "purchase.completed",
        accountIds: [a.id, b.id, a.id],
        data: {
          order: {
            id: "ord_x",
            productId: "prod_x",
            buyerId: a.id,
            amount: 1,
            currency: "USD",
            listPrice: 1,
            priceMode: "fixed",
            discount: null,
            bundle: null,
          },
        },
      }),
    );
    await r.waitFor(3);
    for (const ep of [epA1, epA2, epB]) expect(await deliveriesFor(ep.id)).toHaveLength(1);
    expect(await deliveriesFor(disabled.id)).toHaveLength(0);
  });
});

describe("redelivery", () => {
  it("Resend starts a new series with the same event and body; recover resends failed deliveries since a time", async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await receiver();
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const sent = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    await r.waitFor(1);
    await waitUntil(
      async () => (await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key })).body.data.status === "succeeded",
    );
    const retry = await api(`/webhooks/deliveries/${sent.body.data.deliveryId}/retry`, { key: u.key, method: "POST" });
    expect(retry.status).toBe(202);
    const got = await r.waitFor(2);
    expect(got[1].rawBody).toBe(got[0].rawBody);
    expect(got[1].headers["x-service-event-id"]).toBe(got[0].headers["x-service-event-id"]);
    expect(got[1].headers["x-service-attempt"]).toBe("1");
    await waitUntil(async () => {
      const d = (await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key })).body.data;
      return d.status === "succeeded" && d.series === 2 && d.attemptCount === 2;
    });

    await (await db()).webhookDelivery.update({ where: { id: sent.body.data.deliveryId }, data: { status: "FAILED" } });
    await waitUntil(
      async () => (await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key })).body.data.status === "failed",
    );
    const rec = await api(`/webhooks/endpoints/${ep.id}/recover`, { key: u.key, json: { since: before.replace(/\.\d+Z$/, "Z") } });
    expect(rec.status).toBe(202);
    expect(rec.body.data).toMatchObject({ redelivered: 1, deliveryIds: [sent.body.data.deliveryId] });
    await r.waitFor(3);
    const d = await waitUntil(async () => {
      const res = await api(`/webhooks/deliveries/${sent.body.data.deliveryId}`, { key: u.key });
      return res.body.data.status === "succeeded" && res.body.data.series === 3 && res.body.data;
    });
    expect(d.attempts.map((a: { series: number }) => a.series)).toEqual([1, 2, 3]);
  });
});
