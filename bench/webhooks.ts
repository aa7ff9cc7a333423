// npm run bench:webhooks — 2,000 events fanned out to 5 local HTTPS receivers by the in-process runner.
// Measures deliveries per second and the delay from each event's commit to its receipt. Uses a fresh embedded
// database, or with BENCH_DATABASE_URL=postgres://user@host:5432/postgres a fresh PostgreSQL database on that
// server (created, migrated and dropped).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const RECEIVERS = 5;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-webhooks-"));
execFileSync(
  "openssl",
  [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    `${dir}/key.pem`,
    "-out",
    `${dir}/cert.pem`,
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
  ],
  { stdio: "ignore" },
);
const server = process.env.BENCH_DATABASE_URL;
const dbName = `bench_webhooks_${Date.now()}`;
const admin = server ? new pg.Client({ connectionString: server }) : null;
if (admin) {
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
}
const benchUrl = server ? Object.assign(new URL(server), { pathname: `/${dbName}` }).toString() : undefined;
Object.assign(process.env, {
  DATA_DIR: dir,
  AUTO_SEED: "false",
  LOG_LEVEL: "warn",
  WEBHOOK_ALLOW_PRIVATE: "true",
  WEBHOOK_CA_FILE: `${dir}/cert.pem`,
  ...(benchUrl ? { DATABASE_URL: benchUrl } : {}),
});
if (benchUrl) {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { applyMigrations } = await import("@/lib/db/migrations");
  await applyMigrations(new PrismaPg({ connectionString: benchUrl }) as never);
}
for (const k of ["INNGEST_EVENT_KEY", "INNGEST_DEV", "INNGEST_BASE_URL"]) delete process.env[k];

const { db, closeDb } = await import("@/lib/db/client");
const { databaseKind } = await import("@/lib/db/adapter");
const { createUser } = await import("@/lib/accounts/users");
const { createEndpoint } = await import("@/lib/webhooks/endpoints");
const { emitEvent } = await import("@/lib/events/emit");
const { startJobs, stopJobs } = await import("@/lib/jobs/background");
const { startOutboxRelay, stopOutboxRelay } = await import("@/lib/webhooks/dispatch");
const { JOBS } = await import("@/inngest/registry");

const receivedAt = new Map<string, number[]>();
let received = 0;
const tlsMaterial = { key: fs.readFileSync(`${dir}/key.pem`), cert: fs.readFileSync(`${dir}/cert.pem`) };
const servers = await Promise.all(
  Array.from({ length: RECEIVERS }, async () => {
    const server = https.createServer(tlsMaterial, (req, res) => {
      req.resume();
      req.on("end", () => {
        const id = String(req.headers["x-service-event-id"]);
        const list = receivedAt.get(id) ?? [];
        list.push(performance.now());
        receivedAt.set(id, list);
        received++;
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return server;
  }),
);

const client = await db();
const user = await createUser({ email: `bench-${Date.now()}@example.test`, password: "bench-password", name: "Bench" });
for (const s of servers) {
  await createEndpoint(user.id, { url: `https://127.0.0.1:${(s.address() as AddressInfo).port}/hook`, events: ["*"] });
}
startJobs(JOBS);
startOutboxRelay();

const committedAt = new Map<string, number>();
const t0 = performance.now();
for (let i = 0; i < EVENTS; i++) {
  const id = await client.$transaction(async (tx) => {
    const e = await emitEvent(tx, {
      type: "user.subscription.updated",
      accountIds: [user.id],
      data: { subscription: { userId: user.id, seq: i } },
    });
    return e.id;
  });
  committedAt.set(id, performance.now());
}
const emitted = performance.now();
const expected = EVENTS * RECEIVERS;
const deadline = Date.now() + 15 * 60_000;
while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
const done = performance.now();

const delays: number[] = [];
for (const [id, at] of committedAt) for (const r of receivedAt.get(id) ?? []) delays.push(r - at);
delays.sort((a, b) => a - b);
const pct = (p: number) => Math.round(delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))]);
const duplicates = [...receivedAt.values()].reduce((n, l) => n + Math.max(0, l.length - RECEIVERS), 0);
const result = {
  benchmark: "webhooks fan-out, in-process runner",
  date: new Date().toISOString(),
  database: databaseKind(),
  cpus: os.cpus().length,
  // The machine is shared: a high load average explains slow figures; compare only runs taken side by side.
  loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(1))),
  node: process.version,
  events: EVENTS,
  receivers: RECEIVERS,
  expectedDeliveries: expected,
  received,
  duplicates,
  emitSeconds: Number(((emitted - t0) / 1000).toFixed(2)),
  totalSeconds: Number(((done - t0) / 1000).toFixed(2)),
  deliveriesPerSecond: Number((received / ((done - t0) / 1000)).toFixed(1)),
  commitToReceiptMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: Math.round(delays.at(-1) ?? 0) },
};
console.log(JSON.stringify(result, null, 2));
fs.mkdirSync("bench/results", { recursive: true });
const out = `bench/results/webhooks-${result.database}-${result.date.slice(0, 19).replace(/[:T]/g, "-")}.json`;
fs.writeFileSync(out, JSON.stringify(result, null, 2) + "\n");
console.log(`written to ${out}`);

await stopOutboxRelay();
await stopJobs();
await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
await closeDb();
fs.rmSync(dir, { recursive: true, force: true });
if (admin) {
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}
process.exit(received === expected ? 0 : 1);
