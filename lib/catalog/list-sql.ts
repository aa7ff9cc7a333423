// The catalog list as SQL: filters, sort, typo-tolerant full-text search, and the statements list-products.ts
// runs (a page, its count, a search ranking, a page of ranked ids). The benchmark EXPLAINs exactly these.
import { Prisma } from "@/lib/db/generated/client";
import { isoText } from "@/lib/db/client";
import { CATALOG_VERSION } from "@/lib/catalog/catalog-cache";
import { toCents } from "@/lib/catalog/price";
import type { ListProductsQuery } from "@/lib/catalog/schemas";

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
  newest: [`"publishedAt"`],
  price: [`"priceCents"`],
  rating: [`"ratingAverage"`, `"ratingCount"`],
  popular: [`"purchaseCount"`, `"viewCount"`],
};

/** The ORDER BY keys over rows named `alias`; a search's `rank` is a select-list column, bare on `p` itself. */
function orderKeys(q: ListProductsQuery, searching: boolean, alias = "p"): string {
  const dir = q.order === "asc" ? "ASC" : "DESC";
  const byRank = q.sort === "relevance" && searching;
  const columns = byRank ? [] : SORT_COLUMNS[q.sort === "relevance" ? "popular" : q.sort];
  const rank = byRank ? [alias === "p" ? "rank" : `${alias}.rank`] : [];
  return [...rank, ...columns.map((c) => `${alias}.${c}`), `${alias}."id"`].map((k) => `${k} ${dir}`).join(", ");
}

// Every column a list item shows, for the products `p` and their authors `u`.
const ITEM_COLUMNS = Prisma.sql`
  p."id", p."authorId", p."title", p."description", p."type", p."categorySlug", p."priceCents", p."currency",
  p."status", p."tags", p."compatibility", p."viewCount", p."purchaseCount", p."ratingCount", p."ratingAverage",
  ${isoText(Prisma.sql`p."publishedAt"`)} AS "publishedAt", ${isoText(Prisma.sql`p."createdAt"`)} AS "createdAt",
  ${isoText(Prisma.sql`p."updatedAt"`)} AS "updatedAt", u."name" AS "authorName", u."verified" AS "authorVerified"`;

/** How many of a search's best matches one ranking keeps: the first 25 pages of 20. */
export const RANKED_IDS = 500;

export type ListStatements = {
  /** One page, with `total` when it costs nothing extra (a search counts in the same pass) and `version`. */
  rows: Prisma.Sql;
  /** The number of matches, and `version`. */
  count: Prisma.Sql;
  /**
   * A search whose order follows only versioned columns (relevance, newest, price): its first RANKED_IDS ids
   * in order, the total and `version`, to be cached and paged through with `pageOfIds`.
   */
  ranking: Prisma.Sql | null;
};

export function listProductsSql(q: ListProductsQuery, callerId: string | null): ListStatements {
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
  const order = Prisma.raw(`ORDER BY ${orderKeys(q, Boolean(search))}`);
  // A ranked search visits every match anyway, so it counts them in the same pass; a plain list must not,
  // or it would lose the index walk that stops after one page.
  const total = search ? Prisma.sql`count(*) OVER ()::int` : Prisma.sql`NULL::int`;
  const offset = (q.page - 1) * q.limit;
  // The page is chosen on narrow rows (id, rank) and only its rows are then read in full with their author.
  const rows = Prisma.sql`
    ${matchQuery}
    SELECT ${ITEM_COLUMNS}, m.total, ${CATALOG_VERSION} AS version
    FROM (
      SELECT p."id", ${rank} AS rank, ${total} AS total FROM "Product" p
      WHERE ${whereSql} ${order} LIMIT ${q.limit} OFFSET ${offset}
    ) m JOIN "Product" p ON p."id" = m."id" JOIN "User" u ON u."id" = p."authorId"
    ${order}`;
  const count = Prisma.sql`
    ${matchQuery}
    SELECT count(*)::int AS total, ${CATALOG_VERSION} AS version FROM "Product" p WHERE ${whereSql}`;
  const ranking =
    search && terms.length > 0 && q.sort !== "rating" && q.sort !== "popular"
      ? Prisma.sql`
    ${matchQuery}
    SELECT coalesce(array_agg(r."id" ORDER BY ${Prisma.raw(orderKeys(q, true, "r"))}), '{}') AS ids,
           coalesce(max(r.total), 0)::int AS total, ${CATALOG_VERSION} AS version
    FROM (
      SELECT p."id", p."publishedAt", p."priceCents", ${rank} AS rank, count(*) OVER ()::int AS total
      FROM "Product" p WHERE ${whereSql} ${order} LIMIT ${RANKED_IDS}
    ) r`
      : null;
  return { rows, count, ranking };
}

/** These products in this order, read in full, with `version`. */
export function pageOfIds(ids: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT ${ITEM_COLUMNS}, NULL::int AS total, ${CATALOG_VERSION} AS version
    FROM unnest(${ids}::text[]) WITH ORDINALITY i("id", ord)
    JOIN "Product" p ON p."id" = i."id" JOIN "User" u ON u."id" = p."authorId"
    ORDER BY i.ord`;
}
