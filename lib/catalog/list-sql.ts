// The catalog list as SQL: filters, sort, typo-tolerant full-text search ranked by relevance, and the statements
// list-products.ts runs (the search's vocabulary words, a page, its count, a search ranking, a page of ranked
// ids). The benchmark EXPLAINs exactly these.
import { Prisma } from "@/lib/db/generated/client";
import { isoText } from "@/lib/db/client";
import { CATALOG_VERSION } from "@/lib/catalog/catalog-cache";
import { env } from "@/lib/env";
import { toCents } from "@/lib/money";
import type { ListProductsQuery } from "@/lib/catalog/schemas";
import { termQueries, type SearchPlan, type TermQueries } from "@/lib/catalog/search-terms";

type Clause = Prisma.Sql;

/**
 * The vocabulary words a search needs (lib/catalog/search-terms.ts): the exact lookups (forms and one-typo
 * variants), each typo-tolerant word's trigram neighbours (similar, or similar to a prefix of a longer word), and
 * a row for the last word when some vocabulary word starts with it. The vocabulary is small (distinct words),
 * so this is a few index lookups; the products are then found by one GIN full-text query.
 */
export function vocabularySql(lookups: string[], typoTerms: string[], lastTerm: string): Prisma.Sql {
  return Prisma.sql`
    SELECT s."word", s."products", FALSE AS "isPrefix" FROM "SearchWord" s WHERE s."word" = ANY(${lookups}::text[])
    UNION
    SELECT c."word", c."products", FALSE FROM unnest(${typoTerms}::text[]) t(term) CROSS JOIN LATERAL (
      SELECT s."word", s."products" FROM "SearchWord" s WHERE t.term % s."word" OR t.term <% s."word"
      ORDER BY word_similarity(t.term, s."word") DESC, s."products" DESC LIMIT 40
    ) c
    UNION
    SELECT ${lastTerm}, 0, TRUE WHERE EXISTS (SELECT 1 FROM "SearchWord" s WHERE s."word" LIKE ${lastTerm} || '%')`;
}

/**
 * The price a list shows and compares (ADR 055): with `currency=`, the product's price in it when its seller set
 * one, else its main price; the currency is one of CURRENCIES (checked by the query schema), so it is written
 * into the SQL as a literal and each currency gets statements of its own. Without it, the main price column.
 */
function priceKey(q: ListProductsQuery, alias: string): string {
  if (!q.currency) return `${alias}."priceCents"`;
  if (!/^[A-Z]{3}$/.test(q.currency)) throw new Error(`Not a currency code: ${q.currency}`);
  return `coalesce((${alias}."prices"->>'${q.currency}')::int, ${alias}."priceCents")`;
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
  const shownPrice = Prisma.raw(priceKey(q, "p"));
  if (q.minPrice !== undefined && q.minPrice > 0) w.push(Prisma.sql`${shownPrice} >= ${toCents(q.minPrice)}`);
  if (q.maxPrice !== undefined) w.push(Prisma.sql`${shownPrice} <= ${toCents(q.maxPrice)}`);
  return w;
}

// Sort keys by name; `id` last in the same direction keeps the order total, so no row shows on two pages.
// Each list matches an index on ("status", ...keys, "id") walked forwards or backwards, so a page stops after
// `limit` rows; NULLS clauses are left at their defaults for that reason (only drafts lack publishedAt).
const SORT_COLUMNS: Record<Exclude<ListProductsQuery["sort"], "relevance" | "price">, string[]> = {
  newest: [`"publishedAt"`],
  rating: [`"ratingAverage"`, `"ratingCount"`],
  popular: [`"purchaseCount"`, `"viewCount"`],
};

// A search by relevance: most query words matched, fewest typos, best fields (title > tags > category >
// description and author), then rating and sales. The first three are select-list columns of the matching rows.
const RELEVANCE_KEYS = [
  ["words", "DESC"],
  ["typos", "ASC"],
  ["fields", "DESC"],
  [`"ratingAverage"`, "DESC"],
  [`"purchaseCount"`, "DESC"],
  [`"id"`, "DESC"],
] as const;

