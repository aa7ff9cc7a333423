// npm run bench:ai-cpu — CPU the service spends per AI run, a figure the machine's load hardly moves (wall-clock
// percentiles on this shared 2-core machine swing with other sessions' work). executePrompt runs in-process, 10 at a
// time, against the integration tests' fake provider in a child process (so its CPU is not counted), on a fresh
// PostgreSQL database with a budgeted key; CPU per run = process.cpuUsage() over the timed runs / runs. Add
// `node --cpu-prof` (NODE_OPTIONS) to see where it goes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `marketplace_bench_aicpu_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The fake provider in its own process; resolves with its base URL. */
function startProvider(): Promise<{ url: string; stop: () => void }> {
  const code = `import("./tests/ai/fake-provider.ts").then(async (m) => { const p = await m.startFakeProvider(); console.log(p.url); })`;
  const child = spawn("node_modules/.bin/tsx", ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout.once("data", (b: Buffer) => resolve({ url: b.toString().trim(), stop: () => child.kill() }));
    child.once("exit", (c) => reject(new Error(`fake provider exited ${c}`)));
  });
}

const provider = await startProvider();
await admin(`CREATE DATABASE "${dbName}"`);
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "warn",
  WEBHOOK_ALLOW_PRIVATE: "1",
  MASTER_KEYS: process.env.MASTER_KEYS ?? `1:${randomBytes(32).toString("base64")}`,
});
const { PrismaPg } = await import("@prisma/adapter-pg");
const { applyMigrations } = await import("@/lib/db/migrations");
// Its own pool, closed after, so dropping the database at the end meets no idle connection of it.
const migrationPool = new pg.Pool({ connectionString: databaseUrl });
await applyMigrations(new PrismaPg(migrationPool) as never);
await migrationPool.end();
const { createUser } = await import("@/lib/accounts/users");
const { createProviderKey } = await import("@/lib/ai/provider-keys");
const { executePrompt } = await import("@/lib/ai/execute-prompt");
const { db, closeDb } = await import("@/lib/db/client");
const user = await createUser({ email: `bench-${randomBytes(4).toString("hex")}@example.test`, password: "bench-password-1", name: "B" });
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
const key = await createProviderKey(user.id, {
  provider: "openai",
  key: "sk-bench-0123456789",
  baseUrl: provider.url,
  monthlyBudget: 1_000_000,
});
const input = { productId, apiKeyId: key.id, variables: { text: "the quarterly report" } };

async function drive(runs: number) {
  let left = runs;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left-- > 0) await executePrompt(user.id, input);
    }),
  );
}

const loadBefore = os.loadavg();
await drive(WARMUP);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await drive(RUNS);
const cpu = process.cpuUsage(cpu0);
const wallMs = performance.now() - t0;
const result = {
  date: new Date().toISOString(),
  runs: RUNS,
  connections: CONNECTIONS,
  cpuMsPerRun: Number(((cpu.user + cpu.system) / 1000 / RUNS).toFixed(3)),
  userMsPerRun: Number((cpu.user / 1000 / RUNS).toFixed(3)),
  systemMsPerRun: Number((cpu.system / 1000 / RUNS).toFixed(3)),
  runsPerSecond: Number(((RUNS / wallMs) * 1000).toFixed(1)),
  loadAverage: { before: loadBefore, after: os.loadavg() },
  label: process.env.BENCH_LABEL ?? "",
};
console.log(JSON.stringify(result, null, 2));
fs.mkdirSync("bench/results", { recursive: true });
const file = path.join("bench/results", `ai-cpu-${result.date.replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
await closeDb();
provider.stop();
// Without FORCE: a connection still open would be a leak worth seeing, not something to cut.
await admin(`DROP DATABASE "${dbName}"`).catch((err) => console.error(`left database ${dbName}: ${(err as Error).message}`));
