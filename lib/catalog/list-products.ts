import { Prisma } from "@/lib/db/generated/client";
import type { ProductStatus, ProductType } from "@/lib/db/generated/enums";
import { db, type DbTx } from "@/lib/db/client";
import { toCents } from "@/lib/catalog/price";
import { toListItem, type ProductListItem, type ProductRow } from "@/lib/catalog/present";
import { listProductsQuery, type ListProductsQuery } from "@/lib/catalog/schemas";

// pg_trgm's default word-similarity threshold (0.6) misses common one-letter typos ("markting" for the
// vocabulary word "marketing"); 0.5 catches them without flooding results. Set per transaction so both
// databases behave the same.
export const TYPO_THRESHOLD = 0.5;
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
           p."publishedAt", p."createdAt", p."updatedAt", u."name" AS "authorName", u."verified" AS "authorVerified",
           m.rank, m.total
    FROM (${page}) m JOIN "Product" p ON p."id" = m."id" JOIN "User" u ON u."id" = p."authorId"
    ${orderBy(q, Boolean(search))}`;
  const count = Prisma.sql`${matchQuery} SELECT count(*)::int AS total FROM "Product" p WHERE ${whereSql}`;
  return { rows, count };
}

// Counting a large match set costs as much as the page itself many times over (every published row for an
// unfiltered list), so totals of 1,000 or more are reused for 10 seconds; smaller ones are always exact.
const COUNT_CACHE_MIN = 1_000;
const COUNT_CACHE_MS = 10_000;
const COUNT_CACHE_SIZE = 500;
const countCache = new Map<string, { total: number; expires: number }>();

async function countMatches(tx: DbTx, count: Prisma.Sql): Promise<number> {
  const key = `${count.sql}\n${JSON.stringify(count.values)}`;
  const hit = countCache.get(key);
  if (hit && hit.expires > Date.now()) return hit.total;
  const total = (await tx.$queryRaw<{ total: number }[]>(count))[0].total;
  if (total >= COUNT_CACHE_MIN) {
    if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
    countCache.set(key, { total, expires: Date.now() + COUNT_CACHE_MS });
  }
  return total;
}

type Row = ProductRow & { authorName: string; authorVerified: boolean; type: ProductType; status: ProductStatus; total: number | null };

export async function listProducts(input: unknown, callerId: string | null): Promise<{ items: ProductListItem[]; meta: { page: number; limit: number; total: number } }> {
  const q = listProductsQuery.parse(input);
  const { rows, count } = listProductsSql(q, callerId);
  const client = await db();
  const run = async (tx: DbTx) => {
    if (q.search) await tx.$executeRawUnsafe(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_THRESHOLD}`);
    const found = await tx.$queryRaw<Row[]>(rows);
    // The window count, or a first page that is not full, already tells the total; anything else needs the count.
    const total =
      found[0]?.total ??
      (q.page === 1 && found.length < q.limit ? found.length : await countMatches(tx, count));
    return { found, total };
  };
  const { found, total } = q.search ? await client.$transaction(run) : await run(client);
  const items = found.map((r) => toListItem(r, { id: r.authorId, name: r.authorName, verified: r.authorVerified }));
  return { items, meta: { page: q.page, limit: q.limit, total } };
}
