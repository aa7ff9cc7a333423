import { LRUCache } from "lru-cache";
import { preparedQuery } from "@/lib/db/client";
import { CatalogCache, statementKey, type Versioned } from "@/lib/catalog/catalog-cache";
import { listProductsSql, pageOfIds, RANKED_IDS, type ListStatements } from "@/lib/catalog/list-sql";
import { toListItem, type ProductListItem, type ProductRow } from "@/lib/catalog/present";
import type { ListProductsQuery } from "@/lib/catalog/schemas";

type Row = ProductRow & { authorName: string; authorVerified: boolean; total: number | null; version: string };
type Ranking = { ids: string[]; total: number };
export type ListPage = {
  items: ProductListItem[];
  meta: { page: number; limit: number; total: number };
  /** `items` as JSON, serialised once however often a cached page is sent. */
  itemsJson: () => string;
};
/** A page's rows and total, and the catalog version both were read at (null when they may differ). */
type ReadPage = { rows: Row[]; total: number; version: string | null };

// Counting a large match set costs many pages' worth (every published row for an unfiltered list), and a
// search ranks every match to show 20; both are kept, exact while the catalog version stands still.
const totals = new CatalogCache<number>(1_000);
const rankings = new CatalogCache<Ranking>(500);

/** How long a cached page's counters (views, purchases, rating: they do not move the version) may trail. */
export const LIST_COUNTERS_MAX_AGE_MS = 2_000;
/** A page asked for within this long of expiring is read again in the background. */
const REFRESH_AHEAD_MS = 500;
// Whole pages, for callers who read the catalog version with their authentication (the /v1 wrapper): a
// repeated list then costs no query of its own. Bounded by items (about 2 KB each with their JSON), not pages.
const pages = new LRUCache<string, Versioned<ListPage>>({
  maxSize: 10_000,
  sizeCalculation: (page) => page.value.items.length + 1,
  ttl: LIST_COUNTERS_MAX_AGE_MS,
});

async function countMatches(count: ListStatements["count"], seenVersion: string | undefined): Promise<Versioned<number>> {
  const key = statementKey(count);
  const cached = totals.peek(key);
  if (cached && cached.version === seenVersion) return cached;
  const load = () =>
    totals.load(key, async () => {
      const [row] = await preparedQuery<{ total: number; version: string }>(count);
      return { version: row.version, value: row.total };
    });
  let fresh = await load();
  // A count already running when this request's rows were read may predate them; one started now cannot.
  if (seenVersion !== undefined && BigInt(fresh.version) < BigInt(seenVersion)) fresh = await load();
  return fresh;
}

/** One page of a search through its cached ranking, or null when the catalog changes faster than it can be ranked. */
async function rankedPage(q: ListProductsQuery, ranking: NonNullable<ListStatements["ranking"]>): Promise<ReadPage | null> {
  const key = statementKey(ranking);
  const load = () =>
    rankings.load(key, async (): Promise<Versioned<Ranking>> => {
      const [row] = await preparedQuery<Ranking & { version: string }>(ranking);
      return { version: row.version, value: { ids: row.ids, total: row.total } };
    });
  let current = rankings.peek(key) ?? (await load());
  for (let attempt = 0; attempt < 2; attempt++) {
    const ids = current.value.ids.slice((q.page - 1) * q.limit, q.page * q.limit);
    if (ids.length === 0) return null; // past the last match: nothing to read, the direct query says so with a fresh total
    const rows = await preparedQuery<Row>(pageOfIds(ids));
    if (rows[0]?.version === current.version) return { rows, total: current.value.total, version: current.version };
    current = await load(); // a product changed since this ranking was made
  }
  return null;
}

async function directPage(q: ListProductsQuery, statements: ListStatements): Promise<ReadPage> {
  const rows = await preparedQuery<Row>(statements.rows);
  const version = rows[0]?.version ?? null;
  // A search's window count, or a first page that is not full, already tells the total; anything else needs the count.
  if (rows[0]?.total != null) return { rows, total: rows[0].total, version };
  if (q.page === 1 && rows.length < q.limit) return { rows, total: rows.length, version };
  const counted = await countMatches(statements.count, version ?? undefined);
  return { rows, total: counted.value, version: counted.version === version ? version : null };
}

async function readPage(q: ListProductsQuery, callerId: string | null): Promise<{ page: ListPage; version: string | null }> {
  const statements = listProductsSql(q, callerId);
  const useRanking = statements.ranking !== null && q.page * q.limit <= RANKED_IDS;
  const { rows, total, version } = (useRanking ? await rankedPage(q, statements.ranking!) : null) ?? (await directPage(q, statements));
  const items = rows.map((r) => toListItem(r, { id: r.authorId, name: r.authorName, verified: r.authorVerified }));
  let json: string | undefined;
  const itemsJson = () => (json ??= JSON.stringify(items));
  return { page: { items, meta: { page: q.page, limit: q.limit, total }, itemsJson }, version };
}

/**
 * GET /products (spec 4.1): one page of the catalog, or of the caller's own products with author=me.
 * `seenVersion` is the catalog version the caller read in its own earlier statement (its authentication): a
 * page cached at that version shows exactly what the database would, but for counters up to
 * LIST_COUNTERS_MAX_AGE_MS old.
 */
export async function listProducts(q: ListProductsQuery, callerId: string | null, seenVersion: string | null = null): Promise<ListPage> {
  if (seenVersion === null) return (await readPage(q, callerId)).page;
  const calledAt = performance.now();
  const key = JSON.stringify([q, q.author === "me" ? callerId : null]);
  const cached = pages.get(key);
  if (cached && cached.version === seenVersion) {
    // A page in demand is read again in the background before its counters get too old, so no request waits.
    if (pages.getRemainingTTL(key) < REFRESH_AHEAD_MS) void refreshPage(key, q, callerId).catch(() => {});
    return cached.value;
  }
  const shared = await refreshPage(key, q, callerId);
  // A read already running when this request authenticated may predate what it has seen; one started now cannot.
  return (shared.startedAt >= calledAt ? shared : await refreshPage(key, q, callerId)).page;
}

const refreshing = new Map<string, Promise<{ page: ListPage; startedAt: number }>>();

/** Reads a page and keeps it; concurrent reads of one key share one. */
function refreshPage(key: string, q: ListProductsQuery, callerId: string | null): Promise<{ page: ListPage; startedAt: number }> {
  let pending = refreshing.get(key);
  if (!pending) {
    const startedAt = performance.now();
    pending = readPage(q, callerId)
      .then(({ page, version }) => {
        // Kept only when rows and total were read at one version (the caller's or a later one: it reads after).
        if (version !== null) pages.set(key, { version, value: page });
        return { page, startedAt };
      })
      .finally(() => refreshing.delete(key));
    refreshing.set(key, pending);
  }
  return pending;
}
