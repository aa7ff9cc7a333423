// npm run bench:ai — the time the AI gateway adds to a run (docs/decisions/020-gateway-overhead-measured-below-capacity.md).
// A local OpenAI-compatible provider that answers at once (the one the integration tests use) is called three ways:
// directly (the provider's own latency as a client sees it), through POST /api/v1/ai/execute (plain), and through
// the same with "stream": true (time to the first delta); GET /api/v1/me runs beside them as the /v1 wrapper's floor.
// Every probe runs on 10 concurrent connections in two load shapes, in alternating rounds:
// - paced: the 10 connections send on a fixed schedule that offers BENCH_RATE requests/s in all (default 100/s), and
//   latency counts from each request's scheduled time, so a late send counts against the service;
// - closed loop: the 10 connections send back to back, which finds the path's capacity on this machine; latency
//   there is mostly waiting behind the 9 other requests (Little's law), reported beside capacity.
// Added time = the service's percentile − the direct call's percentile in the same round and shape; the median over
// rounds is reported. Targets are judged on the paced shape. Production build over a fresh PostgreSQL database; the
// key carries a monthly budget, so the budget reservation is on the measured path.
import { randomBytes } from "node:crypto";
import { startFakeProvider } from "../tests/ai/fake-provider";
import { benchDatabase, benchPrompt, benchUser } from "./support/database";
import { processTreeCpuMs, startBenchServer } from "./support/server";
import { loadAverage, median, percentile, writeResult } from "./support/results";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const TARGETS = { plainP50: 5, plainP99: 25, streamFirstByteP50: 10 };

/** Sends one request and resolves with the ms until it counts as answered (whole body, or the first delta). */
type Probe = () => Promise<number>;
type Shape = "paced" | "closedLoop";

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * CONNECTIONS workers for `seconds`. Closed loop: back to back. Paced: worker i sends at its own fixed times,
 * offset so the workers together offer RATE requests/s; a request that could not start on time (its connection was
 * still busy) counts its lateness too, so a slow service cannot hide by sending less (no coordinated omission).
 */
