import { PrismaClient } from "@/lib/db/generated/client";
import { createAdapterFactory, databaseKind, pgliteDir } from "@/lib/db/adapter";
import { applyMigrations } from "@/lib/db/migrations";
import { log } from "@/lib/log";

export type Db = PrismaClient;
/** The client or an interactive transaction: domain functions that must join a caller's transaction take this. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

type Holder = { promise?: Promise<PrismaClient> };
// One client per process, kept on globalThis so every bundle (route chunks, tests, scripts) shares it:
// PGlite allows one opener per data folder.
const holder: Holder = ((globalThis as Record<string, unknown>).__marketplaceDb ??= {}) as Holder;

async function open(): Promise<PrismaClient> {
  const factory = await createAdapterFactory();
  if (databaseKind() === "pglite") {
    // The embedded default migrates (and, when empty, seeds) itself on first use.
    const applied = await applyMigrations(factory as never);
    if (applied.length) log.info("embedded database migrated", { dir: pgliteDir(), applied });
  }
  const client = new PrismaClient({ adapter: factory as never });
  if (databaseKind() === "pglite") {
    // Seeding goes through db() itself: hand it the ready client; first callers still wait for the seed.
    holder.promise = Promise.resolve(client);
    const { seedIfEmpty } = await import("@/lib/db/seed");
    await seedIfEmpty(client);
  }
  return client;
}

export function db(): Promise<PrismaClient> {
  holder.promise ??= open().catch((err) => {
    holder.promise = undefined;
    throw err;
  });
  return holder.promise;
}

export async function closeDb(): Promise<void> {
  const p = holder.promise;
  holder.promise = undefined;
  if (p) await (await p).$disconnect();
}
