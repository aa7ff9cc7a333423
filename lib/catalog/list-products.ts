import { preparedQuery } from "@/lib/db/client";
import { CatalogCache, statementKey, type Versioned } from "@/lib/catalog/catalog-cache";
import { listProductsSql, pageOfIds, RANKED_IDS, type ListStatements } from "@/lib/catalog/list-sql";
import { toListItem, type ProductListItem, type ProductRow } from "@/lib/catalog/present";
import type { ListProductsQuery } from "@/lib/catalog/schemas";

type Row = ProductRow & { authorName: string; authorVerified: boolean; total: number | null; version: string };
type Ranking = { ids: string[]; total: number };

// Counting a large match set costs many pages' worth (every published row for an unfiltered list), and a
// search ranks every match to show 20; both are kept, exact while the catalog version stands still.
const totals = new CatalogCache<number>(1_000);
const rankings = new CatalogCache<Ranking>(500);

async function countMatches(count: ListStatements["count"], seenVersion: string | undefined): Promise<number> {
  const key = statementKey(count);
  const cached = totals.peek(key);
  if (cached && cached.version === seenVersion) return cached.value;
  const load = () =>
    totals.load(key, async () => {
      const [row] = await preparedQuery<{ total: number; version: string }>(count);
      return { version: row.version, value: row.total };
    });
  let fresh = await load();
  // A count already running when this request's rows were read may predate them; one started now cannot.
  if (seenVersion !== undefined && BigInt(fresh.version) < BigInt(seenVersion)) fresh = await load();
  return fresh.value;
}

/** One page of a search through its cached ranking, or null when the catalog changes faster than it can be ranked. */
async function rankedPage(q: ListProductsQuery, ranking: NonNullable<ListStatements["ranking"]>): Promise<{ rows: Row[]; total: number } | null> {
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
    if (rows[0]?.version === current.version) return { rows, total: current.value.total };
    current = await load(); // a product changed since this ranking was made
  }
  return null;
}

async function directPage(q: ListProductsQuery, statements: ListStatements): Promise<{ rows: Row[]; total: number }> {
  const rows = await preparedQuery<Row>(statements.rows);
  // A search's window count, or a first page that is not full, already tells the total; anything else needs the count.
  const total =
    rows[0]?.total ?? (q.page === 1 && rows.length < q.limit ? rows.length : await countMatches(statements.count, rows[0]?.version));
  return { rows, total };
}

/** GET /products (spec 4.1): one page of the catalog, or of the caller's own products with author=me. */
export async function listProducts(q: ListProductsQuery, callerId: string | null): Promise<{ items: ProductListItem[]; meta: { page: number; limit: number; total: number } }> {
  const statements = listProductsSql(q, callerId);
  const useRanking = statements.ranking !== null && q.page * q.limit <= RANKED_IDS;
  const { rows, total } = (useRanking ? await rankedPage(q, statements.ranking!) : null) ?? (await directPage(q, statements));
  const items = rows.map((r) => toListItem(r, { id: r.authorId, name: r.authorName, verified: r.authorVerified }));
  return { items, meta: { page: q.page, limit: q.limit, total } };
}
