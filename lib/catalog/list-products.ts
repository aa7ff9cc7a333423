import { preparedQuery } from "@/lib/db/client";
import { CatalogCache, statementKey, UNKNOWN_VERSION, type Versioned } from "@/lib/catalog/catalog-cache";
import { listProductsSql, pageOfIds, rankedLimit, searchCandidates, vocabularySql, type ListStatements } from "@/lib/catalog/list-sql";
import { planSearch, searchTerms, typoBudget, wordsToLookUp, type SearchPlan } from "@/lib/catalog/search-terms";
import { toListItem, type ProductListItem, type ProductRow } from "@/lib/catalog/present";
import { shownIn } from "@/lib/catalog/currency-prices";
import type { ListProductsQuery } from "@/lib/catalog/schemas";

type Row = ProductRow & {
  authorName: string;
  authorHandle: string;
  authorVerified: boolean;
  authorAvatarHash: string | null;
  total: number | null;
  version: string;
};
type Ranking = { ids: string[]; total: number };
/**
 * A search's query; when some word matched nothing exactly, the query as corrected ("Showing results for …");
 * and whether `total` is exact (false: a relevance search with more than SEARCH_CANDIDATES matches (a setting), ADR 059).
 */
export type SearchMeta = { query: string; correctedQuery: string | null; totalExact: boolean };
export type ListPage = {
  items: ProductListItem[];
  meta: { page: number; limit: number; total: number; search?: SearchMeta };
  /** `items` as JSON, serialised once however often a cached page is sent. */
  itemsJson: () => string;
};
/** A page's rows and total, and the catalog version both were read at (UNKNOWN_VERSION when they may differ). */
type ReadPage = { rows: Row[]; total: number; version: string };

// Counting a large match set costs many pages' worth (every published row for an unfiltered list), and a
// search ranks every match to show 20; both are kept, exact while the catalog version stands still.
const totals = new CatalogCache<number>(1_000);
// Relevance breaks ties on rating and sales (counters that do not move the version): a ranking is kept only as
// long as a cached page's counters may trail.
const rankings = new CatalogCache<Ranking>({ max: 500, ttl: 2_000 });
// A relevance search matches every product with any of its words, so ranking a common query costs hundreds of
// milliseconds at 100,000 products: a ranking in use is made again in the background once it is this close to
// expiring, so repeated searches never wait on it (it is still never used past its time to live).
const RANKING_REFRESH_AHEAD_MS = 1_500;

/** How long a cached page's counters (views, purchases, rating: they do not move the version) may trail. */
export const LIST_COUNTERS_MAX_AGE_MS = 2_000;
/** A page asked for within this long of expiring is read again in the background. */
const REFRESH_AHEAD_MS = 500;
// Whole pages, for callers who read the catalog version with their authentication (the /v1 wrapper): a
// repeated list then costs no query of its own. Bounded by items (about 2 KB each with their JSON), not pages.
const pages = new CatalogCache<ListPage>({
  maxSize: 10_000,
  sizeCalculation: (page) => page.value.items.length + 1,
  ttl: LIST_COUNTERS_MAX_AGE_MS,
});

/** The number of matches, at the version the page's rows were read at or later. */
function countMatches(count: ListStatements["count"], rowsVersion: string): Promise<Versioned<number>> {
  return totals.atLeast(statementKey(count), rowsVersion, async () => {
    const [row] = await preparedQuery<{ total: number; version: string }>(count);
    return { version: row.version, value: row.total };
  });
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
  if (rankings.remainingTtl(key) < RANKING_REFRESH_AHEAD_MS) void load().catch(() => {});
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
  const version = rows[0]?.version ?? UNKNOWN_VERSION;
  // A search's window count, or a first page that is not full, already tells the total; anything else needs the count.
  if (rows[0]?.total != null) return { rows, total: rows[0].total, version };
  if (q.page === 1 && rows.length < q.limit) return { rows, total: rows.length, version };
  const counted = await countMatches(statements.count, version);
  return { rows, total: counted.value, version: counted.version === version ? version : UNKNOWN_VERSION };
}

/** The search's words resolved against the catalog vocabulary: exact forms, prefix, typo corrections. */
export async function resolveSearch(search: string): Promise<SearchPlan> {
  const terms = searchTerms(search);
  if (terms.length === 0) return planSearch(search, [], false);
  const typoTerms = terms.filter((t) => typoBudget(t) > 0);
  const rows = await preparedQuery<{ word: string; products: number; isPrefix: boolean }>(
    vocabularySql(wordsToLookUp(terms), typoTerms, terms[terms.length - 1]),
  );
  return planSearch(
    search,
    rows.filter((r) => !r.isPrefix),
    rows.some((r) => r.isPrefix),
  );
}

async function readPage(q: ListProductsQuery, callerId: string | null): Promise<Versioned<ListPage>> {
  const plan = q.search ? await resolveSearch(q.search) : null;
  const statements = listProductsSql(q, callerId, plan);
  const useRanking = statements.ranking !== null && q.page * q.limit <= rankedLimit(q);
  const read = (useRanking ? await rankedPage(q, statements.ranking!) : null) ?? (await directPage(q, statements));
  const { rows, version } = read;
  // A relevance search counts its matches up to searchCandidates() + 1: one more means "more than searchCandidates()".
  const capped = plan !== null && q.sort === "relevance";
  const total = capped ? Math.min(read.total, searchCandidates()) : read.total;
  const totalExact = !capped || read.total <= searchCandidates();
  const items = rows.map((r) =>
    toListItem(shownIn(r, q.currency), {
      id: r.authorId,
      name: r.authorName,
      handle: r.authorHandle,
      verified: r.authorVerified,
      avatarHash: r.authorAvatarHash,
    }),
  );
  let json: string | undefined;
  const itemsJson = () => (json ??= JSON.stringify(items));
  const search = plan ? { search: { query: plan.query, correctedQuery: plan.correctedQuery, totalExact } } : {};
  return { version, value: { items, meta: { page: q.page, limit: q.limit, total, ...search }, itemsJson } };
}

/**
 * GET /products (docs/catalog.md#sorting-and-search, paging as docs/api.md#pagination): one page of the catalog, or of the caller's own products with author=me.
 * `seenVersion` is the catalog version the caller read in its own earlier statement (its authentication): a
 * page cached at that version shows exactly what the database would, but for counters up to
 * LIST_COUNTERS_MAX_AGE_MS old.
 */
export async function listProducts(q: ListProductsQuery, callerId: string | null, seenVersion: string | null = null): Promise<ListPage> {
  const read = () => readPage(q, callerId);
  if (seenVersion === null) return (await read()).value;
  const key = JSON.stringify([q, q.author === "me" ? callerId : null]);
  if (pages.peek(key)?.version === seenVersion && pages.remainingTtl(key) < REFRESH_AHEAD_MS) {
    // A page in demand is read again in the background before its counters get too old, so no request waits.
    void pages.load(key, read).catch(() => {});
  }
  return (await pages.atLeast(key, seenVersion, read)).value;
}
