import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callInstance, sharedSecrets, startAppProcess, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { startReceiver } from "../webhooks/support/receiver";

// PostgreSQL restarts under load (docs/operations.md#postgresql-restarts): this file starts a PostgreSQL cluster of
// its own (initdb + pg_ctl, as the `postgres` OS user when run as root, as CI does), a real `next start` app process
// on it, and a webhook receiver; then it crashes the cluster (`pg_ctl stop -m immediate`) in the middle of a burst
// of purchases and their webhook fan-out, and starts it again. The app is never restarted.
// It runs in the PostgreSQL pass. Without PostgreSQL's server binaries it fails: it never skips.

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const root = path.resolve(import.meta.dirname, "../..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Seed = { seller: { id: string; key: string }; buyers: { id: string; key: string }[]; products: string[] };

const cluster = {
  dir: "",
  port: 0,
  url: "",
  /** Runs a PostgreSQL binary as the `postgres` user when this process is root (initdb refuses root). */
  async pg(bin: string, ...args: string[]) {
    const file = path.join(PG_BIN, bin);
    const asRoot = process.getuid?.() === 0;
    return run(asRoot ? "runuser" : file, asRoot ? ["-u", "postgres", "--", file, ...args] : args, { timeout: 60_000 });
  },
  async start() {
    await this.pg(
      "pg_ctl",
      "-D",
      this.dir,
      "-l",
      path.join(this.dir, "server.log"),
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=60`,
      "start",
    );
  },
  /** A crash: every backend is killed at once, no checkpoint; the next start replays the WAL. */
  async crash() {
    await this.pg("pg_ctl", "-D", this.dir, "-m", "immediate", "-w", "stop");
  },
};

let app: AppProcess | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let seed: Seed;
let endpointId: string;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: cluster.url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(PG_BIN, "pg_ctl"))) {
    throw new Error(`PostgreSQL server binaries not found in ${PG_BIN} (set PG_BIN): this test starts a cluster of its own`);
  }
  cluster.dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-restart-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    fs.chownSync(cluster.dir, Number(stdout.trim()), Number(gid.trim()));
  }
  fs.chmodSync(cluster.dir, 0o700);
  await cluster.pg("initdb", "-D", cluster.dir, "-U", "postgres", "-A", "trust", "--no-sync");
  cluster.port = await freePort();
  await cluster.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${cluster.port}/postgres` });
  await admin.connect();
  await admin.query("CREATE DATABASE promptly");
  await admin.end();
  cluster.url = `postgres://postgres@127.0.0.1:${cluster.port}/promptly`;

  const env = { ...process.env, ...sharedSecrets, DATABASE_URL: cluster.url, LOG_LEVEL: "error" };
  const { stdout } = await run("npx", ["tsx", "tests/ops/support/cluster-child.ts", "7", "70"], { env, cwd: root, timeout: 120_000 });
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`cluster-child printed no result:\n${stdout}`);
  seed = JSON.parse(line.slice(7));

  app = await startAppProcess({ DATABASE_URL: cluster.url }, { keepLogs: true });
  receiver = await startReceiver();
  const ep = await callInstance(app, "/webhooks/endpoints", { key: seed.seller.key, json: { url: receiver.url, events: ["*"] } });
  expect(ep.status).toBe(201);
  receiver.setSecret(ep.body.data.secret);
  endpointId = ep.body.data.id;
  for (const b of seed.buyers) {
    const card = await callInstance(app, "/payment-methods", { key: b.key, json: { providerRef: "pm_card_visa" } });
    expect(card.status).toBe(201);
  }
}, 300_000);

afterAll(async () => {
  await app?.stop("SIGKILL");
  await receiver?.close();
  if (cluster.dir) {
    await cluster.pg("pg_ctl", "-D", cluster.dir, "-m", "immediate", "stop").catch(() => {});
    fs.rmSync(cluster.dir, { recursive: true, force: true });
  }
});

type Outcome = {
  buyer: number;
  product: string;
  key: string;
  sentAt: number;
  ms: number;
  status: number | string;
  retryAfter: string | null;
  code?: string;
};

