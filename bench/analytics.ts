// npm run bench:analytics — /v1/analytics/products against 1,000,000 orders and 5,000,000 views of one seller
// in a fresh PostgreSQL database, served by the production build; p50/p99 at 10 connections with autocannon.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the database is
// created for the run and dropped afterwards (KEEP_BENCH_DB=1 keeps it; BENCH_REUSE_DB=<name> measures a kept one
// again without seeding). BENCH_SECONDS per scenario (default 20).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { applyMigrations } from "@/lib/db/migrations";
import { hashApiKey } from "@/lib/auth/api-keys";
import { closeDb } from "@/lib/db/client";
import { getProductAnalytics } from "@/lib/analytics/product-analytics";
import type { Period } from "@/lib/analytics/range";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const port = 3900 + Math.floor(Math.random() * 90);
const reuse = process.env.BENCH_REUSE_DB;
const dbName = reuse ?? `marketplace_bench_${Date.now().toString(36)}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  const ms = Math.round(performance.now() - started);
  console.log(`${label}: ${ms} ms`);
  return { value, ms };
}

async function seed(): Promise<{ apiKey: string; counts: Record<string, number>; seedMs: number }> {
  if (reuse) return { apiKey: await newApiKey(), counts: await dataCounts(), seedMs: 0 };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  // Our own pool, ended here: a pool left idle would die noisily when the database is dropped at the end.
  const pool = new pg.Pool({ connectionString: dbUrl });
  await applyMigrations(new PrismaPg(pool) as never);
  await pool.end();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const sql = fs.readFileSync(path.join(import.meta.dirname, "analytics-seed.sql"), "utf8").replaceAll(":end_day", `'${today}'`);
  const { ms } = await timed("seed (generate_series + rollup triggers)", () => client.query(sql));
  // As autovacuum would soon after a bulk load: statistics, and visibility maps for index-only scans.
  await timed("vacuum analyze", () => client.query("VACUUM ANALYZE"));
  await client.end();
  return { apiKey: await newApiKey(), counts: await dataCounts(), seedMs: ms };
}

async function withClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function newApiKey(): Promise<string> {
  const apiKey = `mk_live_bench_${randomBytes(24).toString("base64url")}`;
  return withClient(async (c) => {
    await c.query(
      `INSERT INTO "ApiKey" (id, "userId", name, prefix, hash, scopes) VALUES ($1, 'usr_bench_seller', 'bench', $1, $2, ARRAY['analytics:read'])`,
      [`key_bench_${randomBytes(6).toString("hex")}`, hashApiKey(apiKey)],
    );
    return apiKey;
  });
}

function dataCounts(): Promise<Record<string, number>> {
  return withClient(async (c) => {
    const { rows } = await c.query(`
      SELECT (SELECT count(*) FROM "Order")::int AS orders, (SELECT count(*) FROM "Refund")::int AS refunds,
             (SELECT count(*) FROM "Product")::int AS products, (SELECT sum(views) FROM "ProductViewDay")::int AS views,
             (SELECT count(*) FROM "AnalyticsProductDay")::int AS "productDayRows", (SELECT count(*) FROM "AnalyticsSellerDay")::int AS "sellerDayRows"`);
    return rows[0];
  });
}

async function startServer(): Promise<() => void> {
  const child = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: dbUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "marketplace-bench-")),
      AUTO_SEED: "false",
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return () => child.kill("SIGTERM");
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGTERM");
  throw new Error("the production server did not become healthy");
}

/** The domain function alone, in this process, one call at a time: how much of a request is the SQL. */
async function inProcess(period: Period, start: string, end: string) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await getProductAnalytics("usr_bench_seller", { period, start, end });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[14] * 10) / 10, max: Math.round(times[29] * 10) / 10 };
}

async function scenario(name: string, path: string, apiKey: string) {
  const url = `http://127.0.0.1:${port}/api/v1${path}`;
  const loadBefore = os.loadavg()[0];
  const headers = { authorization: `Bearer ${apiKey}` };
  const probe = await fetch(url, { headers });
  const body = await probe.json();
  if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
  for (let i = 0; i < 20; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  const row = {
    name,
    path,
    loadAverage1m: { before: loadBefore, after: os.loadavg()[0] },
    connections: 10,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    buckets: body.data.timeline?.length,
    summary: body.data.summary,
  };
  console.log(`${name}: p50 ${row.latencyMs.p50} ms, p99 ${row.latencyMs.p99} ms, ${row.requestsPerSecond} req/s, non-2xx ${row.non2xx}`);
  return row;
}

async function dropDatabase() {
  if (reuse || process.env.KEEP_BENCH_DB === "1") return console.log(`kept database ${dbName}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}

if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No production build: npm run bench:analytics builds first");
let stop: (() => void) | undefined;
try {
  const { apiKey, counts, seedMs } = await seed();
  stop = await startServer();
  const scenarios = [
    await scenario("year by month", `/analytics/products?period=month&startDate=${day(-364)}&endDate=${today}`, apiKey),
    await scenario("30 days by day", `/analytics/products?period=day&startDate=${day(-29)}&endDate=${today}`, apiKey),
    // The floor: the same wrapper (key lookup, rate limit) around a handler that reads nothing more.
    await scenario("baseline GET /me", "/me", apiKey),
  ];
  process.env.DATABASE_URL = dbUrl;
  const domainOnly = {
    "year by month": await inProcess("month", day(-364), today),
    "30 days by day": await inProcess("day", day(-29), today),
  };
  const result = {
    benchmark: "analytics:products",
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, postgres: serverUrl.replace(/\/\/[^@]*@/, "//") },
    data: { ...counts, seedMs },
    targetP99Ms: 150,
    scenarios,
    domainFunctionMs: domainOnly,
    metTarget: scenarios.slice(0, 2).every((s) => s.latencyMs.p99 < 150 && s.non2xx === 0 && s.errors === 0),
  };
  fs.mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/analytics-${result.at.replace(/[:.]/g, "-")}.json`;
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}; p99 target met: ${result.metTarget}`);
} finally {
  stop?.();
  await closeDb();
  await dropDatabase();
}
