import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { changePlan } from "@/lib/accounts/users";
import { db } from "@/lib/db/client";
import { metrics } from "@/lib/ops/metrics";
import { RESPONSE_TIMEOUT_MS } from "@/lib/net/safe-http";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { startReceiver, trustedTls, waitUntil } from "../webhooks/support/receiver";
import { runScenario, setUpFakeProvider } from "../ai/fixtures";
import { streamRun } from "../ai/stream-client";
import { addEndpoint } from "../webhooks/support/webhooks";

/**
 * Failure modes of issue 32 part 6 that need no second database: an AI provider and webhook receivers that hang.
 * AI_FIRST_BYTE_TIMEOUT_MS is 1500 and AI_TIMEOUT_MS 2000 here (tests/support/database.ts).
 */

const fake = setUpFakeProvider();

const receivers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

/** An HTTPS receiver that reads each request and never answers (until closed). */
async function hangingReceiver() {
  const open = new Set<import("node:http").ServerResponse>();
  let seen = 0;
  const server = https.createServer(trustedTls(), (req, res) => {
    seen++;
    open.add(res);
    req.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    seen: () => seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

async function counter(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metrics().registry.getSingleMetric(name);
  const { values } = await metric!.get();
  return values.filter((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x)).reduce((n, v) => n + v.value, 0);
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)];

describe("a webhook receiver that hangs", () => {
  it(
    "50 hanging endpoints: each attempt ends at the response timeout as a recorded failure, another endpoint's delivery is unaffected, requests stay fast, the metrics show it",
    { timeout: 120_000 },
    async () => {
      const hanging = await hangingReceiver();
      const healthy = await startReceiver();
      receivers.push(hanging, healthy);
      const u = await makeUser({ plan: "BUSINESS" });
      const probe = await makeUser({ plan: "BUSINESS" });
      const stuck = [];
      for (let i = 0; i < 50; i++) stuck.push(await addEndpoint(u.key, `${hanging.url}/${i}`, ["user.subscription.updated"]));
      const fine = await addEndpoint(u.key, healthy.url, ["user.subscription.updated"]);
      healthy.setSecret(fine.secret);
      const retriesBefore = await counter("promptly_webhook_deliveries_total", { outcome: "retry" });

      const started = Date.now();
      await changePlan(u.id, { plan: "PRO" });
      // The healthy endpoint is served while 50 attempts hang on the other receiver.
      const [got] = await healthy.waitFor(1, 10_000);
      expect(got.verified).toBe(true);
      const healthyAfterMs = Date.now() - started;
      await waitUntil(async () => hanging.seen() >= 50, 20_000);

      // Requests answered while the 50 attempts hang: the event loop is not blocked by them.
      const latencies: number[] = [];
      while (Date.now() - started < RESPONSE_TIMEOUT_MS - 3000 && latencies.length < 60) {
        const t = performance.now();
        const me = await api("/me", { key: probe.key });
        latencies.push(performance.now() - t);
        expect(me.status).toBe(200);
        await new Promise((r) => setTimeout(r, 100));
      }

      // Each hanging attempt ends at RESPONSE_TIMEOUT_MS and is recorded as a failed attempt with its cause; the
      // delivery stays pending with its next attempt scheduled (nothing stuck RUNNING).
      const client = await db();
      const ids = stuck.map((e) => e.id);
      const deliveries = await waitUntil(async () => {
        const rows = await client.webhookDelivery.findMany({ where: { endpointId: { in: ids } }, include: { attempts: true } });
        return rows.length === 50 && rows.every((d) => d.attempts.length === 1) && rows;
      }, RESPONSE_TIMEOUT_MS + 15_000);
      for (const d of deliveries) {
        expect(d.status).toBe("PENDING");
        expect(d.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
        expect(d.attempts[0]).toMatchObject({ statusCode: null, error: `Timed out after ${RESPONSE_TIMEOUT_MS / 1000} s` });
        expect(d.attempts[0].durationMs).toBeGreaterThanOrEqual(RESPONSE_TIMEOUT_MS - 100);
        expect(d.attempts[0].durationMs).toBeLessThan(RESPONSE_TIMEOUT_MS + 5000);
      }
      // Each run then sleeps until its next attempt (SLEEPING, no lease held): nothing stays RUNNING.
      await waitUntil(async () => {
        const jobs = await client.job.findMany({ where: { id: { in: deliveries.map((d) => `deliver_${d.id}_s1`) } } });
        return jobs.length === 50 && jobs.every((j) => j.status === "SLEEPING");
      }, 10_000);
      expect(await counter("promptly_webhook_deliveries_total", { outcome: "retry" })).toBeGreaterThanOrEqual(retriesBefore + 50);

      console.log(
        `hanging receivers: healthy delivery after ${healthyAfterMs} ms; /me p99 ${p99(latencies).toFixed(1)} ms over ${latencies.length} requests`,
      );
      expect(healthyAfterMs).toBeLessThan(5000);
      expect(p99(latencies)).toBeLessThan(100);
    },
  );
});

describe("an AI provider that hangs", () => {
  it("the timeout ends the call, the run is recorded failed with its cause, a stream gets an error event, the metrics count it", async () => {
    const { run, buyer, product, key } = await runScenario("{{q}}", fake.url);
    const failedBefore = await counter("promptly_ai_runs_total", { provider: "openai-compatible", outcome: "PROVIDER_ERROR" });

    fake.fail({ hang: true });
    const started = Date.now();
    const res = await run({ q: "x" });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe("PROVIDER_ERROR");
    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: res.body.error.details.executionId } });
    expect(row.status).toBe("FAILED");
    expect(row.error).toMatchObject({ code: "PROVIDER_ERROR", message: "openai-compatible did not answer in time" });

    fake.fail({ hang: true });
    const { events } = await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "y" } });
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "PROVIDER_ERROR" } });

    // Both failures were counted for the operator (promptly_ai_runs_total, alert "provider error rate").
    expect(await counter("promptly_ai_runs_total", { provider: "openai-compatible", outcome: "PROVIDER_ERROR" })).toBe(failedBefore + 2);
  });
});
