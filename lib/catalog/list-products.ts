import { Prisma } from "@/lib/db/generated/client";
import { isoText, preparedQuery } from "@/lib/db/client";
import { toCents } from "@/lib/catalog/price";
import { toListItem, type ProductListItem, type ProductRow } from "@/lib/catalog/present";
import { listProductsQuery, type ListProductsQuery } from "@/lib/catalog/schemas";

const MAX_TERMS = 8;

/** The search words: letters and digits only (nothing else reaches SQL), at most MAX_TERMS. */
export function searchTerms(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

type Clause = Prisma.Sql;

// Vocabulary words tried for each search word, the most similar first: enough for real typos, few enough
// that the full-text query stays a handful of index lookups.
const MAX_CORRECTIONS = 8;

/**
 * One tsquery: for each term, (term:* | correction:* | ...), all terms AND-ed. Terms and vocabulary words are
 * letters and digits only, so the built text is always valid tsquery syntax. Stop words drop out of
 * to_tsquery as in any full-text search.
 */
function correctedQuery(terms: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT to_tsquery('english', string_agg('(' || alts || ')', ' & ' ORDER BY ord)) AS query
    FROM (
      SELECT t.ord, string_agg(a.word || ':*', ' | ') AS alts
      FROM unnest(ARRAY[${Prisma.join(terms)}]::text[]) WITH ORDINALITY t(term, ord)
      CROSS JOIN LATERAL (
        SELECT t.term AS word
        UNION
        SELECT v.word FROM (
          SELECT s."word" FROM "SearchWord" s WHERE t.term <% s."word"
          ORDER BY word_similarity(t.term, s."word") DESC, s."products" DESC LIMIT ${MAX_CORRECTIONS}
        ) v
      ) a
      GROUP BY t.ord
    ) per_term`;
}

function whereClauses(q: ListProductsQuery, callerId: string | null): Clause[] {
  const w: Clause[] = [];
  if (q.author === "me") {
    w.push(Prisma.sql`p."authorId" = ${callerId ?? ""}`, Prisma.sql`p."status" <> 'DELETED'`);
  } else {
    w.push(Prisma.sql`p."status" = 'PUBLISHED'`);
    if (q.author) w.push(Prisma.sql`p."authorId" = ${q.author}`);
  }
  if (q.type) w.push(Prisma.sql`p."type" = ${q.type}::"ProductType"`);
  if (q.category) w.push(Prisma.sql`p."categorySlug" = ${q.category}`);
  if (q.provider) w.push(Prisma.sql`p."compatibility" @> ARRAY[${q.provider}]::text[]`);
  if (q.minPrice !== undefined && q.minPrice > 0) w.push(Prisma.sql`p."priceCents" >= ${toCents(q.minPrice)}`);
  if (q.maxPrice !== undefined) w.push(Prisma.sql`p."priceCents" <= ${toCents(q.maxPrice)}`);
  return w;
}

// Sort keys by name; `id` last in the same direction keeps the order total, so no row shows on two pages.
// Each list matches an index on ("status", ...keys, "id") walked forwards or backwards, so a page stops after
// `limit` rows; NULLS clauses are left at their defaults for that reason (only drafts lack publishedAt).
const SORT_COLUMNS: Record<Exclude<ListProductsQuery["sort"], "relevance">, string[]> = {
  newest: [`p."publishedAt"`],
  price: [`p."priceCents"`],
  rating: [`p."ratingAverage"`, `p."ratingCount"`],
  popular: [`p."purchaseCount"`, `p."viewCount"`],
};

function orderBy(q: ListProductsQuery, searching: boolean): Clause {
  const dir = q.order === "asc" ? "ASC" : "DESC";
  const keys = q.sort === "relevance" ? (searching ? ["rank"] : SORT_COLUMNS.popular) : SORT_COLUMNS[q.sort];
  return Prisma.raw(`ORDER BY ${[...keys, `p."id"`].map((k) => `${k} ${dir}`).join(", ")}`);
}

/** The list query as SQL (the benchmark EXPLAINs exactly this). */
export function listProductsSql(q: ListProductsQuery, callerId: string | null): { rows: Prisma.Sql; count: Prisma.Sql } {
  const search = q.search ? q.search.toLowerCase() : "";
  const terms = searchTerms(search);
  const where = whereClauses(q, callerId);
  let rank = Prisma.sql`0`;
  let matchQuery = Prisma.empty;
  if (search) {
    // Every word must match. A word matches as a stemmed prefix in the weighted vector, or through a
    // vocabulary word of titles and tags it resembles (pg_trgm word similarity, to forgive a typo), used as a
    // prefix too. The correction runs on the vocabulary (thousands of words), and the products are then found
    // by one GIN full-text query, ranked and cut to the page.
    if (terms.length === 0) where.push(Prisma.sql`FALSE`);
    else {
      matchQuery = Prisma.sql`WITH search AS (${correctedQuery(terms)})`;
      where.push(Prisma.sql`p."searchVector" @@ (SELECT query FROM search)`);
      rank = Prisma.sql`ts_rank(p."searchVector", (SELECT query FROM search))`;
    }
  }
  const whereSql = Prisma.join(where, " AND ");
  // A ranked search visits every match anyway, so it counts them in the same pass; a plain list must not,
  // or it would lose the index walk that stops after one page.
  const total = search ? Prisma.sql`count(*) OVER ()::int` : Prisma.sql`NULL::int`;
  const offset = (q.page - 1) * q.limit;
  // The page is chosen on narrow rows (id, rank) and only its rows are then read in full with their author.
  const page = Prisma.sql`
    ${matchQuery}
    SELECT p."id", ${rank} AS rank, ${total} AS total FROM "Product" p
    WHERE ${whereSql}
    ${orderBy(q, Boolean(search))}
    LIMIT ${q.limit} OFFSET ${offset}`;
  const rows = Prisma.sql`
    SELECT p."id", p."authorId", p."title", p."description", p."type", p."categorySlug", p."priceCents", p."currency",
           p."status", p."tags", p."compatibility", p."viewCount", p."purchaseCount", p."ratingCount", p."ratingAverage",
           ${isoText(Prisma.sql`p."publishedAt"`)} AS "publishedAt", ${isoText(Prisma.sql`p."createdAt"`)} AS "createdAt",
           ${isoText(Prisma.sql`p."updatedAt"`)} AS "updatedAt", u."name" AS "authorName", u."verified" AS "authorVerified",
           m.rank, m.total
    FROM (${page}) m JOIN "Product" p ON p."id" = m."id" JOIN "User" u ON u."id" = p."authorId"
    ${orderBy(q, Boolean(search))}`;
  const count = Prisma.sql`${matchQuery} SELECT count(*)::int AS total FROM "Product" p WHERE ${whereSql}`;
  return { rows, count };
}

// Counting a large match set costs as much as the page itself many times over (every published row for an
// unfiltered list), so totals of 1,000 or more are kept per query: served at once, and recounted in the
// background (one count per query at a time) once older than 10 seconds. Smaller totals are always exact.
const COUNT_CACHE_MIN = 1_000;
const COUNT_FRESH_MS = 10_000;
// Past this age a total is not served any more: a query asked for rarely waits for an exact count again.
const COUNT_MAX_AGE_MS = 60_000;
const COUNT_CACHE_SIZE = 500;
type CountEntry = { total: number; countedAt: number; recount?: Promise<number> };
const countCache = new Map<string, CountEntry>();

async function countNow(key: string, count: Prisma.Sql): Promise<number> {
  const [{ total }] = await preparedQuery<{ total: number }>(count);
  if (total >= COUNT_CACHE_MIN) {
    if (!countCache.has(key) && countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
    countCache.set(key, { total, countedAt: Date.now() });
  } else countCache.delete(key);
  return total;
}

async function countMatches(count: Prisma.Sql): Promise<number> {
  const key = `${count.text}\n${JSON.stringify(count.values)}`;
  const entry = countCache.get(key);
  const age = entry ? Date.now() - entry.countedAt : Infinity;
  if (entry?.recount && age >= COUNT_MAX_AGE_MS) return entry.recount;
  if (entry && age < COUNT_MAX_AGE_MS) {
    if (age >= COUNT_FRESH_MS && !entry.recount) {
      entry.recount = countNow(key, count).finally(() => delete entry.recount);
      entry.recount.catch(() => {}); // a failed background recount leaves the old total; the next request retries
    }
    return entry.total;
  }
  const pending = countNow(key, count);
  countCache.set(key, { total: 0, countedAt: -Infinity, recount: pending });
  try {
    return await pending;
  } catch (err) {
    countCache.delete(key);
    throw err;
  }
}

type Row = Omit<ProductRow, "publishedAt" | "createdAt" | "updatedAt"> & {
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  authorName: string;
  authorVerified: boolean;
  total: number | null;
};

export async function listProducts(input: unknown, callerId: string | null): Promise<{ items: ProductListItem[]; meta: { page: number; limit: number; total: number } }> {
  const q = listProductsQuery.parse(input);
  const { rows, count } = listProductsSql(q, callerId);
  const found = await preparedQuery<Row>(rows);
  // The window count, or a first page that is not full, already tells the total; anything else needs the count.
  const total = found[0]?.total ?? (q.page === 1 && found.length < q.limit ? found.length : await countMatches(count));
  const items = found.map((r) =>
    toListItem(
      { ...r, publishedAt: r.publishedAt === null ? null : new Date(r.publishedAt), createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) },
      { id: r.authorId, name: r.authorName, verified: r.authorVerified },
    ),
  );
  return { items, meta: { page: q.page, limit: q.limit, total } };
}
