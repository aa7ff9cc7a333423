// npm run bench:ai — the time the AI gateway adds to a run. A local OpenAI-compatible provider that answers at once
// (the one the integration tests use) is called three ways in alternating rounds, 10 concurrent connections each:
// directly (the provider's own latency as a client sees it), through POST /api/v1/ai/execute (plain), and through
// the same with "stream": true (time to the first delta); GET /api/v1/me runs beside them as the wrapper's floor.
// Added time = the service's percentile − the direct call's percentile, taken in the same round. Production build over
// a fresh PostgreSQL database; the key carries a monthly budget, so the budget reservation is on the measured path.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startFakeProvider } from "../tests/ai/fake-provider";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `marketplace_bench_ai_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A user on a plan no benchmark reaches the limits of, who wrote a published prompt. */
async function prepareDatabase(): Promise<{ apiKey: string; productId: string }> {
  await admin(`CREATE DATABASE "${dbName}"`);
  process.env.DATABASE_URL = databaseUrl;
  process.env.LOG_LEVEL = "warn";
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { applyMigrations } = await import("@/lib/db/migrations");
  await applyMigrations(new PrismaPg({ connectionString: databaseUrl }) as never);
  const { createUser, changePlan } = await import("@/lib/accounts/users");
  const { createApiKey } = await import("@/lib/auth/api-keys");
  const { db, closeDb } = await import("@/lib/db/client");
  const user = await createUser({
    email: `bench-${randomBytes(4).toString("hex")}@example.test`,
    password: "bench-password-1",
    name: "Bench",
  });
  await changePlan(user.id, { plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
  const key = await createApiKey(user.id, { name: "bench" });
  const client = await db();
  await client.category.create({ data: { slug: "bench", name: "Bench" } });
  const productId = `prod_bench${randomBytes(4).toString("hex")}`;
  await client.product.create({
    data: {
      id: productId,
      authorId: user.id,
      title: "Bench prompt",
      description: "bench",
      type: "PROMPT",
      categorySlug: "bench",
      priceCents: 100,
      content: "Summarise {{text}} in one line.",
      compatibility: ["openai"],
      status: "PUBLISHED",
      publishedAt: new Date(),
    },
  });
  await closeDb();
  return { apiKey: key.key, productId };
}

async function startServer() {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");
  const child = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      MASTER_KEYS: process.env.MASTER_KEYS ?? `1:${randomBytes(32).toString("base64")}`,
      // The fake provider listens on 127.0.0.1 over http.
      WEBHOOK_ALLOW_PRIVATE: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error("server did not start");
}

/**
 * CPU the server process tree has used, in ms (Linux /proc; utime + stime of the server and its descendants), so each
 * probe also reports CPU per request: a figure the machine's load moves far less than latency.
 */
function serverCpuMs(rootPid: number): number {
  const ticks = 100; // USER_HZ on Linux
  const stats = fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      try {
        // Fields after the ")" that closes the command name: state, ppid, … utime (14th), stime (15th).
        const rest = fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ");
        return { pid: Number(d), ppid: Number(rest[1]), cpu: Number(rest[11]) + Number(rest[12]) };
      } catch {
        return null;
      }
    })
    .filter((s) => s !== null);
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
    }
  }
  return (stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.cpu, 0) * 1000) / ticks;
}

/** One timed request: full answer for plain calls; for streams, until the first text chunk arrives. */
type Probe = () => Promise<number>;

function post(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

async function timeFull(send: () => Promise<Response>): Promise<number> {
  const t = performance.now();
  const res = await send();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`answered ${res.status}`);
  return performance.now() - t;
}

