// npm run bench — GET /api/v1/me with an API key (auth + rate limit + account read) side by side with
// GET /api/ping (a constant: the stack's ceiling), on the production build over a fresh PostgreSQL database.
// Each round measures both back to back (order alternating), so a noisy stretch of this shared machine
// hits both alike; the reported ratio is the median of the per-round ratios.
import autocannon from "autocannon";
import { benchDatabase, benchUser } from "./support/database";
import { startBenchServer } from "./support/server";
import { median, writeResult } from "./support/results";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

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

const database = benchDatabase("me");
await database.create();
const { apiKey } = await benchUser();
const server = await startBenchServer(database.url);
try {
  const targets = {
    ping: { url: `${server.base}/api/ping`, headers: {} },
    me: { url: `${server.base}/api/v1/me`, headers: { authorization: `Bearer ${apiKey}` } },
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
  const ratio = median(perRound);
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
  const file = writeResult("me-vs-ping", result);
  console.log(`ping: ${ping.requestsPerSecond} req/s (p50 ${ping.latencyMs.p50} ms, p99 ${ping.latencyMs.p99} ms)`);
  console.log(`me:   ${me.requestsPerSecond} req/s (p50 ${me.latencyMs.p50} ms, p99 ${me.latencyMs.p99} ms)`);
  console.log(`ratio me/ping (median of rounds): ${ratio}, per round ${result.ratioPerRound.join(" ")} (target ≥ 0.8) → ${file}`);
} finally {
  await server.stop();
  await database.drop();
}
process.exit(0);
