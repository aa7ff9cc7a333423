import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { callInstance, sharedSecrets, startAppProcess, type AppProcess } from "../support/app-process";
import { makeUser, uniqueEmail } from "../support/factories";
import { startReceiver } from "../webhooks/support/receiver";

// /api/metrics, /api/ready and the logs of a real `next start` process on the test run's PostgreSQL database
// (docs/operations.md). This process's own job runner is stopped: the server's is the one readiness checks.
const METRICS_TOKEN = randomBytes(24).toString("base64url");
const started: AppProcess[] = [];
let app: AppProcess;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  const { stopBackgroundWork } = await import("@/lib/startup");
  await stopBackgroundWork();
  app = await startAppProcess({ METRICS_TOKEN, LOG_LEVEL: "debug" }, { keepLogs: true });
  started.push(app);
}, 180_000);

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop("SIGKILL")));
  await Promise.all(receivers.map((r) => r.close()));
});

const scrape = async (p: AppProcess, token?: string) => {
  const res = await fetch(`${p.url}/api/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") };
};

/** The value of one series in Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(name + "{") && !line.startsWith(name + " ")) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(" ").at(-1));
  }
  return undefined;
}

describe("GET /api/metrics", () => {
  it("answers 401 without the token or with a wrong one", async () => {
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, METRICS_TOKEN + "x")).status).toBe(401);
    expect((await scrape(app, METRICS_TOKEN.slice(1))).status).toBe(401);
  });

  it("shows request durations by route template and status class, job queue depth and age, the pool, and Node's own metrics", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    expect((await callInstance(app, "/me", { key: u.key })).status).toBe(200);
    expect((await callInstance(app, `/products/${newId("prod")}`, { key: u.key })).status).toBe(404);
    // A due row of a job no runner here knows stays queued: depth 1, waiting for 30 s and more.
    const client = await db();
    const kind = `metrics-test-${randomBytes(4).toString("hex")}`;
    await client.job.create({
      data: { id: newId("job"), name: kind, payload: {}, runAt: new Date(Date.now() - 30_000), createdAt: new Date(Date.now() - 30_000) },
    });

    const { status, text, type } = await scrape(app, METRICS_TOKEN);
    expect(status).toBe(200);
    expect(type).toContain("text/plain");
    expect(
      sample(text, "promptly_http_request_duration_seconds_count", { route: "/me", method: "GET", status_class: "2xx" }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, "promptly_http_request_duration_seconds_count", { route: "/products/{productId}", status_class: "4xx" }),
    ).toBeGreaterThan(0);
    // Never the concrete path: one series per template.
    expect(text).not.toMatch(/route="\/products\/prod_/);
    expect(sample(text, "promptly_job_queue_depth", { job: kind })).toBe(1);
    expect(sample(text, "promptly_job_oldest_due_age_seconds", { job: kind })).toBeGreaterThanOrEqual(30);
    expect(sample(text, "promptly_outbox_lag_seconds", { job: kind })).toBeGreaterThanOrEqual(30);
    expect(sample(text, "promptly_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    expect(sample(text, "promptly_webhook_endpoints_disabled")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    await client.job.deleteMany({ where: { name: kind } });
  });

  it("counts webhook deliveries by outcome and job runs", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const receiver = await startReceiver();
    receivers.push(receiver);
    const ep = await callInstance(app, "/webhooks/endpoints", { key: u.key, json: { url: receiver.url, events: ["*"] } });
    expect(ep.status).toBe(201);
    receiver.setSecret(ep.body.data.secret);
    const before = sample((await scrape(app, METRICS_TOKEN)).text, "promptly_webhook_deliveries_total", { outcome: "succeeded" }) ?? 0;
    expect((await callInstance(app, `/webhooks/endpoints/${ep.body.data.id}/test`, { key: u.key, json: {} })).status).toBeLessThan(300);
    await receiver.waitFor(1, 20_000);
    let text = "";
    for (const end = Date.now() + 10_000; Date.now() < end;) {
      text = (await scrape(app, METRICS_TOKEN)).text;
      // The attempt is counted inside the run, the run itself once it has ended: wait for both.
      const attempted = (sample(text, "promptly_webhook_deliveries_total", { outcome: "succeeded" }) ?? 0) > before;
      if (attempted && sample(text, "promptly_job_runs_total", { job: "deliver-webhook", outcome: "succeeded" }) !== undefined) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(sample(text, "promptly_webhook_deliveries_total", { outcome: "succeeded" })).toBeGreaterThan(before);
    expect(sample(text, "promptly_webhook_delivery_latency_seconds_count")).toBeGreaterThan(0);
    expect(sample(text, "promptly_job_runs_total", { job: "deliver-webhook", outcome: "succeeded" })).toBeGreaterThan(0);
  });

  it("answers 404 when METRICS_TOKEN is not set", async () => {
    const bare = await startAppProcess({});
    started.push(bare);
    expect((await scrape(bare)).status).toBe(404);
    expect((await scrape(bare, METRICS_TOKEN)).status).toBe(404);
  }, 180_000);
});

describe("GET /api/ready", () => {
  it("is ready with every check passing; /api/health stays the cheap liveness answer", async () => {
    const res = await fetch(`${app.url}/api/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "ready",
      failing: null,
      checks: { draining: { ok: true }, database: { ok: true }, migrations: { ok: true }, jobRunner: { ok: true, kind: "in-process" } },
    });
    const health = await fetch(`${app.url}/api/health`);
    expect(Object.keys(await health.json()).sort()).toEqual(["database", "status", "testMode", "uptimeSeconds"]);
  });

  it("answers 503 naming the migrations while the database lacks one of this build's", async () => {
    const client = await db();
    const [latest] = await client.$queryRaw<{ id: string; migration_name: string }[]>`
      SELECT id, migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await client.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = ${latest.id}`;
    try {
      // A fresh process: one that saw every migration applied does not look again.
      const behind = await startAppProcess({});
      started.push(behind);
      const res = await fetch(`${behind.url}/api/ready`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: "not_ready",
        failing: "migrations",
        checks: { migrations: { missing: [latest.migration_name] } },
      });
    } finally {
      await client.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE id = ${latest.id}`;
    }
  }, 180_000);
});

describe("logs", () => {
  it("write one access line per /v1 request with its request id, and never a secret the run used", async () => {
    const password = `pw-${randomBytes(12).toString("hex")}`;
    const email = uniqueEmail("logs");
    const signUp = await fetch(`${app.url}/api/v1/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "req-logs-signup" },
      body: JSON.stringify({ email, password, name: "Logs" }),
    });
    expect(signUp.status).toBe(202);
    const reset = await fetch(`${app.url}/api/v1/accounts/password-reset/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: `tok-${randomBytes(12).toString("hex")}`, password: `new-${password}` }),
    });
    expect(reset.status).toBeGreaterThanOrEqual(400);
    const u = await makeUser({ plan: "BUSINESS" });
    const receiver = await startReceiver();
    receivers.push(receiver);
    const ep = await callInstance(app, "/webhooks/endpoints", { key: u.key, json: { url: receiver.url, events: ["*"] } });
    expect(ep.status).toBe(201);
    receiver.setSecret(ep.body.data.secret);
    await callInstance(app, `/webhooks/endpoints/${ep.body.data.id}/test`, { key: u.key, json: {} });
    await receiver.waitFor(1, 20_000);
    await scrape(app, METRICS_TOKEN);
    await new Promise((r) => setTimeout(r, 500));

    const lines = app.logLines();
    const json = lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = json.filter((l) => l.msg === "request");
    const signUpLine = access.find((l) => l.requestId === "req-logs-signup");
    expect(signUpLine).toMatchObject({ level: "info", method: "POST", route: "/accounts", status: 202 });
    expect(typeof signUpLine!.durationMs).toBe("number");
    expect(access.find((l) => l.route === "/webhooks/endpoints" && l.accountId === u.id)).toMatchObject({ status: 201 });
    expect(access.every((l) => typeof l.requestId === "string" && typeof l.time === "string")).toBe(true);

    const secrets = {
      password,
      newPassword: `new-${password}`,
      apiKey: u.key,
      webhookSecret: ep.body.data.secret as string,
      metricsToken: METRICS_TOKEN,
      nextauthSecret: sharedSecrets.NEXTAUTH_SECRET,
      masterKey: sharedSecrets.MASTER_KEYS.split(":")[1],
    };
    const whole = lines.join("\n");
    for (const [name, value] of Object.entries(secrets)) expect({ name, found: whole.includes(value) }).toEqual({ name, found: false });
  });
});