/** Time until the body holds `marker` (the first delta); the rest is read to the end so the run finishes normally. */
async function timeFirst(send: () => Promise<Response>, marker: string): Promise<number> {
  const t = performance.now();
  const res = await send();
  if (!res.ok) throw new Error(`answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  let first = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value;
    if (!first && seen.includes(marker)) first = performance.now() - t;
  }
  if (!first) throw new Error(`no ${marker} in ${seen.slice(0, 200)}`);
  return first;
}

/** CONNECTIONS workers issue requests back to back for `seconds`; every latency is kept. */
async function load(probe: Probe, seconds: number) {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        try {
          latencies.push(await probe());
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(2));
  return { requests: latencies.length, perSecond: Number((latencies.length / seconds).toFixed(1)), p50: pct(50), p99: pct(99), errors };
}

const provider = await startFakeProvider();
const { apiKey, productId } = await prepareDatabase();
const server = await startServer();
const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));
try {
  const auth = { authorization: `Bearer ${apiKey}` };
  const created = await post(
    `${base}/api/v1/provider-keys`,
    { provider: "openai", key: `sk-bench-${randomBytes(12).toString("hex")}`, baseUrl: provider.url, monthlyBudget: 1_000_000 },
    auth,
  );
  if (created.status !== 201) throw new Error(`provider key: ${created.status} ${await created.text()}`);
  const keyId = ((await created.json()) as { data: { id: string } }).data.id;
  const runBody = { productId, apiKeyId: keyId, variables: { text: "the quarterly report" } };
  const direct = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Summarise the quarterly report in one line." }] };

  const probes: Record<string, Probe> = {
    providerDirect: () => timeFull(() => post(`${provider.url}/chat/completions`, direct, { authorization: "Bearer sk-direct" })),
    execute: () => timeFull(() => post(`${base}/api/v1/ai/execute`, runBody, auth)),
    providerDirectStreamFirstByte: () =>
      timeFirst(
        () => post(`${provider.url}/chat/completions`, { ...direct, stream: true }, { authorization: "Bearer sk-direct" }),
        '"content"',
      ),
    executeStreamFirstByte: () => timeFirst(() => post(`${base}/api/v1/ai/execute`, { ...runBody, stream: true }, auth), "event: delta"),
    me: () => timeFull(() => fetch(`${base}/api/v1/me`, { headers: auth })),
  };
  // BENCH_ONLY=execute,me: a subset of the probes (for profiling one path).
  const names = Object.keys(probes).filter((n) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(",").includes(n));
  for (const name of names) await probes[name](); // fail fast on a misconfigured path
  for (const name of names) await load(probes[name], 2); // warm-up: JIT, route chunks, pools
  provider.reset();

  const loadBefore = loadAverage();
  const rounds: Record<string, (Awaited<ReturnType<typeof load>> & { serverCpuMsPerRequest: number })[]> = Object.fromEntries(
    names.map((n) => [n, []]),
  );
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? [...names].reverse() : names;
    for (const name of order) {
      const cpu = serverCpuMs(server.pid!);
      const r = await load(probes[name], SECONDS);
      rounds[name].push({ ...r, serverCpuMsPerRequest: Number(((serverCpuMs(server.pid!) - cpu) / r.requests).toFixed(3)) });
    }
  }
  const loadAfter = loadAverage();
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length / 2;
    return Number((s.length % 2 ? s[Math.floor(m)] : (s[m - 1] + s[m]) / 2).toFixed(2));
  };
  // Added time per round (same round, same machine state), then the median over rounds.
  const added = (service: string, direct: string, p: "p50" | "p99") =>
    !rounds[service] || !rounds[direct] ? null : median(rounds[service].map((r, i) => r[p] - rounds[direct][i][p]));
  const summary = Object.fromEntries(
    names.map((n) => [
      n,
      {
        p50: median(rounds[n].map((r) => r.p50)),
        p99: median(rounds[n].map((r) => r.p99)),
        perSecond: median(rounds[n].map((r) => r.perSecond)),
        // The provider probes go around the server: their figure is its idle CPU, the floor of the others.
        serverCpuMsPerRequest: median(rounds[n].map((r) => r.serverCpuMsPerRequest)),
      },
    ]),
  );
  const result = {
    benchmark: "AI gateway overhead: POST /api/v1/ai/execute (plain, streamed) vs the provider called directly, beside GET /api/v1/me",
    date: new Date().toISOString(),
    database: "postgresql",
    loadAverage: { before: loadBefore, after: loadAfter, cpus: os.cpus().length },
    settings: { rounds: ROUNDS, secondsPerRound: SECONDS, connections: CONNECTIONS },
    summary,
    addedMs: {
      plain: { p50: added("execute", "providerDirect", "p50"), p99: added("execute", "providerDirect", "p99") },
      streamFirstByte: {
        p50: added("executeStreamFirstByte", "providerDirectStreamFirstByte", "p50"),
        p99: added("executeStreamFirstByte", "providerDirectStreamFirstByte", "p99"),
      },
    },
    targets: { plainP50: 5, plainP99: 25, streamFirstByteP50: 10 },
    errors: Object.fromEntries(names.map((n) => [n, rounds[n].reduce((s, r) => s + r.errors, 0)])),
    rounds,
  };
  const meets = {
    plainP50: (result.addedMs.plain.p50 ?? Infinity) < 5,
    plainP99: (result.addedMs.plain.p99 ?? Infinity) < 25,
    streamFirstByteP50: (result.addedMs.streamFirstByte.p50 ?? Infinity) < 10,
  };
  fs.mkdirSync("bench/results", { recursive: true });
  const file = path.join("bench/results", `ai-${result.date.replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...result, meets }, null, 2) + "\n");
  for (const n of names)
    console.log(
      `${n.padEnd(30)} p50 ${summary[n].p50} ms  p99 ${summary[n].p99} ms  ${summary[n].perSecond}/s  server CPU ${summary[n].serverCpuMsPerRequest} ms/req`,
    );
  console.log(`added, plain:             p50 ${result.addedMs.plain.p50} ms, p99 ${result.addedMs.plain.p99} ms (targets < 5, < 25)`);
  console.log(
    `added, first streamed byte: p50 ${result.addedMs.streamFirstByte.p50} ms, p99 ${result.addedMs.streamFirstByte.p99} ms (target < 10)`,
  );
  console.log(`load average ${loadBefore.join(" ")} → ${loadAfter.join(" ")}; ${JSON.stringify(meets)} → ${file}`);
} finally {
  server.kill();
  await new Promise((r) => server.once("exit", r));
  await provider.close();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
process.exit(0);
