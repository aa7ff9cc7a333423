import fs from "node:fs";
import path from "node:path";
import { lockEmbeddedDatabase } from "@/lib/db/embedded-lock";
import { env } from "@/lib/env";

export type DatabaseKind = "postgresql" | "pglite";

// Session settings every connection gets. pg_trgm's default word-similarity threshold (0.6) misses common
// one-letter typos ("markting" for the vocabulary word "marketing"); 0.5 catches them without flooding
// catalog search results. Set per connection, so no query needs a transaction to set it.
export const SESSION_SETTINGS = { "pg_trgm.word_similarity_threshold": "0.5" } as const;

export function databaseKind(): DatabaseKind {
  return env().DATABASE_URL ? "postgresql" : "pglite";
}

export function pgliteDir(): string {
  const e = env();
  return path.resolve(/*turbopackIgnore: true*/ e.PGLITE_DIR ?? path.join(e.DATA_DIR, "pglite"));
}

/**
 * DATABASE_URL set → PostgreSQL through node-postgres (the pool is returned too, for prepared statements on
 * the hot path); unset → embedded PGlite persisted on disk.
 */
export async function createAdapterFactory() {
  const url = env().DATABASE_URL;
  if (url) {
    const [{ PrismaPg }, { default: pg }] = await Promise.all([import("@prisma/adapter-pg"), import("pg")]);
    const options = Object.entries(SESSION_SETTINGS)
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(" ");
    // A connection that cannot be had within DATABASE_CONNECT_TIMEOUT_MS fails the query (503, lib/db/unavailable.ts)
    // rather than hang; keepalive notices a server that vanished without closing the socket.
    const pool = new pg.Pool({
      connectionString: url,
      max: env().DATABASE_POOL_SIZE,
      connectionTimeoutMillis: env().DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      options,
    });
    return { factory: new PrismaPg(pool), pool, pglite: null };
  }
  const dir = pgliteDir();
  fs.mkdirSync(dir, { recursive: true });
  lockEmbeddedDatabase(dir);
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const pglite = await openPglite(dir);
  for (const [k, v] of Object.entries(SESSION_SETTINGS)) await pglite.query(`SELECT set_config($1, $2, false)`, [k, v]);
  return { factory: new PrismaPGlite(pglite), pool: null, pglite };
}

/** A PGlite instance on `dir` with the extensions the schema uses; `loadDataDir` fills an empty folder from a backup. */
export async function openPglite(dir: string, loadDataDir?: Blob) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const pglite = new PGlite(dir, { extensions: { pg_trgm }, loadDataDir });
  await pglite.waitReady;
  return pglite;
}

/**
 * A consistent copy of a PGlite database (gzipped tar of its data folder): a CHECKPOINT and the copy run inside one
 * transaction, which holds PGlite's transaction lock, so no other statement or transaction of this process runs in
 * between and the files copied are exactly the checkpointed state.
 */
export async function dumpPglite(pglite: Awaited<ReturnType<typeof openPglite>>): Promise<Blob> {
  let dump: Blob | undefined;
  await pglite.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    dump = await pglite.dumpDataDir("gzip");
  });
  return dump!;
}
