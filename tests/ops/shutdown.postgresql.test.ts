import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit";
import { callInstance, startAppProcess, type AppProcess } from "../support/app-process";
import { makeUser } from "../support/factories";
import { makeBuyer, makeProduct } from "../commerce/helpers";
import { startReceiver } from "../webhooks/support/receiver";

// Graceful shutdown (docs/operations.md#shutdown-and-draining): real `next start` processes on the test run's
// PostgreSQL database get SIGTERM in the middle of work. This process's own job runner is stopped: only the
// servers deliver. Leases are a minute long, so anything delivered within seconds was not waiting for one to expire.
const LEASE_SECONDS = 60;
const started: AppProcess[] = [];
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const { stopBackgroundWork } = await import("@/lib/startup");
  await stopBackgroundWork();
});

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop("SIGKILL")));
  await Promise.all(receivers.map((r) => r.close()));
});

async function start(env: Record<string, string>) {
  const p = await startAppProcess({ JOB_LEASE_SECONDS: String(LEASE_SECONDS), ...env }, { keepLogs: true });
  started.push(p);
  return p;
}

async function exitOf(p: AppProcess, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!p.exit() && Date.now() < end) await sleep(50);
  return p.exit();
}

describe("SIGTERM during a burst of purchases and their webhook fan-out", () => {
  it("answers every request already sent, turns unready at once, hands queued deliveries to the other instance, delivers every event once, exits 0", async () => {
    // `first` keeps taking requests for 2 s after SIGTERM while its readiness says 503, as a load balancer needs.
    const first = await start({ SHUTDOWN_DRAIN_SECONDS: "2", SHUTDOWN_GRACE_SECONDS: "20" });
    const second = await start({});
    const seller = await makeUser({ plan: "BUSINESS" });
    const receiver = await startReceiver({ reply: () => ({ status: 200, body: "ok", before: sleep(20) }) });
    receivers.push(receiver);
    const ep = await callInstance(first, "/webhooks/endpoints", { key: seller.key, json: { url: receiver.url, events: ["*"] } });
    expect(ep.status).toBe(201);
    receiver.setSecret(ep.body.data.secret);

    const BUYERS = 8;
    const EACH = 8;
    const products: Awaited<ReturnType<typeof makeProduct>>[] = [];
    for (let i = 0; i < EACH; i++) products.push(await makeProduct(seller.id, { priceCents: 500 }));
    const buyers: Awaited<ReturnType<typeof makeBuyer>>[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await makeBuyer());

    // The "load balancer": everything goes to `first` until 1 s after its SIGTERM (when a balancer polling its
    // readiness would have taken it out), then to `second`.
    let termAt = 0;
    let readyAfterTerm: { status: number; body: unknown } | null = null;
    const target = () => (termAt && Date.now() - termAt > 1000 ? second : first);
    const outcomes: { to: "first" | "second"; sentAt: number; status: number | string }[] = [];
    let done = 0;
    const burst = Promise.all(
      buyers.map(async (b) => {
        for (const p of products) {
          const to = target();
          const sentAt = Date.now();
          const status = await callInstance(to, "/purchases", { key: b.key, json: { productId: p.id } }).then(
            (r) => r.status,
            (err: Error) => `${err.message} ${String((err.cause as Error | undefined)?.message ?? "")}`,
          );
          outcomes.push({ to: to === first ? "first" : "second", sentAt, status });
          done++;
        }
      }),
    );
    while (done < (BUYERS * EACH) / 4) await sleep(5);
    expect(first.claimedRuns()).toBeGreaterThan(0); // its runner was delivering when the signal came
    first.child.kill("SIGTERM");
    termAt = Date.now();
    // The signal is handled on the server's next turn of its event loop: within a moment, not a probe interval.
    await sleep(100);
    const ready = await fetch(`${first.url}/api/ready`);
    readyAfterTerm = { status: ready.status, body: await ready.json() };
    await burst;
    const exit = await exitOf(first, 30_000);

    expect(readyAfterTerm).toMatchObject({ status: 503, body: { status: "not_ready", failing: "draining" } });
    // No connection reset, no refusal, no 5xx: every purchase sent to either instance was answered and made.
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    expect(outcomes.filter((o) => o.to === "first" && o.sentAt >= termAt).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.to === "second").length).toBeGreaterThan(0);
    expect(exit).toEqual({ code: 0, signal: null });
    const lines = first.logLines();
    expect(lines.some((l) => l.includes('"msg":"shutdown complete"') && l.includes('"why":"drained"'))).toBe(true);

    // Every event of every purchase reaches the receiver exactly once, within seconds: the runs `first` had
    // claimed finished there, and the rows it never claimed were claimed at once by `second`.
    const client = await db();
    const orders = await client.order.count({ where: { sellerId: seller.id } });
    expect(orders).toBe(BUYERS * EACH);
    const deliveries = async () => client.webhookDelivery.findMany({ where: { endpointId: ep.body.data.id } });
    const deadline = termAt + 25_000;
    while (Date.now() < deadline) {
      const all = await deliveries();
      if (all.length >= orders && all.every((d) => d.status === "SUCCEEDED")) break;
      await sleep(200);
    }
    expect(Date.now()).toBeLessThan(termAt + LEASE_SECONDS * 1000);
    const all = await deliveries();
    expect(all.length).toBeGreaterThanOrEqual(orders);
    expect(all.filter((d) => d.status !== "SUCCEEDED")).toEqual([]);
    await sleep(1000); // stragglers would show up as second receipts
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(all.map((d) => d.eventId)));
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(second.claimedRuns()).toBeGreaterThan(0);

    second.child.kill("SIGTERM");
    expect(await exitOf(second, 30_000)).toEqual({ code: 0, signal: null });
  }, 240_000);

  it("a run still in flight when the grace period ends gives its lease back: another instance resumes it at once, not after the lease", async () => {
    // Only this test's servers may claim its run.
    await Promise.all(started.splice(0).map((p) => p.stop("SIGKILL")));
    const hanging = await start({ SHUTDOWN_GRACE_SECONDS: "2" });
    const owner = await makeUser({ plan: "BUSINESS" });
    // The first POST hangs past the grace period; later ones are answered at once.
    const receiver = await startReceiver({ reply: (n) => ({ status: 200, body: "ok", before: n === 1 ? sleep(12_000) : undefined }) });
    receivers.push(receiver);
    const ep = await callInstance(hanging, "/webhooks/endpoints", { key: owner.key, json: { url: receiver.url, events: ["*"] } });
    expect(ep.status).toBe(201);
    receiver.setSecret(ep.body.data.secret);
    const client = await db();
    const event = await client.$transaction((tx) =>
      emitEvent(tx, {
        type: "user.subscription.updated",
        accountIds: [owner.id],
        data: { subscription: { userId: owner.id, oldPlan: "FREE", newPlan: "BUSINESS", effectiveDate: new Date().toISOString() } },
      }),
    );
    await receiver.waitFor(1, 20_000);
    hanging.child.kill("SIGTERM");
    const termAt = Date.now();
    const exit = await exitOf(hanging, 15_000);
    // The grace period ran out with the run in flight: its lease is back in the table, and the process exited 0.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - termAt).toBeLessThan(6000);
    expect(hanging.logLines().some((l) => l.includes("released their leases"))).toBe(true);
    const job = await client.job.findFirst({
      where: { name: "deliver-webhook", payload: { path: ["endpointId"], equals: ep.body.data.id } },
    });
    expect(job?.status).toBe("RUNNING");
    expect(job!.lockedUntil!.getTime()).toBeLessThanOrEqual(Date.now());

    const next = await start({});
    await receiver.waitFor(2, 20_000);
    expect(receiver.received[1].at - termAt).toBeLessThan(LEASE_SECONDS * 1000);
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([event.id, event.id]);
    const delivery = async () => client.webhookDelivery.findFirst({ where: { eventId: event.id } });
    const end = Date.now() + 10_000;
    while ((await delivery())?.status !== "SUCCEEDED" && Date.now() < end) await sleep(100);
    expect((await delivery())?.status).toBe("SUCCEEDED");
    expect(next.claimedRuns()).toBeGreaterThan(0);
  }, 240_000);
});
