// npm run bench:storefront — issue 31 part 2, on the production build over a fresh PostgreSQL database holding the
// demo catalog, with a seller's photo (2400×1600 JPEG) on every product of the home page and the catalog's first page:
// 1. a product page's throughput beside GET /api/ping, rounds alternating, 10 connections (target: ≥ 0.8 of ping);
// 2. Lighthouse 12 (mobile form factor, default simulated throttling, Debian's Chromium) on the home page, the catalog
//    and that product page, 3 runs each, medians (targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms),
//    and the product page's first-load JavaScript, compressed as transferred (target ≤ 150 KB).
// Each page's Cache-Control and Next.js's cache verdict are recorded beside its figures. BENCH_SKIP_BUILD=1 reuses
// the build; BENCH_ROUNDS (4) × BENCH_SECONDS (5); BENCH_LIGHTHOUSE_RUNS (3). Writes bench/results/storefront-<time>.json.
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { benchDatabase } from "./support/database";
import { startBenchServer } from "./support/server";
import { loadAverage, median, writeResult } from "./support/results";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type Round = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

async function measure(url: string, seconds = SECONDS): Promise<Round> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/** A photo-sized JPEG (a gradient with noise, so it does not compress to nothing), as a seller would upload. */
async function sellerPhoto(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = (x * 7 + y * 13 + seed * 31) % 23;
    pixels[i] = (x / width) * 255 - noise;
    pixels[i + 1] = (y / height) * 255 - noise;
    pixels[i + 2] = ((seed * 40) % 255) + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The demo catalog, then a photo on every product of the home page's shelves and the catalog's first page, uploaded
 * through lib/catalog (resized as a seller's upload is) into the storage folder the server is given.
 */
async function seed(): Promise<string> {
  const { createUser } = await import("@/lib/accounts/users");
  const { DEMO_PASSWORD, DEMO_USERS } = await import("@/lib/demo/accounts");
  const { seedCatalog } = await import("@/lib/catalog/seed");
  const { getStorefront } = await import("@/lib/catalog/storefront");
  const { listProducts } = await import("@/lib/catalog/list-products");
  const { listProductsQuery } = await import("@/lib/catalog/schemas");
  const { uploadAsset } = await import("@/lib/catalog/assets");
  for (const u of DEMO_USERS) await createUser({ email: u.email, name: u.name, password: DEMO_PASSWORD, plan: u.plan });
  await seedCatalog();
  const shelves = await getStorefront();
  const firstPage = await listProducts(listProductsQuery.parse({}), null);
  const shown = new Map<string, string>();
  for (const p of [...shelves.featured, ...shelves.topRated, ...shelves.newest, ...firstPage.items]) shown.set(p.id, p.author.id);
  let i = 0;
  for (const [productId, authorId] of shown) {
    const photo = new File([new Uint8Array(await sellerPhoto(i++))], "photo.jpg", { type: "image/jpeg" });
    await uploadAsset(authorId, productId, "IMAGE", photo);
  }
  console.log(`seeded the demo catalog; ${shown.size} products got a 2400×1600 photo`);
  return shelves.featured[0].id;
}

async function cacheVerdict(url: string) {
  const first = await fetch(url);
  const second = await fetch(url);
  return {
    status: second.status,
    cacheControl: second.headers.get("cache-control"),
    nextCache: second.headers.get("x-nextjs-cache"),
    firstNextCache: first.headers.get("x-nextjs-cache"),
  };
}

type LighthouseRun = { performance: number; lcpMs: number; cls: number; tbtMs: number; scriptKB: number };

async function lighthouseRuns(url: string, port: number): Promise<{ runs: LighthouseRun[]; median: LighthouseRun }> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const items = (lhr.audits["resource-summary"].details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
    runs.push({
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? NaN),
      cls: Number((lhr.audits["cumulative-layout-shift"].numericValue ?? NaN).toFixed(3)),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? NaN),
      scriptKB: Number(((items.find((x) => x.resourceType === "script")?.transferSize ?? 0) / 1024).toFixed(1)),
    });
  }
  const m = (k: keyof LighthouseRun) => median(runs.map((r) => r[k]));
  return { runs, median: { performance: m("performance"), lcpMs: m("lcpMs"), cls: m("cls"), tbtMs: m("tbtMs"), scriptKB: m("scriptKB") } };
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) throw new Error("build failed");
}
const database = benchDatabase("storefront");
await database.create();
process.env.STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-storage-"));
const productId = await seed();
const server = await startBenchServer(database.url, { STORAGE_DIR: process.env.STORAGE_DIR });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const pages = { home: "/", catalog: "/products", product: `/products/${productId}` };
  const cache = Object.fromEntries(
    await Promise.all(Object.entries(pages).map(async ([name, path]) => [name, await cacheVerdict(server.base + path)])),
  );
  const loadAtStart = loadAverage();

  const targets = { ping: `${server.base}/api/ping`, product: server.base + pages.product };
  await measure(targets.ping, 2); // warm-up
  await measure(targets.product, 2);
  const rounds: Record<"ping" | "product", Round[]> = { ping: [], product: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of i % 2 ? (["product", "ping"] as const) : (["ping", "product"] as const)) {
      rounds[name].push(await measure(targets[name]));
    }
    console.log(
      `round ${i + 1}: ping ${rounds.ping[i].requestsPerSecond} req/s, product page ${rounds.product[i].requestsPerSecond} req/s`,
    );
  }
  const ratios = rounds.product.map((r, i) => r.requestsPerSecond / rounds.ping[i].requestsPerSecond);
  const throughput = {
    ping: { requestsPerSecond: median(rounds.ping.map((r) => r.requestsPerSecond)), p99: median(rounds.ping.map((r) => r.p99)) },
    product: { requestsPerSecond: median(rounds.product.map((r) => r.requestsPerSecond)), p99: median(rounds.product.map((r) => r.p99)) },
    ratio: median(ratios),
    ratioPerRound: ratios.map((r) => Number(r.toFixed(3))),
    target: 0.8,
    rounds,
  };
  const loadAfterThroughput = loadAverage();

  const lighthouseResults: Record<string, Awaited<ReturnType<typeof lighthouseRuns>>> = {};
  for (const [name, path] of Object.entries(pages)) {
    lighthouseResults[name] = await lighthouseRuns(server.base + path, chrome.port);
    const m = lighthouseResults[name].median;
    console.log(`${name}: performance ${m.performance}, LCP ${m.lcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms, JS ${m.scriptKB} KB`);
  }
  const meets = (m: LighthouseRun) => m.performance >= 95 && m.lcpMs <= 2000 && m.cls <= 0.05 && m.tbtMs <= 150;
  const result = {
    benchmark: "storefront: cached product page vs /api/ping; Lighthouse 12 mobile on home, catalog, product",
    date: new Date().toISOString(),
    database: "postgresql",
    lighthouseSetup: "12.2.3, mobile form factor, default simulated throttling, Debian Chromium",
    settings: { rounds: ROUNDS, secondsPerRound: SECONDS, connections: CONNECTIONS, lighthouseRuns: LIGHTHOUSE_RUNS },
    loadAverage: { atStart: loadAtStart, afterThroughput: loadAfterThroughput, atEnd: loadAverage() },
    cache,
    throughput,
    lighthouse: lighthouseResults,
    verdicts: {
      productPageThroughput: throughput.ratio >= 0.8,
      lighthouse: Object.fromEntries(Object.entries(lighthouseResults).map(([k, v]) => [k, meets(v.median)])),
      productFirstLoadJs: lighthouseResults.product.median.scriptKB <= 150,
    },
  };
  const file = writeResult("storefront", result);
  console.log(
    `ping ${throughput.ping.requestsPerSecond} req/s; product page ${throughput.product.requestsPerSecond} req/s; ratio ${throughput.ratio} (target ≥ 0.8)`,
  );
  console.log(JSON.stringify(cache));
  console.log(`→ ${file}`);
} finally {
  chrome.kill();
  await server.stop();
  await database.drop();
  fs.rmSync(process.env.STORAGE_DIR, { recursive: true, force: true });
}
process.exit(0);
