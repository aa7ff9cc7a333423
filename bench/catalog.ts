// npm run bench:catalog — 100,000 products in a fresh PostgreSQL database, the production build, then
// autocannon (10 connections) on a filtered list, a sorted list and a search, side by side in one run with
// GET /api/ping (the stack's ceiling). Rounds alternate so machine noise hits every query alike.
// Writes bench/results/catalog.json and the EXPLAIN ANALYZE plans to bench/results/catalog-plans.txt.
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { benchDatabase, benchUser, runSql } from "./support/database";
import { startBenchServer } from "./support/server";
import { loadAverage, median, writeResultFile } from "./support/results";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const database = benchDatabase("catalog", { reusable: true });

const QUERIES = {
  ping: { path: "/api/ping", query: null },
  // The /v1 wrapper alone (API key, rate limit, one account read): the floor any catalog query sits on.
  me: { path: "/api/v1/me", query: null },
  filteredList: {
    path: "/api/v1/products?category=coding&type=PROMPT&minPrice=5&maxPrice=50&sort=newest",
    query: { category: "coding", type: "PROMPT", minPrice: "5", maxPrice: "50", sort: "newest" },
  },
  // The same list while the catalog changes CHANGES_PER_SECOND times a second (a seller edits a price): every
  // change moves the catalog version, so cached pages and totals are read afresh after each.
  filteredListChanging: { path: "/api/v1/products?category=coding&type=PROMPT&minPrice=5&maxPrice=50&sort=newest", query: null },
  sortedList: { path: "/api/v1/products?sort=price&order=asc&page=3", query: { sort: "price", order: "asc", page: "3" } },
  // A typo query whose two words match 5,000 products (5% of the catalog): a hard case for ranking.
  // Repeated, it is answered from the cached ranking (exact while the catalog version stands still).
  search: { path: "/api/v1/products?search=newsleter%20analyzr", query: { search: "newsleter analyzr" } },
  // The same search with a maxPrice no earlier request used (99.99 down by one cent per request): every
  // request ranks all matches afresh, the cost of a query nobody asked in this process before.
  searchUncached: {
    path: "/api/v1/products?search=newsleter%20analyzr&maxPrice=",
    query: { search: "newsleter analyzr", maxPrice: "99.99" },
  },
} as const;
const DISTINCT = new Set<string>(["searchUncached"]);
const CHANGING = new Set<string>(["filteredListChanging"]);
const CHANGES_PER_SECOND = 10;
let distinctCounter = 0;
const TARGETS = { throughputShareOfPing: 0.5, searchP99Ms: 50, filteredListP99Ms: 30 };

// Realistic-looking titles, tags and descriptions from small vocabularies, all in SQL so 100k rows take seconds.
const SEED_SQL = `
WITH w AS (
  SELECT ARRAY['Cold email','SEO blog','Newsletter','LinkedIn post','Python code','SQL query','Support reply','Lesson plan','Meeting notes','Sales call','Landing page','Survey','Press release','Unit test','Research paper','Product launch','Podcast','YouTube script','Job description','Proposal'] AS subj,
         ARRAY['writer','generator','reviewer','optimizer','planner','summarizer','assistant','builder','analyzer','coach'] AS role,
         ARRAY['email','seo','python','sql','support','teaching','meetings','sales','design','research','marketing','writing','productivity','data','ads','social','docs','testing','strategy','content'] AS tag,
         ARRAY['marketing','writing','coding','data-analysis','customer-support','education','sales','productivity','design','research'] AS cat,
         ARRAY['openai','anthropic','google','mistral','meta','cohere','xai','deepseek','ollama'] AS prov
)
INSERT INTO "Product" ("id","authorId","title","description","type","categorySlug","priceCents","currency","content","tags","compatibility","status","viewCount","purchaseCount","ratingSum","ratingCount","ratingAverage","publishedAt","createdAt","updatedAt")
SELECT 'prod_bench_' || g,
       'usr_bench_' || (g % 1000),
       w.subj[1 + (g * 7) % 20] || ' ' || w.role[1 + (g * 3) % 10] || ' #' || g,
       'A ' || w.role[1 + (g * 3) % 10] || ' for ' || lower(w.subj[1 + (g * 7) % 20]) || ' work: structured output, examples and a checklist for ' || w.tag[1 + (g * 11) % 20] || '.',
       (CASE WHEN g % 4 = 0 THEN 'WORKFLOW' ELSE 'PROMPT' END)::"ProductType",
       w.cat[1 + g % 10],
       (g * 37) % 10000,
       'USD',
       'Prompt body {{topic}}',
       ARRAY[w.tag[1 + (g * 11) % 20], w.tag[1 + (g * 13) % 20]],
       ARRAY[w.prov[1 + g % 9], w.prov[1 + (g * 5) % 9]],
       (CASE WHEN g % 10 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END)::"ProductStatus",
       (g * 17) % 5000, (g * 7) % 300, 0, 0, ((g * 13) % 50) / 10.0,
       now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval,
       now() - ((g % 365) || ' days')::interval, now()
FROM generate_series(1, ${PRODUCTS}) g, w`;

/** A fresh database with the catalog seeded (a reused one has it already), and the bench user's API key. */
async function prepareDatabase(): Promise<string> {
  await database.create();
  if (!database.reused) await seedCatalog();
  return (await benchUser()).apiKey;
}

