// npm run bench — GET /api/v1/me with an API key (auth + rate limit + account read) side by side with
// GET /api/ping (a constant: the stack's ceiling), on the production build over a fresh PostgreSQL database.
// Each round measures both back to back (order alternating), so a noisy stretch of this shared machine
// hits both alike; the reported ratio is the median of the per-round ratios.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `marketplace_bench_${Date.now().toString(36)}`;
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

async function prepareDatabase(): Promise<string> {
  await admin(`CREATE DATABASE "${dbName}"`);
  process.env.DATABASE_URL = databaseUrl;
  process.env.LOG_LEVEL = "warn";
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { applyMigrations } = await import("@/lib/db/migrations");
  await applyMigrations(new PrismaPg({ connectionString: databaseUrl }) as never);
  const { createUser, changePlan } = await import("@/lib/accounts/users");
  const { createApiKey } = await import("@/lib/auth/api-keys");
  const { closeDb } = await import("@/lib/db/client");
  const user = await createUser({
    email: `bench-${randomBytes(4).toString("hex")}@example.test`,
    password: "bench-password-1",
    name: "Bench",
  });
  // Limits high enough that the benchmark measures the counting, never a refusal.
  await changePlan(user.id, { plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
  const key = await createApiKey(user.id, { name: "bench" });
  await closeDb();
  return key.key;
}

async function startServer() {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");
  const child = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
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

type Round = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

async function measure(url: string, headers: Record<string, string>, duration = DURATION): Promise<Round> {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return { requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

function summarise(rounds: Round[]) {
  const mean = (k: keyof Round) => Number((rounds.reduce((s, r) => s + r[k], 0) / rounds.length).toFixed(2));
  return {
    requestsPerSecond: mean("requestsPerSecond"),
    latencyMs: { p50: mean("p50"), p99: mean("p99") },
    non2xx: rounds.reduce((s, r) => s + r.non2xx, 0),
    errors: rounds.reduce((s, r) => s + r.errors, 0),
    rounds,
  };
}

const key = await prepareDatabase();
const server = await startServer();
try {
  const targets = {
    ping: { url: `${base}/api/ping`, headers: {} },
    me: { url: `${base}/api/v1/me`, headers: { authorization: `Bearer ${key}` } },
  };
  const probe = await fetch(targets.me.url, { headers: targets.me.headers });
  if (probe.status !== 200) throw new Error(`/api/v1/me answered ${probe.status}: ${await probe.text()}`);
  // Warm-up: JIT, route chunks, connection pool.
  await measure(targets.ping.url, targets.ping.headers, 3);
  await measure(targets.me.url, targets.me.headers, 3);
  const rounds: Record<"ping" | "me", Round[]> = { ping: [], me: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of i % 2 ? (["me", "ping"] as const) : (["ping", "me"] as const)) {
      rounds[name].push(await measure(targets[name].url, targets[name].headers));
    }
  }
  const ping = summarise(rounds.ping);
  const me = summarise(rounds.me);
  const perRound = rounds.me.map((r, i) => r.requestsPerSecond / rounds.ping[i].requestsPerSecond).sort((a, b) => a - b);
  const mid = perRound.length / 2;
  const median = perRound.length % 2 ? perRound[Math.floor(mid)] : (perRound[mid - 1] + perRound[mid]) / 2;
  const ratio = Number(median.toFixed(3));
  const result = {
    benchmark: "GET /api/v1/me (API key) vs GET /api/ping",
    date: new Date().toISOString(),
    database: "postgresql",
    settings: { rounds: ROUNDS, secondsPerRound: DURATION, connections: CONNECTIONS },
    ping,
    me,
    ratio,
    ratioOfMeans: Number((me.requestsPerSecond / ping.requestsPerSecond).toFixed(3)),
    ratioPerRound: perRound.map((r) => Number(r.toFixed(3))),
    target: 0.8,
    meetsTarget: ratio >= 0.8,
  };
  fs.mkdirSync("bench/results", { recursive: true });
  const file = path.join("bench/results", `me-vs-ping-${result.date.replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
  console.log(`ping: ${ping.requestsPerSecond} req/s (p50 ${ping.latencyMs.p50} ms, p99 ${ping.latencyMs.p99} ms)`);
  console.log(`me:   ${me.requestsPerSecond} req/s (p50 ${me.latencyMs.p50} ms, p99 ${me.latencyMs.p99} ms)`);
  console.log(`ratio me/ping (median of rounds): ${ratio}, per round ${result.ratioPerRound.join(" ")} (target ≥ 0.8) → ${file}`);
} finally {
  server.kill();
  await new Promise((r) => server.once("exit", r));
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
process.exit(0);
