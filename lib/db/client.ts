import { createHash } from "node:crypto";
import pg, { type Pool } from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { Prisma, PrismaClient } from "@/lib/db/generated/client";
import { createAdapterFactory, databaseKind, dumpPglite, pgliteDir } from "@/lib/db/adapter";
import { unlockEmbeddedDatabase } from "@/lib/db/embedded-lock";
import { applyMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { tracingOn, withSpan } from "@/lib/tracing";

export type Db = PrismaClient;
/** The client or an interactive transaction: domain functions that must join a caller's transaction take this. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

type Listener = (payload: string) => void;
type Holder = {
  promise?: Promise<PrismaClient>;
  pool?: Pool | null;
  pglite?: PGlite | null;
  /** LISTEN channels of this process: their listeners, and the connection that listens (see `listen`). */
  channels?: Map<string, { listeners: Set<Listener>; stop?: Promise<() => Promise<void>> }>;
};
// One client per process, kept on globalThis so every bundle (route chunks, tests, scripts) shares it:
// PGlite allows one opener per data folder.
const holder: Holder = ((globalThis as Record<string, unknown>).__marketplaceDb ??= {}) as Holder;

async function open(): Promise<PrismaClient> {
  const { factory, pool, pglite } = await createAdapterFactory();
  holder.pool = pool;
  holder.pglite = pglite;
  if (databaseKind() === "pglite") {
    // The embedded default migrates itself on first use (lib/startup.ts seeds an empty one).
    const applied = await applyMigrations(factory as never);
    if (applied.length) log.info("embedded database migrated", { dir: pgliteDir(), applied });
  }
  return new PrismaClient({ adapter: factory as never });
}

export function db(): Promise<PrismaClient> {
  holder.promise ??= open().catch((err) => {
    holder.promise = undefined;
    throw err;
  });
  return holder.promise;
}

/**
 * A read or upsert on a hot path (authentication + rate limit, catalog lists, analytics). On PostgreSQL it
 * runs as a named prepared statement straight on the pool Prisma also uses: parsed once per connection and
 * free of Prisma's per-query overhead (about 0.7 ms of CPU). The name is derived from the SQL text, so a query
 * built from optional clauses gets one statement per shape. int8 columns come back as bigint, as Prisma returns
 * them; timestamps are best selected as text through `isoText` and passed as ISO strings cast in SQL. On PGlite
 * it goes through Prisma, which serialises access to its single connection.
 */
export async function preparedQuery<T>(query: Prisma.Sql): Promise<T[]> {
  const client = await db();
  if (!holder.pool) return client.$queryRaw<T[]>(query);
  const name = `q_${createHash("sha1").update(query.text).digest("base64url")}`;
  const pool = holder.pool;
  const run = () => pool.query<T & object>({ name, text: query.text, values: query.values, types: SAME_AS_PRISMA });
  // Straight on the pool, so Prisma's instrumentation does not see it: its own span (the statement text, no values).
  const result = tracingOn() ? await withSpan("pg.query", sqlAttributes(query.text), run, { kind: "client" }) : await run();
  return result.rows;
}

/**
 * A short transaction of raw statements on a hot path (the job runner's claim): on PostgreSQL straight on a pool
 * connection (`BEGIN` … `COMMIT`), without Prisma's interactive-transaction machinery (a few hundred µs of CPU
 * each); on PGlite through Prisma. `query` runs a statement in the transaction and returns its rows.
 */
export async function rawTransaction<T>(fn: (query: <R>(sql: Prisma.Sql) => Promise<R[]>) => Promise<T>): Promise<T> {
  const client = await db();
  if (!holder.pool) return client.$transaction((tx) => fn(<R>(sql: Prisma.Sql) => tx.$queryRaw<R[]>(sql)));
  const conn = await holder.pool.connect();
  // A connection the server ends between two statements (a restart) reports it as an 'error' event, which would
  // end the process without a listener; the next statement fails instead and the connection is discarded.
  let broken: Error | undefined;
  const onError = (err: Error) => (broken = err);
  conn.on("error", onError);
  try {
    await conn.query("BEGIN");
    const out = await fn(async <R>(sql: Prisma.Sql) => {
      const run = () => conn.query<R & object>({ text: sql.text, values: sql.values, types: SAME_AS_PRISMA });
      return (tracingOn() ? await withSpan("pg.query", sqlAttributes(sql.text), run, { kind: "client" }) : await run()).rows;
    });
    await conn.query("COMMIT");
    return out;
  } catch (err) {
    if (!broken) await conn.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    conn.removeListener("error", onError);
    // A broken connection is destroyed, not put back in the pool.
    conn.release(broken);
  }
}

