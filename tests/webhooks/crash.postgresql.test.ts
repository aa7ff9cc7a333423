import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit";
import { callInstance, startAppProcess, type AppProcess } from "../support/app-process";
import { makeUser } from "../support/factories";
import { startReceiver, type Received } from "./support/receiver";

// An app server (a real `next start` process) is killed with SIGKILL in the middle of a fan-out and a new one is
// started on the same PostgreSQL database. This process's own runner and relay are stopped: only the servers deliver.
const LIMIT = 4;
const EVENTS = 120;
// Short leases, so the new server resumes the dead one's runs within seconds rather than a minute.
const env = { WEBHOOK_ENDPOINT_CONCURRENCY: String(LIMIT), JOB_RUNNER_SLOTS: "16", JOB_LEASE_SECONDS: "4" };
const started: AppProcess[] = [];
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  const { stopBackgroundWork } = await import("@/lib/startup");
  await stopBackgroundWork();
});

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop("SIGKILL")));
  await Promise.all(receivers.map((r) => r.close()));
});

describe("a server killed in the middle of a fan-out", () => {
  it("every committed event still reaches every endpoint; only deliveries in flight at the kill arrive twice, with the same event id and body", async () => {
    const first = await startAppProcess(env);
    started.push(first);
    const u = await makeUser({ plan: "BUSINESS" });
    const rs = await Promise.all(
      [0, 1].map(() => startReceiver({ reply: () => ({ status: 200, body: "ok", before: new Promise((r) => setTimeout(r, 25)) }) })),
    );
    receivers.push(...rs);
    for (const r of rs) {
      const res = await callInstance(first, "/webhooks/endpoints", { key: u.key, json: { url: r.url, events: ["*"] } });
      expect(res.status).toBe(201);
      r.setSecret(res.body.data.secret);
    }
    const writer = await db();
    const committed = new Set<string>();
    // Eight writers at a time, as concurrent requests would be (more would queue for the pool's connections).
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let seq = next++; seq < EVENTS; seq = next++) {
          const e = await writer.$transaction((tx) =>
            emitEvent(tx, {
              type: "user.subscription.updated",
              accountIds: [u.id],
              data: { subscription: { userId: u.id, oldPlan: "FREE", newPlan: "BUSINESS", effectiveDate: new Date().toISOString() } },
            }),
          );
          committed.add(e.id);
        }
      }),
    );

    // Kill once about a quarter of the deliveries have arrived.
    const total = () => rs.reduce((n, r) => n + r.received.length, 0);
    const until = Date.now() + 60_000;
    while (total() < (EVENTS * rs.length) / 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    await first.stop("SIGKILL");
    const killedAt = Date.now();
    const beforeKill = total();
    expect(beforeKill).toBeGreaterThan(0);
    expect(beforeKill).toBeLessThan(EVENTS * rs.length);

    const second = await startAppProcess(env);
    started.push(second);
    for (const r of rs) {
      const deadline = Date.now() + 90_000;
      while (new Set(r.received.map((x) => x.headers["webhook-id"])).size < EVENTS && Date.now() < deadline) {
        await new Promise((res) => setTimeout(res, 50));
      }
    }
    // A delivery whose receipt arrived before the kill but whose result was never written is run again once the
    // dead server's lease (JOB_LEASE_SECONDS) expires: wait until every row is settled, then for stragglers.
    const client = await db();
    const settled = async () =>
      (await client.webhookDelivery.count({ where: { eventId: { in: [...committed] }, status: "SUCCEEDED" } })) === EVENTS * rs.length;
    const settleBy = Date.now() + 60_000;
    while (!(await settled()) && Date.now() < settleBy) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 2000));

    for (const r of rs) {
      const byEvent = new Map<string, Received[]>();
      for (const x of r.received) byEvent.set(x.headers["webhook-id"], [...(byEvent.get(x.headers["webhook-id"]) ?? []), x]);
      expect(new Set(byEvent.keys())).toEqual(committed);
      expect(r.received.every((x) => x.verified)).toBe(true);
      const repeated = [...byEvent.values()].filter((list) => list.length > 1);
      // At most the endpoint's limit of deliveries was in flight at the kill; each is repeated once at most,
      // and its first copy arrived before the kill.
      expect(repeated.length).toBeLessThanOrEqual(LIMIT);
      for (const list of repeated) {
        expect(list).toHaveLength(2);
        expect(list[0].at).toBeLessThanOrEqual(killedAt);
        expect(list[1].rawBody).toBe(list[0].rawBody);
        expect(list[1].headers["x-service-event-id"]).toBe(list[0].headers["x-service-event-id"]);
      }
    }
    expect(second.claimedRuns()).toBeGreaterThan(0);
    const deliveries = await client.webhookDelivery.findMany({ where: { eventId: { in: [...committed] } } });
    expect(deliveries).toHaveLength(EVENTS * rs.length);
    expect(deliveries.every((d) => d.status === "SUCCEEDED")).toBe(true);
  }, 240_000);
});
