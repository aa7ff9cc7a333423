// npm run bench:mcp — what the MCP endpoint adds to a prompt run (docs/benchmarks.md#mcp, issue 30's target: ≤ 2 ms at
// p50 over the REST path). The same purchased prompt runs on the same local OpenAI-compatible provider three ways, in
// one run: the provider called directly, POST /api/v1/ai/execute, and tools/call run_prompt on /api/mcp. The MCP
// request is the one the official client (@modelcontextprotocol/client, 2026-07-28 revision) sends, recorded once and
// replayed with fetch, so neither side pays a client library's CPU in the load generator. Paced and closed-loop
// shapes as bench:ai (ADR 020); the buyer bought the prompt (an order row) and runs it on a stored key with a monthly
// budget, so MCP's per-request work (authentication, rate limit, the buyer's purchases, the server built for them)
// and the budget reservation are both on the measured path.
import { randomBytes } from "node:crypto";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { startFakeProvider } from "../tests/ai/fake-provider";
import { benchDatabase, benchPrompt, benchUser } from "./support/database";
import { processTreeCpuMs, startBenchServer } from "./support/server";
import { loadAverage, median, percentile, writeResult } from "./support/results";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const TARGET_ADDED_P50_MS = 2;

type Probe = () => Promise<number>;
type Shape = "paced" | "closedLoop";