/** The ORDER BY keys over rows named `alias` (relevance keys of `p` itself are its select-list columns). */
function orderKeys(q: ListProductsQuery, byRelevance: boolean, alias = "p"): string {
  if (byRelevance) {
    return RELEVANCE_KEYS.map(([k, dir]) => `${alias === "p" && !k.startsWith('"') ? k : `${alias}.${k}`} ${dir}`).join(", ");
  }
  const dir = q.order === "asc" ? "ASC" : "DESC";
  const columns =
    q.sort === "price" ? [priceKey(q, alias)] : SORT_COLUMNS[q.sort === "relevance" ? "popular" : q.sort].map((c) => `${alias}.${c}`);
  return [...columns, `${alias}."id"`].map((k) => `${k} ${dir}`).join(", ");
}

// Every column a list item shows, for the products `p` and their authors `u`.
const ITEM_COLUMNS = Prisma.sql`
  p."id", p."authorId", p."title", p."description", p."type", p."categorySlug", p."priceCents", p."priceMode", p."suggestedPriceCents", p."currency",
  p."prices", p."status", p."tags", p."compatibility", p."viewCount", p."purchaseCount", p."ratingCount", p."ratingAverage",
  ${isoText(Prisma.sql`p."publishedAt"`)} AS "publishedAt", ${isoText(Prisma.sql`p."createdAt"`)} AS "createdAt",
  ${isoText(Prisma.sql`p."updatedAt"`)} AS "updatedAt", u."name" AS "authorName", u."handle" AS "authorHandle", u."verified" AS "authorVerified", u."avatarHash" AS "authorAvatarHash"`;

// What a search's matches are ordered by under any sort (sort keys and relevance's tie-breaks), and nothing wider.
const SEARCH_SORT_COLUMNS = Prisma.sql`p."id", p."publishedAt", p."priceCents", p."ratingAverage", p."ratingCount", p."purchaseCount", p."viewCount"`;
// With `currency=`, a search sorted by price also needs the other currencies' prices (priceKey).
const searchSortColumns = (q: ListProductsQuery) =>
  q.currency && q.sort === "price" ? Prisma.sql`${SEARCH_SORT_COLUMNS}, p."prices"` : SEARCH_SORT_COLUMNS;

/** How many of a search's best matches one ranking keeps: the first 25 pages of 20. */
export const RANKED_IDS = 500;
/**
 * A search sorted by relevance ranks at most this many of its matches (SEARCH_CANDIDATES, default 1,000; ADR 059):
 * the first it finds of those with any word, plus the first it finds of those with every word. Up to this many
 * matches the ranking and `total` are exact; beyond, `total` says this many and `totalExact` is false.
 */
export const searchCandidates = () => env().SEARCH_CANDIDATES;

/** How many ids the ranking of a list keeps (pages past it are read with `rows`). */
export const rankedLimit = (q: ListProductsQuery) => (q.sort === "relevance" ? searchCandidates() : RANKED_IDS);

export type ListStatements = {
  /**
   * One page, with `total` when it costs nothing extra (a search counts in the same pass) and `version`. For a
   * relevance search `total` is the number of matches up to searchCandidates() + 1 (more than searchCandidates()).
   */
  rows: Prisma.Sql;
  /** The number of matches (for a relevance search: up to searchCandidates() + 1), and `version`. */
  count: Prisma.Sql;
  /**
   * A search whose order follows versioned columns (relevance, newest, price): its first `rankedLimit` ids in
   * order, the total (as `rows` counts it) and `version`, to be cached and paged through with `pageOfIds`.
   */
  ranking: Prisma.Sql | null;
};

const tsquery = (text: string) => Prisma.sql`${text}::tsquery`;
const sum = (parts: Prisma.Sql[]) => Prisma.join(parts, " + ");

