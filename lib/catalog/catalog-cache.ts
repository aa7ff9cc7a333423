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

/** The stamp of a value whose version could not be told: it matches no reader and is older than any. */
export const UNKNOWN_VERSION = "-1";

/**
 * Values derived from the catalog (list totals, search rankings, whole pages), each stamped with the catalog version it
 * was computed at. A reader compares the stamp with the version its own query just read: equal means no
 * product change that could alter the value has committed since, so the value is exact. Bounded (LRU), per
 * process; any number of server processes stay correct, as the version lives in the database.
 */
export class CatalogCache<V extends object | number> {
  private readonly entries: LRUCache<string, Versioned<V>>;
  private readonly loading = new Map<string, Promise<Versioned<V>>>();

  /** At most `max` entries, or lru-cache's own bounds (a size, a time to live). */
  constructor(bounds: number | LRUCache.Options<string, Versioned<V>, unknown>) {
    this.entries = new LRUCache(typeof bounds === "number" ? { max: bounds } : bounds);
  }

  /** The cached value whatever its version: the caller checks `version` against the database's. */
  peek(key: string): Versioned<V> | undefined {
    return this.entries.get(key);
  }

  /** How long until the entry's time to live runs out (Infinity without one, 0 when absent). */
  remainingTtl(key: string): number {
    return this.entries.getRemainingTTL(key);
  }

  /**
   * The value at `seenVersion` (a version the caller read earlier) or later: the cached one if it was computed
   * at exactly that version, else a fresh one.
   */
  async atLeast(key: string, seenVersion: string, compute: () => Promise<Versioned<V>>): Promise<Versioned<V>> {
    const cached = this.entries.get(key);
    if (cached && cached.version === seenVersion) return cached;
    const joined = this.loading.has(key);
    const fresh = await this.load(key, compute);
    // A computation already running when the caller read its version may predate it; one started now cannot.
    return joined && BigInt(fresh.version) < BigInt(seenVersion) ? this.load(key, compute) : fresh;
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
