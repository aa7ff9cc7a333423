import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit";
import { callInstance, startAppProcess, type AppProcess } from "../support/app-process";
import { makeUser } from "../support/factories";
import { startReceiver, waitUntil } from "./support/receiver";

// Two app servers (real `next start` processes) on the run's one PostgreSQL database, as operators run several
// instances. This process's own runner and relay are stopped, so only the two instances deliver.
const LIMIT = 3;
const EVENTS = 40;
const instances: AppProcess[] = [];
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  const { stopBackgroundWork } = await import("@/lib/startup");
  await stopBackgroundWork();
  // 8 slots: one process takes at most 2 runs of one endpoint (a quarter of its slots), so reaching the limit of 3
  // takes both processes, and a limit not counted across them would show as 4 in flight.
  const env = { WEBHOOK_ENDPOINT_CONCURRENCY: String(LIMIT), JOB_RUNNER_SLOTS: "8" };
  instances.push(...(await Promise.all([startAppProcess(env), startAppProcess(env)])));
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await Promise.all(receivers.map((r) => r.close()));
});

/** A receiver that answers after 100 ms and records the most requests it had in progress at once. */
async function slowReceiver() {
  let inFlight = 0;
  let maxInFlight = 0;
  const r = await startReceiver({
    reply: () => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      return { status: 200, body: "ok", before: new Promise((done) => setTimeout(done, 100)).then(() => inFlight--) };
    },
  });
  receivers.push(r);
  return Object.assign(r, { maxInFlight: () => maxInFlight });
}

describe("two app instances on one PostgreSQL database", () => {
  it("deliver every event to every endpoint exactly once, keep each endpoint's concurrency limit across both, and share the work", async () => {
    const [a, b] = instances;
    const u = await makeUser({ plan: "BUSINESS" });
    const rs = await Promise.all([slowReceiver(), slowReceiver(), slowReceiver()]);
    // Endpoints created through both instances.
    const endpoints = [];
    for (const [i, r] of rs.entries()) {
      const res = await callInstance(i % 2 ? b : a, "/webhooks/endpoints", { key: u.key, json: { url: r.url, events: ["*"] } });
      expect(res.status).toBe(201);
      r.setSecret(res.body.data.secret);
      endpoints.push(res.body.data.id as string);
    }
    const claimedBefore = instances.map((i) => i.claimedRuns());
    const client = await db();
    const eventIds: string[] = [];
    // Eight writers at a time, as concurrent requests would be (more would queue for the pool's connections).
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let seq = next++; seq < EVENTS; seq = next++) {
          const e = await client.$transaction((tx) =>
            emitEvent(tx, {
              type: "user.subscription.updated",
              accountIds: [u.id],
              data: { subscription: { userId: u.id, oldPlan: "FREE", newPlan: "BUSINESS", effectiveDate: new Date().toISOString() } },
            }),
          );
          eventIds.push(e.id);
        }
      }),
    );

    await Promise.all(rs.map((r) => r.waitFor(EVENTS, 60_000)));
    // Anything still to come would be a duplicate: give it time to show.
    await new Promise((r) => setTimeout(r, 1500));
    for (const r of rs) {
      expect(r.received.every((x) => x.verified)).toBe(true);
      expect(r.received.map((x) => x.headers["webhook-id"]).sort()).toEqual([...eventIds].sort());
      expect(r.maxInFlight()).toBeLessThanOrEqual(LIMIT);
      expect(r.maxInFlight()).toBeGreaterThan(1);
    }
    const attempts = await client.webhookAttempt.findMany({ where: { delivery: { endpointId: { in: endpoints } } } });
    expect(attempts).toHaveLength(EVENTS * endpoints.length);
    expect(attempts.every((x) => x.attempt === 1 && x.series === 1 && x.statusCode === 200)).toBe(true);
    expect(new Set(attempts.map((x) => x.deliveryId)).size).toBe(EVENTS * endpoints.length);
    // Both runners ran deliveries.
    const claimed = instances.map((i, n) => i.claimedRuns() - claimedBefore[n]);
    expect(claimed[0]).toBeGreaterThan(0);
    expect(claimed[1]).toBeGreaterThan(0);
    expect(claimed[0] + claimed[1]).toBeGreaterThanOrEqual(EVENTS * endpoints.length);
  }, 120_000);

  it("count one rate limit for an account across both instances, exactly", async () => {
    const u = await makeUser({ plan: "ENTERPRISE", perMinute: 12, perDay: 1000 });
    // The minute window is fixed: start well inside one.
    if (Date.now() % 60_000 > 45_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 50));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => callInstance(instances[i % 2], "/me", { key: u.key })));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(12);
    expect(answers.filter((x) => x.status === 429)).toHaveLength(8);
    expect(answers.filter((x) => x.status === 429).every((x) => x.body.error.code === "RATE_LIMIT_EXCEEDED")).toBe(true);
  }, 60_000);

  it("run a POST with one Idempotency-Key once, whichever instance each retry reaches", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await slowReceiver();
    const ep = await callInstance(instances[0], "/webhooks/endpoints", { key: u.key, json: { url: r.url, events: ["*"] } });
    r.setSecret(ep.body.data.secret);
    const send = (i: number) =>
      callInstance(instances[i % 2], `/webhooks/endpoints/${ep.body.data.id}/test`, {
        key: u.key,
        method: "POST",
        headers: { "idempotency-key": "test-event-once" },
      });
    // At the same time on both: one runs, the other waits for it or is told it is in progress.
    const together = await Promise.all([send(0), send(1)]);
    expect(together.every((x) => x.status === 202 || (x.status === 409 && x.body.error.code === "IDEMPOTENCY_CONFLICT"))).toBe(true);
    const first = together.find((x) => x.status === 202)!;
    expect(first).toBeDefined();
    // Retries afterwards on either instance replay the stored answer byte for byte.
    for (const retry of await Promise.all([send(0), send(1)])) {
      expect(retry.status).toBe(202);
      expect(retry.text).toBe(first.text);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
    }
    const events = await (await db()).event.count({ where: { type: "test", endpointId: ep.body.data.id } });
    expect(events).toBe(1);
    await r.waitFor(1);
    await waitUntil(async () => (await db()).webhookDelivery.count({ where: { endpointId: ep.body.data.id, status: "SUCCEEDED" } }));
    expect(r.received).toHaveLength(1);
  }, 60_000);
});