/** The relevance columns of a matching row `p`, and the match conditions (any word, every word). */
function searchColumns(words: TermQueries[]) {
  const v = Prisma.sql`p."searchVector"`;
  const matches = (text: string) => Prisma.sql`(${v} @@ ${tsquery(text)})`;
  const columns = Prisma.sql`
    ${sum(words.map((w) => Prisma.sql`${matches(w.any)}::int`))} AS words,
    ${sum(words.map((w) => (w.exact ? Prisma.sql`(${matches(w.any)} AND NOT ${matches(w.exact)})::int` : Prisma.sql`${matches(w.any)}::int`)))} AS typos,
    ${sum(
      words.map(
        (w) => Prisma.sql`CASE WHEN ${matches(w.title)} THEN 4 WHEN ${matches(w.tags)} THEN 3
          WHEN ${matches(w.category)} THEN 2 WHEN ${matches(w.any)} THEN 1 ELSE 0 END`,
      ),
    )} AS fields`;
  const anyWord = matches(words.map((w) => `(${w.any})`).join(" | "));
  const everyWord = matches(words.map((w) => `(${w.any})`).join(" & "));
  return { columns, anyWord, everyWord };
}

/**
 * A relevance search's candidates (ADR 059): the first searchCandidates() + 1 products with any word, in the
 * order the index finds them, and with two words or more also the first searchCandidates() + 1 with every word
 * (so the products matching the whole query are never crowded out), each with its relevance columns. Bounded:
 * a word on a fifth of a million products costs no more than a rare one. `matched` counts the first set.
 */
function relevanceCandidates(where: Clause[], words: TermQueries[]) {
  const limit = searchCandidates() + 1;
  if (words.length === 0) {
    return Prisma.sql`any_word AS (SELECT ${SEARCH_SORT_COLUMNS}, 0 AS words, 0 AS typos, 0 AS fields FROM "Product" p WHERE FALSE),
      candidates AS (SELECT * FROM any_word)`;
  }
  const search = searchColumns(words);
  const set = (condition: Clause) =>
    Prisma.sql`SELECT ${SEARCH_SORT_COLUMNS}, ${search.columns} FROM "Product" p WHERE ${Prisma.join([...where, condition], " AND ")} LIMIT ${limit}`;
  return Prisma.sql`any_word AS MATERIALIZED (${set(search.anyWord)}),
    candidates AS (SELECT * FROM any_word${words.length > 1 ? Prisma.sql` UNION (${set(search.everyWord)})` : Prisma.empty})`;
}

/**
 * The statements of one list. `plan` is the search's words resolved against the vocabulary (null: no search).
 * Sorted by relevance, a search matches products with any of its words, those with the most first, among its
 * bounded candidates; with another sort, it matches only products with every word, all of them.
 */
