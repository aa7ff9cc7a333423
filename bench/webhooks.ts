// npm run bench:webhooks — three phases against 5 local HTTPS receivers, side by side in one run: the bare signed
// POSTs with keep-alive (the floor), a burst of 2,000 events fanned out by the in-process runner (deliveries per
// second, share of the floor), and a steady 100 events/s for 60 s (delay from each event's commit to its receipt). Uses a fresh embedded
// database, or with BENCH_DATABASE_URL=postgres://user@host:5432/postgres a fresh PostgreSQL database on that
// server (created, migrated and dropped).
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { makeCertificate } from "../tests/support/tls-certificate";
import { benchDatabase } from "./support/database";
import { writeResultFile } from "./support/results";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const EMITTERS = Number(process.env.BENCH_EMITTERS ?? 8);
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 100);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 60);
const RECEIVERS = 5;

const loadAverageAtStart = os.loadavg().map((l) => Number(l.toFixed(1)));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-webhooks-"));
makeCertificate(dir);
const database = process.env.BENCH_DATABASE_URL ? benchDatabase("webhooks") : null;
Object.assign(process.env, {
  DATA_DIR: dir,
  AUTO_SEED: "false",
  LOG_LEVEL: "warn",
  WEBHOOK_ALLOW_PRIVATE: "true",
  WEBHOOK_CA_FILE: `${dir}/cert.pem`,
});
await database?.create();
for (const k of ["INNGEST_EVENT_KEY", "INNGEST_DEV", "INNGEST_BASE_URL"]) delete process.env[k];

// Statements sent to the database by this process, counted per phase (reasoning from costs, not only wall clock,
// because the machine is shared). Every statement, Prisma's or the pool's, goes through pg.Client#query.
let statements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;
type Costs = { cpu: NodeJS.CpuUsage; statements: number };
const costsNow = (): Costs => ({ cpu: process.cpuUsage(), statements });
function costsSince(start: Costs, deliveries: number) {
  const cpu = process.cpuUsage(start.cpu);
  const n = statements - start.statements;
  return {
    cpuMsPerDelivery: Number(((cpu.user + cpu.system) / 1000 / deliveries).toFixed(3)),
    statementsPerDelivery: Number((n / deliveries).toFixed(3)),
    statements: n,
  };
}

const { db, closeDb } = await import("@/lib/db/client");
const { databaseKind } = await import("@/lib/db/adapter");
const { createUser } = await import("@/lib/accounts/users");
const { createEndpoint } = await import("@/lib/webhooks/endpoints");
const { emitEvent } = await import("@/lib/events/emit");
const { startJobs, stopJobs } = await import("@/lib/jobs/background");
const { JOBS } = await import("@/inngest/registry");

type Phase = { receivedAt: Map<string, number[]>; received: number };
const newPhase = (): Phase => ({ receivedAt: new Map(), received: 0 });
let phase = newPhase();
const tlsMaterial = { key: fs.readFileSync(`${dir}/key.pem`), cert: fs.readFileSync(`${dir}/cert.pem`) };
const servers = await Promise.all(
  Array.from({ length: RECEIVERS }, async () => {
    const server = https.createServer({ ...tlsMaterial, keepAliveTimeout: 30_000 }, (req, res) => {
      req.resume();
      req.on("end", () => {
        const id = String(req.headers["webhook-id"]);
        const list = phase.receivedAt.get(id) ?? [];
        list.push(performance.now());
        phase.receivedAt.set(id, list);
        phase.received++;
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return server;
  }),
);
const urls = servers.map((s) => `https://127.0.0.1:${(s.address() as AddressInfo).port}/hook`);

async function waitForReceipts(expected: number, phaseStart: number): Promise<number> {
  const deadline = Date.now() + 15 * 60_000;
  while (phase.received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return performance.now() - phaseStart;
}

function delaysOf(committedAt: Map<string, number>) {
  const delays: number[] = [];
  for (const [id, at] of committedAt) for (const r of phase.receivedAt.get(id) ?? []) delays.push(r - at);
  delays.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? 0);
  const duplicates = [...phase.receivedAt.values()].reduce((n, l) => n + Math.max(0, l.length - RECEIVERS), 0);
  return { commitToReceiptMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: Math.round(delays.at(-1) ?? 0) }, duplicates };
}

// 1. The floor: the same signed bodies POSTed straight to the same receivers, keep-alive, 10 in flight per receiver
// (the service's default per-endpoint limit). No database, no jobs: what the service's figure is compared with.
const { signedHeaders } = await import("@/lib/webhooks/signature");
const { Agent, request } = await import("undici");
const baselineAgent = new Agent({ connect: { ca: tlsMaterial.cert.toString() } });
const sampleBody = (id: string, i: number) =>
  JSON.stringify({
    id,
    type: "user.subscription.updated",
    created: new Date().toISOString(),
    data: { subscription: { userId: "usr_bench", oldPlan: "FREE", newPlan: "BUSINESS", effectiveDate: new Date(i).toISOString() } },
  });
phase = newPhase();
const baselineCosts = costsNow();
const baselineStart = performance.now();
await Promise.all(
  urls.map(async (url) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < EVENTS) {
          const i = next++;
          const id = `evt_baseline_${i}`;
          const body = sampleBody(id, i);
          const res = await request(url, {
            method: "POST",
            body,
            headers: signedHeaders({ secret: "whsec_YmVuY2gtYmFzZWxpbmUtc2VjcmV0LTI0Ynk=", eventId: id, rawBody: body, attempt: 1 }),
            dispatcher: baselineAgent,
          });
          await res.body.dump();
        }
      }),
    );
  }),
);
const baselineSeconds = (performance.now() - baselineStart) / 1000;
const baselinePerSecond = (EVENTS * RECEIVERS) / baselineSeconds;
const baselineCost = costsSince(baselineCosts, EVENTS * RECEIVERS);
await baselineAgent.close();