// node-postgres returns int8 as a decimal string by default; Prisma (and so the PGlite path) returns bigint.
const INT8_OID = 20;
const SAME_AS_PRISMA = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A `timestamp(3)` column (UTC by convention) as ISO-8601 text, parsed the same on both databases. */
export function isoText(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** This process's PostgreSQL pool: connections open, idle, and callers waiting for one (null on the embedded database). */
export function poolStats(): { total: number; idle: number; waiting: number } | null {
  const pool = holder.pool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/**
 * `NOTIFY channel, payload` inside the caller's transaction: PostgreSQL delivers it when (and only if) the
 * transaction commits, to every process that `listen`s on the channel.
 */
export async function notifyOnCommit(tx: DbTx, channel: string, payload: string): Promise<void> {
  // $executeRaw: pg_notify returns void, which $queryRaw cannot read back.
  await tx.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;
}

/** `NOTIFY channel, payload` now, outside any transaction: for a change that has already committed. */
export async function notify(channel: string, payload: string): Promise<void> {
  await notifyOnCommit(await db(), channel, payload);
}

/**
 * Calls `onPayload` with each NOTIFY on `channel` that commits, from any process on this database, while the
 * returned function has not been called. On PostgreSQL one dedicated connection per process LISTENs for all of the
 * channel's listeners (reconnecting after a drop; a notification sent while it was down is lost, so listeners
 * must tolerate a missed one); on the embedded database PGlite's own `listen`. The connection opens with the first
 * listener and closes after the last.
 */
export function listen(channel: string, onPayload: Listener): () => void {
  holder.channels ??= new Map();
  let entry = holder.channels.get(channel);
  if (!entry) {
    entry = { listeners: new Set() };
    holder.channels.set(channel, entry);
  }
  const own = entry;
  own.listeners.add(onPayload);
  const deliver = (payload: string) => {
    for (const l of own.listeners) {
      try {
        l(payload);
      } catch (err) {
        log.warn("database notification listener failed", { channel, error: (err as Error).message });
      }
    }
  };
  own.stop ??= startListening(channel, deliver, () => own.listeners.size > 0).catch((err: Error) => {
    log.error("LISTEN failed", { channel, error: err.message });
    own.stop = undefined;
    return async () => {};
  });
  return () => {
    if (!own.listeners.delete(onPayload) || own.listeners.size > 0) return;
    const stopping = own.stop;
    own.stop = undefined;
    void stopping?.then((stop) => stop()).catch(() => {});
  };
}

const LISTEN_RETRY_MS = 500;

async function startListening(channel: string, deliver: Listener, wanted: () => boolean): Promise<() => Promise<void>> {
  await db();
  if (holder.pglite) return holder.pglite.listen(channel, deliver);
  const url = env().DATABASE_URL!;
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (n) => n.channel === channel && deliver(n.payload ?? ""));
    c.on("error", (err) => log.warn("LISTEN connection error", { channel, error: err.message }));
    c.on("end", () => {
      if (stopped || !wanted() || client !== c) return;
      client = undefined;
      reconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (stopped) return void (await c.end().catch(() => {}));
    client = c;
  };
  // Dropped while listeners remain (a database restart): listen again every LISTEN_RETRY_MS until it works; a
  // single attempt made while the server was still down used to leave the channel deaf for good.
  const reconnect = () => {
    if (stopped || !wanted()) return;
    setTimeout(
      () =>
        void connect().catch((err: Error) => {
          log.warn("LISTEN reconnect failed; trying again", { channel, error: err.message });
          reconnect();
        }),
      LISTEN_RETRY_MS,
    ).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** A consistent copy of this process's embedded database (gzipped tar; lib/db/backup.ts), taken while it serves. */
export async function dumpEmbeddedDatabase(): Promise<Blob> {
  await db();
  if (!holder.pglite) throw new Error("The database is PostgreSQL (DATABASE_URL): back it up with pg_dump");
  return dumpPglite(holder.pglite);
}

export async function closeDb(): Promise<void> {
  const p = holder.promise;
  const pool = holder.pool;
  holder.promise = undefined;
  holder.pool = undefined;
  holder.pglite = undefined;
  if (p) await (await p).$disconnect();
  // Prisma does not own a pool it was handed.
  await pool?.end().catch(() => {});
  if (p && databaseKind() === "pglite") unlockEmbeddedDatabase(pgliteDir());
}

/** A raw statement's span attributes: its text with placeholders ($1…), never the values bound to them. */
function sqlAttributes(text: string) {
  return { "db.system.name": "postgresql", "db.query.text": text };
}