export function listProductsSql(q: ListProductsQuery, callerId: string | null, plan: SearchPlan | null): ListStatements {
  const where = whereClauses(q, callerId);
  const offset = (q.page - 1) * q.limit;
  if (plan && q.sort === "relevance")
    return relevanceSql(
      q,
      where,
      plan.terms.map(termQueries).filter((w) => w !== null),
      offset,
    );
  if (plan) {
    const words = plan.terms.map(termQueries).filter((w) => w !== null);
    where.push(words.length < plan.terms.length || words.length === 0 ? Prisma.sql`FALSE` : searchColumns(words).everyWord);
  }
  const searching = plan !== null;
  const whereSql = Prisma.join(where, " AND ");
  // A search visits every match anyway, so it counts them in the same pass; a plain list must not, or it
  // would lose the index walk that stops after one page. The search's matches are first narrowed to the
  // columns its order needs (OFFSET 0 keeps PostgreSQL from merging that step back): counted as wide rows,
  // they carried the search vector through the window and spilled to disk, and the page then needed a full
  // sort instead of a top-N one (3× slower at 10,000 matches of 100,000; bench/results/catalog-plans.txt).
  const page = searching
    ? Prisma.sql`
      SELECT s.*, count(*) OVER ()::int AS total FROM (
        SELECT ${searchSortColumns(q)} FROM "Product" p WHERE ${whereSql} OFFSET 0
      ) s ${Prisma.raw(`ORDER BY ${orderKeys(q, false, "s")}`)} LIMIT ${q.limit} OFFSET ${offset}`
    : Prisma.sql`
      SELECT p."id", p."ratingAverage", p."purchaseCount", NULL::int AS total FROM "Product" p
      WHERE ${whereSql} ${Prisma.raw(`ORDER BY ${orderKeys(q, false)}`)} LIMIT ${q.limit} OFFSET ${offset}`;
  const count = Prisma.sql`SELECT count(*)::int AS total, ${CATALOG_VERSION} AS version FROM "Product" p WHERE ${whereSql}`;
  const ranking =
    searching && q.sort !== "rating" && q.sort !== "popular"
      ? Prisma.sql`
    SELECT coalesce(array_agg(r."id" ORDER BY ${Prisma.raw(orderKeys(q, false, "r"))}), '{}') AS ids,
           coalesce(max(r.total), 0)::int AS total, ${CATALOG_VERSION} AS version
    FROM (
      SELECT s.*, count(*) OVER ()::int AS total FROM (
        SELECT ${searchSortColumns(q)} FROM "Product" p WHERE ${whereSql} OFFSET 0
      ) s ${Prisma.raw(`ORDER BY ${orderKeys(q, false, "s")}`)} LIMIT ${RANKED_IDS}
    ) r`
      : null;
  return { rows: fullRows(page, orderKeys(q, false)), count, ranking };
}

/** The page's rows read in full with their author, in the page's order (`orderBy`). */
function fullRows(page: Prisma.Sql, orderBy: string): Prisma.Sql {
  return Prisma.sql`
    SELECT ${ITEM_COLUMNS}, m.total, ${CATALOG_VERSION} AS version
    FROM (${page}) m JOIN "Product" p ON p."id" = m."id" JOIN "User" u ON u."id" = p."authorId"
    ${Prisma.raw(`ORDER BY ${orderBy}`)}`;
}

/** A search sorted by relevance: its candidates ranked, counted up to searchCandidates() + 1. */
function relevanceSql(q: ListProductsQuery, where: Clause[], words: TermQueries[], offset: number): ListStatements {
  const candidates = relevanceCandidates(where, words);
  const matched = Prisma.sql`(SELECT count(*) FROM any_word)::int`;
  // The results end where the ranking does, at searchCandidates(), whichever statement reads the page.
  const take = Math.max(0, Math.min(q.limit, searchCandidates() - offset));
  const page = Prisma.sql`
    WITH ${candidates}
    SELECT c.*, ${matched} AS total FROM candidates c ${Prisma.raw(`ORDER BY ${orderKeys(q, true, "c")}`)} LIMIT ${take} OFFSET ${offset}`;
  return {
    rows: fullRows(page, orderKeys(q, true, "m")),
    count: Prisma.sql`WITH ${candidates} SELECT ${matched} AS total, ${CATALOG_VERSION} AS version`,
    ranking: Prisma.sql`
      WITH ${candidates}
      SELECT coalesce(array_agg(r."id" ORDER BY ${Prisma.raw(orderKeys(q, true, "r"))}), '{}') AS ids,
             ${matched} AS total, ${CATALOG_VERSION} AS version
      FROM (SELECT * FROM candidates c ${Prisma.raw(`ORDER BY ${orderKeys(q, true, "c")}`)} LIMIT ${searchCandidates()}) r`,
  };
}

/** These products in this order, read in full, with `version`. */
export function pageOfIds(ids: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT ${ITEM_COLUMNS}, NULL::int AS total, ${CATALOG_VERSION} AS version
    FROM unnest(${ids}::text[]) WITH ORDINALITY i("id", ord)
    JOIN "Product" p ON p."id" = i."id" JOIN "User" u ON u."id" = p."authorId"
    ORDER BY i.ord`;
}