const client = await db();
const user = await createUser({ email: `bench-${Date.now()}@example.test`, password: "bench-password", name: "Bench" });
for (const url of urls) await createEndpoint(user.id, { url, events: ["*"] });
startJobs(JOBS);

let emitErrors = 0;
let firstEmitError: string | null = null;
async function emitOne(seq: number, committedAt: Map<string, number>) {
  try {
    const id = await client.$transaction(async (tx) => {
      const e = await emitEvent(tx, {
        type: "user.subscription.updated",
        accountIds: [user.id],
        data: { subscription: { userId: user.id, oldPlan: "FREE", newPlan: "BUSINESS", effectiveDate: new Date(seq).toISOString() } },
      });
      return e.id;
    });
    committedAt.set(id, performance.now());
  } catch (err) {
    // A business transaction that could not commit (pool exhausted): counted, and its event is not expected.
    emitErrors++;
    firstEmitError ??= String(err).slice(0, 300);
  }
}

// 2. A burst: EVENTS business transactions from EMITTERS concurrent writers (as concurrent requests would).
phase = newPhase();
const burstCommitted = new Map<string, number>();
const burstCosts = costsNow();
const burstStart = performance.now();
let seq = 0;
await Promise.all(
  Array.from({ length: EMITTERS }, async () => {
    while (seq < EVENTS) await emitOne(seq++, burstCommitted);
  }),
);
const burstEmitSeconds = (performance.now() - burstStart) / 1000;
const burstSeconds = (await waitForReceipts(burstCommitted.size * RECEIVERS, burstStart)) / 1000;
const burstReceived = phase.received;
// Includes the business transactions that wrote the events (as the receivers' clock does).
const burstCost = costsSince(burstCosts, burstReceived);
const burst = delaysOf(burstCommitted);
console.log("burst", {
  seconds: burstSeconds,
  received: burstReceived,
  perSecond: burstReceived / burstSeconds,
  baselinePerSecond,
  ...burst,
});

// 3. Steady load: STEADY_RATE events a second for STEADY_SECONDS, each on its own schedule slot.
phase = newPhase();
const steadyCommitted = new Map<string, number>();
const steadyEvents = STEADY_RATE * STEADY_SECONDS;
const steadyCosts = costsNow();
const steadyStart = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < steadyEvents; i++) {
  const due = steadyStart + (i * 1000) / STEADY_RATE;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  pending.push(emitOne(i, steadyCommitted));
}
await Promise.all(pending);
await waitForReceipts(steadyCommitted.size * RECEIVERS, steadyStart);
const steadyReceived = phase.received;
const steadyCost = costsSince(steadyCosts, steadyReceived);
const steady = delaysOf(steadyCommitted);

const servicePerSecond = burstReceived / burstSeconds;
const result = {
  benchmark: "webhooks fan-out, in-process runner",
  date: new Date().toISOString(),
  database: databaseKind(),
  cpus: os.cpus().length,
  // The machine is shared: a high load average explains slow figures; compare only runs taken side by side.
  loadAverageAtStart,
  loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(1))),
  node: process.version,
  receivers: RECEIVERS,
  runnerSlots: process.env.JOB_RUNNER_SLOTS ?? "128 (default)",
  baseline: {
    what: "the same signed bodies POSTed straight to the receivers, keep-alive, 10 in flight per receiver",
    deliveries: EVENTS * RECEIVERS,
    seconds: Number(baselineSeconds.toFixed(2)),
    deliveriesPerSecond: Number(baselinePerSecond.toFixed(1)),
    ...baselineCost,
  },
  burst: {
    events: EVENTS,
    emitters: EMITTERS,
    expectedDeliveries: burstCommitted.size * RECEIVERS,
    received: burstReceived,
    duplicates: burst.duplicates,
    emitSeconds: Number(burstEmitSeconds.toFixed(2)),
    totalSeconds: Number(burstSeconds.toFixed(2)),
    deliveriesPerSecond: Number(servicePerSecond.toFixed(1)),
    shareOfBaseline: Number((servicePerSecond / baselinePerSecond).toFixed(3)),
    commitToReceiptMs: burst.commitToReceiptMs,
    ...burstCost,
  },
  steady: {
    eventsPerSecond: STEADY_RATE,
    seconds: STEADY_SECONDS,
    expectedDeliveries: steadyCommitted.size * RECEIVERS,
    received: steadyReceived,
    duplicates: steady.duplicates,
    commitToReceiptMs: steady.commitToReceiptMs,
    ...steadyCost,
  },
  emitErrors,
  firstEmitError,
  targets: {
    burstDeliveriesPerSecondAtLeast1000: servicePerSecond >= 1000,
    steadyP99Under1000Ms: steady.commitToReceiptMs.p99 < 1000,
    shareOfBaselineAtLeast0_2: servicePerSecond / baselinePerSecond >= 0.2,
  },
};
console.log(JSON.stringify(result, null, 2));
const out = writeResultFile(`webhooks-${result.database}-${result.date.slice(0, 19).replace(/[:T]/g, "-")}.json`, result);
console.log(`written to ${out}`);

await stopJobs();
await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
await closeDb();
fs.rmSync(dir, { recursive: true, force: true });
await database?.drop();
process.exit(!emitErrors && burstReceived === EVENTS * RECEIVERS && steadyReceived === steadyEvents * RECEIVERS ? 0 : 1);