async function load(probe: Probe, shape: Shape, seconds: number) {
  const start = performance.now();
  const until = start + seconds * 1000;
  const interval = (CONNECTIONS / RATE) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let k = 0; ; k++) {
        const due = shape === "paced" ? start + (worker / CONNECTIONS) * interval + k * interval : performance.now();
        if (due >= until) break;
        if (due > performance.now()) await sleep(due - performance.now());
        // Timers may fire a fraction of a millisecond early (libuv rounds to whole ms): early is not negative lateness.
        const late = Math.max(0, performance.now() - due);
        try {
          latencies.push(late + (await probe()));
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Number((latencies.length / seconds).toFixed(1)),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

const provider = await startFakeProvider();
const database = benchDatabase("ai");
await database.create();
const { userId, apiKey } = await benchUser();
const productId = await benchPrompt(userId);
const server = await startBenchServer(database.url, { WEBHOOK_ALLOW_PRIVATE: "1" }); // the fake provider is http on 127.0.0.1
try {
  const auth = { authorization: `Bearer ${apiKey}` };
  const created = await post(
    `${server.base}/api/v1/provider-keys`,
    { provider: "openai", key: `sk-bench-${randomBytes(12).toString("hex")}`, baseUrl: provider.url, monthlyBudget: 1_000_000 },
    auth,
  );
  if (created.status !== 201) throw new Error(`provider key: ${created.status} ${await created.text()}`);
  const keyId = ((await created.json()) as { data: { id: string } }).data.id;
  const runBody = { productId, apiKeyId: keyId, variables: { text: "the quarterly report" } };
  const direct = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Summarise the quarterly report in one line." }] };
  const execute = `${server.base}/api/v1/ai/execute`;

  const probes: Record<string, Probe> = {
    providerDirect: () => timeFull(() => post(`${provider.url}/chat/completions`, direct, { authorization: "Bearer sk-direct" })),
    execute: () => timeFull(() => post(execute, runBody, auth)),
    providerDirectStreamFirstByte: () =>
      timeFirst(
        () => post(`${provider.url}/chat/completions`, { ...direct, stream: true }, { authorization: "Bearer sk-direct" }),
        '"content"',
      ),
    executeStreamFirstByte: () => timeFirst(() => post(execute, { ...runBody, stream: true }, auth), "event: delta"),
    me: () => timeFull(() => fetch(`${server.base}/api/v1/me`, { headers: auth })),
  };
  // BENCH_ONLY=execute,me: a subset of the probes (for profiling one path); BENCH_SHAPES=paced: one load shape.
  const names = Object.keys(probes).filter((n) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(",").includes(n));
  const shapes = (["paced", "closedLoop"] as const).filter(
    (s) => !process.env.BENCH_SHAPES || process.env.BENCH_SHAPES.split(",").includes(s),
  );
  for (const name of names) await probes[name](); // fail fast on a misconfigured path
  for (const name of names) await load(probes[name], "closedLoop", 2); // warm-up: JIT, route chunks, pools
  provider.reset();

  type Round = Awaited<ReturnType<typeof load>> & { serverCpuMsPerRequest: number };
  const rounds = Object.fromEntries(shapes.map((s) => [s, Object.fromEntries(names.map((n) => [n, [] as Round[]]))]));
  const loadBefore = loadAverage();
  for (let i = 0; i < ROUNDS; i++) {
    for (const shape of shapes) {
      for (const name of i % 2 ? [...names].reverse() : names) {
        const cpu = processTreeCpuMs(server.pid);
        const r = await load(probes[name], shape, SECONDS);
        rounds[shape][name].push({ ...r, serverCpuMsPerRequest: Number(((processTreeCpuMs(server.pid) - cpu) / r.requests).toFixed(3)) });
      }
    }
  }
  const loadAfter = loadAverage();

  const summary = Object.fromEntries(
    shapes.map((shape) => [
      shape,
      Object.fromEntries(
        names.map((n) => {
          const rs = rounds[shape][n];
          // The provider probes go around the server: their CPU figure is its idle cost, the floor of the others.
          const stat = (k: "p50" | "p99" | "perSecond" | "serverCpuMsPerRequest") => median(rs.map((r) => r[k]));
          return [
            n,
            { p50: stat("p50"), p99: stat("p99"), perSecond: stat("perSecond"), serverCpuMsPerRequest: stat("serverCpuMsPerRequest") },
          ];
        }),
      ),
    ]),
  );
  // Added time per round (same round, shape and machine state), then the median over rounds.
  const added = (shape: Shape, service: string, baseline: string) => {
    const s = rounds[shape]?.[service];
    const b = rounds[shape]?.[baseline];
    if (!s || !b) return null;
    return { p50: median(s.map((r, i) => r.p50 - b[i].p50)), p99: median(s.map((r, i) => r.p99 - b[i].p99)) };
  };
  const addedMs = Object.fromEntries(
    shapes.map((shape) => [
      shape,
      {
        plain: added(shape, "execute", "providerDirect"),
        streamFirstByte: added(shape, "executeStreamFirstByte", "providerDirectStreamFirstByte"),
      },
    ]),
  );
  const paced = addedMs.paced;
  const meets = paced && {
    plainP50: (paced.plain?.p50 ?? Infinity) < TARGETS.plainP50,
    plainP99: (paced.plain?.p99 ?? Infinity) < TARGETS.plainP99,
    streamFirstByteP50: (paced.streamFirstByte?.p50 ?? Infinity) < TARGETS.streamFirstByteP50,
  };
  const date = new Date().toISOString();
  const file = writeResult("ai", {
    benchmark: "AI gateway overhead: POST /api/v1/ai/execute (plain, streamed) vs the provider called directly, beside GET /api/v1/me",
    date,
    database: "postgresql",
    loadAverage: { before: loadBefore, after: loadAfter },
    settings: { rounds: ROUNDS, secondsPerRound: SECONDS, connections: CONNECTIONS, pacedRatePerSecond: RATE, shapes },
    targets: { ...TARGETS, judgedOn: `paced, ${CONNECTIONS} connections, ${RATE} requests/s` },
    meets,
    addedMs,
    summary,
    rounds,
  });
  for (const shape of shapes) {
    console.log(
      shape === "paced" ? `paced: ${CONNECTIONS} connections offering ${RATE}/s` : `closed loop: ${CONNECTIONS} connections back to back`,
    );
    for (const n of names) {
      const s = summary[shape][n];
      console.log(`  ${n.padEnd(30)} p50 ${s.p50} ms  p99 ${s.p99} ms  ${s.perSecond}/s  server CPU ${s.serverCpuMsPerRequest} ms/req`);
    }
    const a = addedMs[shape];
    console.log(
      `  added, plain: p50 ${a.plain?.p50} ms, p99 ${a.plain?.p99} ms; first streamed byte: p50 ${a.streamFirstByte?.p50} ms, p99 ${a.streamFirstByte?.p99} ms`,
    );
  }
  console.log(`targets (paced): plain p50 < 5, p99 < 25, first streamed byte p50 < 10 → ${JSON.stringify(meets)}`);
  console.log(`load average ${loadBefore.join(" ")} → ${loadAfter.join(" ")} → ${file}`);
} finally {
  await server.stop();
  await provider.close();
  await database.drop();
}
process.exit(0);
