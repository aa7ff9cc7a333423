import { LRUCache } from "lru-cache";
import { Prisma } from "@/lib/db/generated/client";

/**
 * The catalog version as a SQL expression, read in the same statement as the rows it stamps. It moves with
 * every committed change to what a list matches, its order or what its items show, except the counters
 * (views, purchases, rating): see the catalog_version migrations.
 */
export const CATALOG_VERSION = Prisma.sql`(SELECT "version"::text FROM "CatalogVersion" WHERE "id" = 1)`;

/** A value and the catalog version (CatalogVersion) of the snapshot it was computed from. */
export type Versioned<V> = { version: string; value: V };

/**
 * Values derived from the catalog (list totals, search rankings), each stamped with the catalog version it
 * was computed at. A reader compares the stamp with the version its own query just read: equal means no
 * product change that could alter the value has committed since, so the value is exact. Bounded (LRU), per
 * process; any number of server processes stay correct, as the version lives in the database.
 */
export class CatalogCache<V extends object | number> {
  private readonly entries: LRUCache<string, Versioned<V>>;
  private readonly loading = new Map<string, Promise<Versioned<V>>>();

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** The cached value whatever its version: the caller checks `version` against the database's. */
  peek(key: string): Versioned<V> | undefined {
    return this.entries.get(key);
  }

  /** Computes and keeps a fresh value; concurrent callers for one key share one computation. */
  load(key: string, compute: () => Promise<Versioned<V>>): Promise<Versioned<V>> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = compute()
        .then((fresh) => {
          this.entries.set(key, fresh);
          return fresh;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }
}

/** A cache key for one statement: its text and its parameters. */
export function statementKey(sql: { text: string; values: unknown[] }): string {
  return `${sql.text}\n${JSON.stringify(sql.values)}`;
}