function post(url: string, body: object | string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Time to the whole answer; `check` refuses an answer that is not a successful run. */
async function timeFull(send: () => Promise<Response>, check?: (body: string) => boolean): Promise<number> {
  const t = performance.now();
  const res = await send();
  const body = await res.text();
  const elapsed = performance.now() - t;
  if (!res.ok || (check && !check(body))) throw new Error(`answered ${res.status}: ${body.slice(0, 300)}`);
  return elapsed;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** As bench/ai.ts: CONNECTIONS workers, paced (lateness counts) or back to back. */
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
const database = benchDatabase("mcp");
await database.create();
const author = await benchUser();
const buyer = await benchUser();
const productId = await benchPrompt(author.userId);
{
  // The buyer's purchase, written directly (the benchmark measures running it, not buying it).
  const { db } = await import("@/lib/db/client");
  const client = await db();
  await client.order.create({
    data: {
      id: `ord_bench${randomBytes(4).toString("hex")}`,
      buyerId: buyer.userId,
      sellerId: author.userId,
      productId,
      amountCents: 100,
      feeCents: 20,
      sellerNetCents: 80,
      currency: "USD",
      chargeRef: `free_bench${randomBytes(4).toString("hex")}`,
      activeKey: `${buyer.userId}:${productId}`,
    },
  });
}
const server = await startBenchServer(database.url, { WEBHOOK_ALLOW_PRIVATE: "1" }); // the fake provider is http on 127.0.0.1
let recorded: { headers: Record<string, string>; body: string } | undefined;
try {
  const auth = { authorization: `Bearer ${buyer.apiKey}` };
  const created = await post(
    `${server.base}/api/v1/provider-keys`,
    { provider: "openai", key: `sk-bench-${randomBytes(12).toString("hex")}`, baseUrl: provider.url, monthlyBudget: 1_000_000 },
    auth,
  );
  if (created.status !== 201) throw new Error(`provider key: ${created.status} ${await created.text()}`);
  const keyId = ((await created.json()) as { data: { id: string } }).data.id;
  const variables = { text: "the quarterly report" };
  const direct = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Summarise the quarterly report in one line." }] };
  const execute = `${server.base}/api/v1/ai/execute`;
  const mcpUrl = `${server.base}/api/mcp`;

  // Record the official client's tools/call request once.
  const recorder = async (input: string | URL | Request, init?: RequestInit) => {
    const body = typeof init?.body === "string" ? init.body : "";
    if (body.includes('"tools/call"')) recorded = { headers: Object.fromEntries(new Headers(init?.headers).entries()), body };
    return fetch(input, init);
  };
  const client = new Client({ name: "promptly-bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: auth }, fetch: recorder }));
  const first = await client.callTool({ name: "run_prompt", arguments: { productId, providerKeyId: keyId, variables } });
  if (first.isError || !recorded) throw new Error(`run_prompt through the client failed: ${JSON.stringify(first).slice(0, 300)}`);
  await client.close();
  const call = recorded;
  const protocolVersion = call.headers["mcp-protocol-version"] ?? "(none)";

  const probes: Record<string, Probe> = {
    providerDirect: () => timeFull(() => post(`${provider.url}/chat/completions`, direct, { authorization: "Bearer sk-direct" })),
    execute: () => timeFull(() => post(execute, { productId, apiKeyId: keyId, variables }, auth)),
    mcpRunPrompt: () =>
      timeFull(
        () => fetch(mcpUrl, { method: "POST", headers: call.headers, body: call.body }),
        (body) => body.includes('"executionId"') && !body.includes('"isError":true'),
      ),
  };
  const names = Object.keys(probes);
  const shapes = (["paced", "closedLoop"] as const).filter(
    (s) => !process.env.BENCH_SHAPES || process.env.BENCH_SHAPES.split(",").includes(s),
  );
  for (const name of names) await probes[name](); // fail fast
  for (const name of names) await load(probes[name], "closedLoop", 1.5); // warm-up
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
          const stat = (k: "p50" | "p99" | "perSecond" | "serverCpuMsPerRequest" | "errors") => median(rs.map((r) => r[k]));
          return [
            n,
            {
              p50: stat("p50"),
              p99: stat("p99"),
              perSecond: stat("perSecond"),
              serverCpuMsPerRequest: stat("serverCpuMsPerRequest"),
              errors: stat("errors"),
            },
          ];
        }),
      ),
    ]),
  );
  const added = (shape: Shape, service: string, baseline: string) => {
    const s = rounds[shape][service];
    const b = rounds[shape][baseline];
    return { p50: median(s.map((r, i) => r.p50 - b[i].p50)), p99: median(s.map((r, i) => r.p99 - b[i].p99)) };
  };
  const addedMs = Object.fromEntries(
    shapes.map((shape) => [
      shape,
      { mcpOverRest: added(shape, "mcpRunPrompt", "execute"), restOverProvider: added(shape, "execute", "providerDirect") },
    ]),
  );
  const meets = addedMs.paced ? { mcpOverRestP50: addedMs.paced.mcpOverRest.p50 <= TARGET_ADDED_P50_MS } : null;
  const date = new Date().toISOString();
  const file = writeResult("mcp", {
    benchmark: "MCP tools/call run_prompt vs POST /api/v1/ai/execute vs the provider called directly, same fake provider",
    date,
    database: "postgresql",
    mcpProtocolVersion: protocolVersion,
    loadAverage: { before: loadBefore, after: loadAfter },
    settings: { rounds: ROUNDS, secondsPerRound: SECONDS, connections: CONNECTIONS, pacedRatePerSecond: RATE, shapes },
    target: { mcpOverRestP50Ms: TARGET_ADDED_P50_MS, judgedOn: `paced, ${CONNECTIONS} connections, ${RATE} requests/s` },
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
      console.log(
        `  ${n.padEnd(16)} p50 ${s.p50} ms  p99 ${s.p99} ms  ${s.perSecond}/s  server CPU ${s.serverCpuMsPerRequest} ms/req  errors ${s.errors}`,
      );
    }
    const a = addedMs[shape];
    console.log(
      `  MCP over REST: p50 ${a.mcpOverRest.p50} ms, p99 ${a.mcpOverRest.p99} ms (REST over the provider: p50 ${a.restOverProvider.p50} ms)`,
    );
  }
  console.log(`target (paced): MCP adds ≤ ${TARGET_ADDED_P50_MS} ms at p50 → ${JSON.stringify(meets)}`);
  console.log(`load average ${loadBefore.join(" ")} → ${loadAfter.join(" ")} → ${file}`);
} finally {
  await server.stop();
  await provider.close();
  await database.drop();
}
process.exit(0);
