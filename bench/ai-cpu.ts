// npm run bench:ai-cpu — CPU the service spends per AI run, a figure the machine's load hardly moves (wall-clock
// percentiles on this shared 2-core machine swing with other sessions' work). executePrompt runs in-process, 10 at a
// time, against the integration tests' fake provider in a child process (so its CPU is not counted), on a fresh
// PostgreSQL database with a budgeted key; CPU per run = process.cpuUsage() over the timed runs / runs. Add
// `node --cpu-prof` (NODE_OPTIONS) to see where it goes.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { benchDatabase, benchPrompt, benchUser } from "./support/database";
import { loadAverage, writeResult } from "./support/results";

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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
Object.assign(process.env, {
  WEBHOOK_ALLOW_PRIVATE: "1",
  MASTER_KEYS: process.env.MASTER_KEYS ?? `1:${randomBytes(32).toString("base64")}`,
});
const database = benchDatabase("aicpu");
await database.create();
const { createProviderKey } = await import("@/lib/ai/provider-keys");
const { executePrompt } = await import("@/lib/ai/execute-prompt");
const { userId } = await benchUser();
const productId = await benchPrompt(userId);
const key = await createProviderKey(userId, {
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
      while (left-- > 0) await executePrompt(userId, input);
    }),
  );
}

const loadBefore = loadAverage();
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
  loadAverage: { before: loadBefore, after: loadAverage() },
  label: process.env.BENCH_LABEL ?? "",
};
console.log(JSON.stringify(result, null, 2));
writeResult("ai-cpu", result);
provider.stop();
await database.drop({ force: false });