async function seedCatalog() {
  const started = Date.now();
  await runSql(
    database.url,
    `INSERT INTO "User" ("id","email","name","handle","passwordHash","referralCode","updatedAt")
    SELECT 'usr_bench_' || g, 'author' || g || '@bench.test', 'Author ' || g, 'author-' || g, 'x', 'BENCH' || g, now() FROM generate_series(0, 999) g`,
  );
  await runSql(database.url, SEED_SQL);
  await runSql(database.url, `VACUUM ANALYZE "Product"`);
  console.log(`seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function explainPlans(): Promise<string> {
  const { db } = await import("@/lib/db/client");
  const { Prisma } = await import("@/lib/db/generated/client");
  const { listProductsSql } = await import("@/lib/catalog/list-sql");
  const { resolveSearch } = await import("@/lib/catalog/list-products");
  const { listProductsQuery } = await import("@/lib/catalog/schemas");
  const client = await db();
  let out = "";
  for (const [name, { query }] of Object.entries(QUERIES)) {
    if (!query) continue;
    const q = listProductsQuery.parse(query);
    const { rows, count, ranking } = listProductsSql(q, null, q.search ? await resolveSearch(q.search) : null);
    const statements = Object.entries({ rows, count, ranking }).filter((e): e is [string, NonNullable<typeof ranking>] => e[1] !== null);
    for (const [label, statement] of statements) {
      const plan = await client.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
      out += `=== ${name} (${label}) ${QUERIES[name as keyof typeof QUERIES].path}\n${plan.map((r) => r["QUERY PLAN"]).join("\n")}\n\n`;
    }
  }
  return out;
}

type Round = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

/** Edits one product's price every 1/CHANGES_PER_SECOND s until stopped; returns the stop function. */
async function changeCatalog(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let step = 0;
  let last: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    last = client.query(`UPDATE "Product" SET "priceCents" = "priceCents" + $1 WHERE "id" = 'prod_bench_10001'`, [
      step++ % 2 === 0 ? 1 : -1,
    ]);
  }, 1000 / CHANGES_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await last; // ending the client under a running update would reject it (and end the run)
    await client.end();
  };
}

async function measure(base: string, name: string, path: string, key: string, duration = DURATION): Promise<Round> {
  const distinct = DISTINCT.has(name)
    ? {
        requests: [
          { setupRequest: (req: autocannon.Request) => ({ ...req, path: `${path}${(9999 - (distinctCounter++ % 9000)) / 100}` }) },
        ],
      }
    : {};
  const stopChanging = CHANGING.has(name) ? await changeCatalog() : null;
  try {
    const r = await autocannon({
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${key}` },
      connections: CONNECTIONS,
      duration,
      ...distinct,
    });
    return { requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
  } finally {
    await stopChanging?.();
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0) throw new Error("build failed");
  }
  const key = await prepareDatabase();
  const plans = await explainPlans();
  const server = await startBenchServer(database.url);
  const rounds: Record<string, Round[]> = Object.fromEntries(Object.keys(QUERIES).map((k) => [k, []]));
  try {
    for (const [name, { path }] of Object.entries(QUERIES)) await measure(server.base, name, path, key, 2); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      for (const [name, { path }] of Object.entries(QUERIES)) {
        const r = await measure(server.base, name, path, key);
        rounds[name].push(r);
        console.log(`round ${i + 1} ${name}: ${r.requestsPerSecond.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms non2xx ${r.non2xx}`);
      }
    }
  } finally {
    await server.stop();
  }
  const results = Object.fromEntries(
    Object.entries(rounds).map(([name, rs]) => {
      // A round's share is against the ping of the same round, measured seconds before it.
      const shares = rs.map((r, i) => r.requestsPerSecond / rounds.ping[i].requestsPerSecond);
      return [
        name,
        {
          path: QUERIES[name as keyof typeof QUERIES].path,
          requestsPerSecond: median(rs.map((r) => r.requestsPerSecond)),
          shareOfPing: median(shares),
          p50Ms: median(rs.map((r) => r.p50)),
          p99Ms: median(rs.map((r) => r.p99)),
          non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
          errors: rs.reduce((s, r) => s + r.errors, 0),
          rounds: rs,
        },
      ];
    }),
  );
  const r = results as Record<string, { shareOfPing: number; p99Ms: number }>;
  const verdict = {
    filteredListShare: r.filteredList.shareOfPing >= TARGETS.throughputShareOfPing,
    sortedListShare: r.sortedList.shareOfPing >= TARGETS.throughputShareOfPing,
    searchShare: r.search.shareOfPing >= TARGETS.throughputShareOfPing,
    searchP99: r.search.p99Ms < TARGETS.searchP99Ms,
    filteredListP99: r.filteredList.p99Ms < TARGETS.filteredListP99Ms,
  };
  const notes =
    "Repeated lists and searches are answered from pages cached at the catalog version read with the API key (exact but for counters, which may trail by 2 s). " +
    `filteredListChanging is the filtered list while ${CHANGES_PER_SECOND} catalog changes a second invalidate those caches, and searchUncached ranks every request afresh: neither has a target of its own, they show the cost of a first read.`;
  const report = {
    date: new Date().toISOString(),
    products: PRODUCTS,
    connections: CONNECTIONS,
    secondsPerRound: DURATION,
    rounds: ROUNDS,
    summary: "median of the rounds",
    database: "postgresql",
    loadAverage1m: loadAverage()[0],
    targets: TARGETS,
    verdict,
    notes,
    results,
  };
  writeResultFile("catalog.json", report);
  writeResultFile("catalog-plans.txt", plans);
  console.log(
    JSON.stringify(
      {
        verdict,
        summary: Object.fromEntries(
          Object.entries(results).map(([k, v]) => [k, { rps: v.requestsPerSecond, share: v.shareOfPing, p50: v.p50Ms, p99: v.p99Ms }]),
        ),
      },
      null,
      2,
    ),
  );
}

try {
  await main();
} finally {
  await database.drop().catch(() => {});
}
process.exit(0);