function purchase(buyer: number, product: string, key: string) {
  return callInstance(app!, "/purchases", {
    key: seed.buyers[buyer].key,
    json: { productId: product },
    headers: { "idempotency-key": key },
  });
}

/** Purchases `n` products as the buyer, one after another, until told to stop; 503s are kept for a retry. */
function buyerLoop(buyer: number, products: string[], out: Outcome[], stop: { now: boolean }) {
  return (async () => {
    for (const product of products) {
      if (stop.now) return;
      const key = `restart-${buyer}-${product}`;
      const sentAt = Date.now();
      const r = await purchase(buyer, product, key).then(
        (x) => ({ status: x.status as number | string, retryAfter: x.headers.get("retry-after"), code: x.body?.error?.code }),
        (err: Error) => ({
          status: `${err.message} ${String((err.cause as Error | undefined)?.message ?? "")}`,
          retryAfter: null,
          code: undefined,
        }),
      );
      out.push({ buyer, product, key, sentAt, ms: Date.now() - sentAt, ...r });
      if (r.status === 503) await sleep(100);
    }
  })();
}

describe("PostgreSQL crashes and restarts under load", () => {
  it("fails fast with 503 + Retry-After while down, works again within 5 s of its return without an app restart, loses nothing, delivers every event", async () => {
    const outcomes: Outcome[] = [];
    const stop = { now: false };
    // Six buyers share the first 48 products (8 each); buyer 6 is the probe, with the last 12.
    const loops = [0, 1, 2, 3, 4, 5].map((b) => buyerLoop(b, seed.products.slice(b * 8, b * 8 + 8), outcomes, stop));
    while (outcomes.filter((o) => o.status === 201).length < 12) await sleep(20);

    const crashAt = Date.now();
    await cluster.crash();
    const downAt = Date.now();
    // While it is down: every request answers 503 SERVICE_UNAVAILABLE with Retry-After, fast.
    const probes: { ms: number; status: number; retryAfter: string | null; code?: string }[] = [];
    while (Date.now() - downAt < 3000) {
      const t = Date.now();
      const r = await callInstance(app!, "/me", { key: seed.buyers[6].key });
      probes.push({ ms: Date.now() - t, status: r.status, retryAfter: r.headers.get("retry-after"), code: r.body?.error?.code });
      await sleep(100);
    }
    const readyDown = await fetch(`${app!.url}/api/ready`);
    const readyDownBody = await readyDown.json();

    await cluster.start();
    const upAt = Date.now();
    // The probe buyer tries one purchase every 100 ms, always with the same Idempotency-Key, until it succeeds:
    // the app recovers on its own.
    let firstOk: { at: number; orderId: string } | null = null;
    const probeOutcomes: Outcome[] = [];
    while (!firstOk && Date.now() - upAt < 20_000) {
      const product = seed.products[48];
      const sentAt = Date.now();
      const r = await purchase(6, product, "probe");
      probeOutcomes.push({
        buyer: 6,
        product,
        key: "probe",
        sentAt,
        ms: Date.now() - sentAt,
        status: r.status,
        retryAfter: r.headers.get("retry-after"),
      });
      if (r.status === 201) firstOk = { at: Date.now(), orderId: r.body.data.orderId ?? r.body.data.id };
      else await sleep(100);
    }
    expect(probeOutcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    expect(firstOk).not.toBeNull();
    // The purchase made after the restart reaches the receiver: job runner, claims and deliveries work again.
    const deliveredAt = await (async () => {
      const end = Date.now() + 20_000;
      for (;;) {
        if (receiver.received.some((r) => r.rawBody.includes(firstOk!.orderId))) return Date.now();
        if (Date.now() > end) throw new Error("the event of the purchase made after the restart was not delivered");
        await sleep(20);
      }
    })();
    const readyUp = await fetch(`${app!.url}/api/ready`);

    await sleep(1500);
    stop.now = true;
    await Promise.all(loops);

    // Every request that met the outage: retried with its key after the outage it succeeds (a first run, or the
    // replay of an answer it had already recorded), never a conflict, never a 5xx, never twice charged.
    const failed = outcomes.filter((o) => o.status !== 201);
    const retried = [];
    for (const o of failed) {
      const r = await purchase(o.buyer, o.product, o.key);
      retried.push({ key: o.key, status: r.status, replayed: r.headers.get("idempotent-replayed"), code: r.body?.error?.code });
    }

    const sentWhileDown = outcomes.filter((o) => o.sentAt >= downAt && o.sentAt < upAt);
    const during = [...sentWhileDown, ...probes.map((p) => ({ ...p, sentAt: 0 }))];
    const slowest = Math.max(...during.map((o) => o.ms));
    const firstOkAfter = firstOk!.at - upAt;
    const deliveredAfter = deliveredAt - upAt;
    console.log(
      `postgres restart: crash took ${downAt - crashAt} ms; while down ${during.length} requests, slowest answer ${slowest} ms; ` +
        `after pg_ctl start returned: first purchase ${firstOkAfter} ms, its webhook delivered ${deliveredAfter} ms; ` +
        `${outcomes.length} load purchases, ${failed.length} retried after the outage`,
    );

    // While down: 503 SERVICE_UNAVAILABLE + Retry-After, within 2 s, nothing else.
    expect(sentWhileDown.length).toBeGreaterThan(0);
    for (const o of during) {
      expect(o).toMatchObject({ status: 503, retryAfter: "2", code: "SERVICE_UNAVAILABLE" });
      expect(o.ms).toBeLessThan(2000);
    }
    expect(readyDown.status).toBe(503);
    expect(readyDownBody).toMatchObject({ failing: "database" });
    // No request anywhere met a connection reset or a 500.
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    // Back within 5 s: requests, the job runner and webhook deliveries, without restarting the app.
    expect(firstOkAfter).toBeLessThan(5000);
    expect(deliveredAfter).toBeLessThan(5000);
    expect(readyUp.status).toBe(200);
    expect(app!.exit()).toBeNull();
    expect(retried.filter((r) => r.status !== 201)).toEqual([]);

    // Nothing committed is lost, nothing is bought twice: one order per (buyer, product) answered 201.
    const bought = new Set(
      [...outcomes, ...probeOutcomes].filter((o) => o.status === 201).map((o) => `${seed.buyers[o.buyer].id}/${o.product}`),
    );
    for (const o of failed) bought.add(`${seed.buyers[o.buyer].id}/${o.product}`);
    const orders = await sql<{ buyerId: string; productId: string; n: number; charges: number }>(
      `SELECT o."buyerId", o."productId", count(*)::int AS n, count(c.id)::int AS charges FROM "Order" o
       LEFT JOIN "Charge" c ON c."orderId" = o.id WHERE o."sellerId" = $1 GROUP BY 1, 2`,
      [seed.seller.id],
    );
    expect(new Set(orders.map((o) => `${o.buyerId}/${o.productId}`))).toEqual(bought);
    expect(orders.filter((o) => o.n !== 1 || o.charges !== 1)).toEqual([]);

    // Every event of the seller reaches the receiver at least once, well within the 60 s job lease: runs cut off
    // by the crash gave their leases back when the database returned.
    // (Those since the endpoint was added: the seed's plan change came before it.)
    const events = await sql<{ id: string }>(
      `SELECT id FROM "Event" WHERE $1 = ANY("accountIds") AND "createdAt" >= (SELECT "createdAt" FROM "WebhookEndpoint" WHERE id = $2)`,
      [seed.seller.id, endpointId],
    );
    expect(events.length).toBeGreaterThanOrEqual(orders.length);
    const end = upAt + 30_000;
    let missing: string[] = [];
    while (Date.now() < end) {
      const got = new Set(receiver.received.map((r) => r.headers["webhook-id"]));
      missing = events.map((e) => e.id).filter((id) => !got.has(id));
      if (!missing.length) break;
      await sleep(200);
    }
    if (missing.length) {
      // What became of them, for whoever reads a failure.
      const jobs = await sql(
        `SELECT d.id, d.status AS delivery, j.id AS job, j.status, j."lockedUntil", j."runAt", j.attempts, j.error FROM "WebhookDelivery" d
         LEFT JOIN "Job" j ON j.id LIKE 'deliver_' || d.id || '%' WHERE d."eventId" = ANY($1)`,
        [missing],
      );
      console.log(`undelivered events ${JSON.stringify(missing)}: ${JSON.stringify(jobs)}; at ${new Date().toISOString()}`);
    }
    expect(missing).toEqual([]);
    const undelivered = await sql(`SELECT id, status FROM "WebhookDelivery" WHERE "endpointId" = $1 AND status <> 'SUCCEEDED'`, [
      endpointId,
    ]);
    expect(undelivered).toEqual([]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const copies = receiver.received.length - new Set(receiver.received.map((r) => r.headers["webhook-id"])).size;
    console.log(`postgres restart: ${events.length} events delivered, ${copies} delivered more than once (at least once allows it)`);
  }, 180_000);

  it("a purchase with an Idempotency-Key cut off by the outage: its retry neither charges twice nor answers 5xx or a conflict", async () => {
    const buyer = seed.buyers[5];
    // Products this buyer has not met yet.
    const [p1, p2] = [seed.products[66], seed.products[67]];
    // Held by the test: the purchase stops inside its transaction, after its idempotency record was written.
    const locker = new pg.Client({ connectionString: cluster.url });
    const rowLocker = new pg.Client({ connectionString: cluster.url });
    const waitForLockWait = async (table: string) => {
      const end = Date.now() + 10_000;
      while (Date.now() < end) {
        const rows = await sql(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`, [`%"${table}"%`]);
        if (rows.length) return;
        await sleep(20);
      }
      throw new Error(`no statement waited on ${table}`);
    };
    const ordersOf = (productId: string) =>
      sql<{ n: number }>(`SELECT count(*)::int AS n FROM "Order" WHERE "buyerId" = $1 AND "productId" = $2`, [buyer.id, productId]);

    // 1. The outage comes before the work committed: the retry runs it (201), once.
    await locker.connect();
    locker.on("error", () => {});
    await locker.query(`BEGIN; LOCK TABLE "Order" IN ACCESS EXCLUSIVE MODE`);
    const first = purchase(5, p1, "cut-before-commit");
    await waitForLockWait("Order");
    await cluster.crash();
    const cut = await first;
    expect(cut.status).toBe(503);
    expect(cut.headers.get("retry-after")).toBe("2");
    await cluster.start();
    const retry = await (async () => {
      const end = Date.now() + 10_000;
      for (;;) {
        const r = await purchase(5, p1, "cut-before-commit");
        if (r.status !== 503 || Date.now() > end) return r;
        await sleep(200);
      }
    })();
    expect({ status: retry.status, code: retry.body?.error?.code }).toEqual({ status: 201, code: undefined });
    expect(await ordersOf(p1)).toEqual([{ n: 1 }]);

    // 2. The outage comes after the purchase committed but before its answer was recorded: the request still
    //    answers 201 (the work is done), and its retry replays that answer once the database is back.
    const locker2 = new pg.Client({ connectionString: cluster.url });
    await locker2.connect();
    locker2.on("error", () => {});
    await locker2.query(`BEGIN; LOCK TABLE "Order" IN ACCESS EXCLUSIVE MODE`);
    const second = purchase(5, p2, "cut-after-commit");
    await waitForLockWait("Order");
    await rowLocker.connect();
    rowLocker.on("error", () => {});
    await rowLocker.query(`BEGIN`);
    const held = await rowLocker.query(`SELECT 1 FROM "IdempotencyRecord" WHERE "userId" = $1 AND key = $2 FOR UPDATE`, [
      buyer.id,
      "cut-after-commit",
    ]);
    expect(held.rowCount).toBe(1);
    await locker2.query("COMMIT");
    await waitForLockWait("IdempotencyRecord");
    expect(await ordersOf(p2)).toEqual([{ n: 1 }]);
    await cluster.crash();
    const done = await second;
    expect(done.status).toBe(201);
    await cluster.start();
    const replay = await (async () => {
      const end = Date.now() + 10_000;
      for (;;) {
        const r = await purchase(5, p2, "cut-after-commit");
        if (r.status !== 503 || Date.now() > end) return r;
        await sleep(200);
      }
    })();
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(done.body);
    expect(await ordersOf(p2)).toEqual([{ n: 1 }]);
    await Promise.all([locker.end(), locker2.end(), rowLocker.end()].map((p) => p.catch(() => {})));
  }, 120_000);
});
