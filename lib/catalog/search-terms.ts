// How a search query becomes per-word alternatives (docs/catalog.md#sorting-and-search): pure functions, no database.
// Typo tolerance follows Meilisearch and Typesense: a word of 5–8 letters may have one typo, from 9 letters
// two (Damerau: a swapped pair is one typo); the last word also matches as a prefix. Plurals match both ways.

/** A query keeps at most this many words (after dropping stop words). */
export const MAX_TERMS = 8;
/** Typo corrections kept per word, the closest (then the most used) first. */
const MAX_CORRECTIONS = 8;

// Words too common to tell products apart: dropped from a query that has other words (the 'simple' text
// configuration keeps them in the index, so a query of only these still works).
const STOP_WORDS = new Set("a an and are as at be by for from in into is it of on or the to with your my our that this".split(" "));

/** The query's words: letters and digits only (nothing else reaches SQL), lower-cased, in order. */
export function queryWords(search: string): string[] {
  return search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words searched for: stop words dropped unless nothing else is left, duplicates dropped, at most MAX_TERMS. */
export function searchTerms(search: string): string[] {
  const words = [...new Set(queryWords(search))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS);
}

/** How many typos a word may have: none under 5 letters or with a digit, one from 5, two from 9. */
export function typoBudget(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  const n = [...word].length;
  return n >= 9 ? 2 : n >= 5 ? 1 : 0;
}

/** The word's singular and plural forms (English regular plurals), itself first. */
export function pluralForms(word: string): string[] {
  const forms = [word];
  if (word.length < 3 || /\p{N}/u.test(word)) return forms;
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith("es")) forms.push(word.slice(0, -2), word.slice(0, -1));
  else if (word.endsWith("s")) forms.push(word.slice(0, -1));
  else if (word.endsWith("y")) forms.push(`${word.slice(0, -1)}ies`, `${word}s`);
  else forms.push(`${word}s`, `${word}es`);
  return forms;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early once it exceeds `max`.
 * Hand-written: no installed package computes it, and it runs on a handful of short words per query.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every word one typo away (deleted, swapped, replaced or added letter): looked up exactly in the vocabulary, so a
 * short word's typo is found even where trigram similarity is too low ("emial" and "email" share two trigrams).
 * Only for words of 5–8 letters (longer words keep enough trigrams).
 */
export function oneTypoVariants(word: string): string[] {
  if (typoBudget(word) !== 1) return [];
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length) out.add(word.slice(0, i) + word.slice(i + 1));
    if (i < word.length - 1) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const c of LETTERS) {
      if (i < word.length) out.add(word.slice(0, i) + c + word.slice(i + 1));
      out.add(word.slice(0, i) + c + word.slice(i));
    }
  }
  out.delete(word);
  return [...out];
}

/** One vocabulary word ("SearchWord") and how many products use it. */
export type VocabularyWord = { word: string; products: number };

/** What one query word matches: exact forms, whether it is used as a prefix, and typo corrections. */
export type TermAlternatives = { term: string; exact: string[]; prefix: boolean; corrections: string[] };

export type SearchPlan = {
  /** The query as the buyer typed it, trimmed. */
  query: string;
  terms: TermAlternatives[];
  /** The query with each word that matched nothing exactly replaced by its best correction; null when none was. */
  correctedQuery: string | null;
};

/**
 * The alternatives of each query word, given the vocabulary words found for the query (its forms, their one-typo
 * variants and trigram neighbours) and, for the last word, whether some vocabulary word starts with it.
 */
export function planSearch(search: string, found: VocabularyWord[], lastWordIsPrefix: boolean): SearchPlan {
  const terms = searchTerms(search);
  const vocabulary = new Map(found.map((v) => [v.word, v.products]));
  const corrected = new Map<string, string>();
  const plans = terms.map((term, i): TermAlternatives => {
    const isLast = i === terms.length - 1;
    const exact = pluralForms(term).filter((f) => vocabulary.has(f));
    const prefix = isLast && lastWordIsPrefix;
    const budget = typoBudget(term);
    const corrections =
      budget === 0
        ? []
        : found
            .filter((v) => !exact.includes(v.word) && !(prefix && v.word.startsWith(term)))
            .map((v) => ({ ...v, distance: distanceTo(term, v.word, budget, isLast) }))
            .filter((v) => v.distance <= budget)
            .sort((a, b) => a.distance - b.distance || b.products - a.products || a.word.localeCompare(b.word))
            .slice(0, MAX_CORRECTIONS)
            .map((v) => v.word);
    if (exact.length === 0 && !prefix && corrections.length > 0) corrected.set(term, corrections[0]);
    return { term, exact, prefix, corrections };
  });
  const query = search.trim();
  const correctedQuery =
    corrected.size > 0
      ? queryWords(query)
          .map((w) => corrected.get(w) ?? w)
          .join(" ")
      : null;
  return { query, terms: plans, correctedQuery };
}

/** The typos between a query word and a vocabulary word; the last query word may also be a typo of its prefix. */
function distanceTo(term: string, word: string, budget: number, isLast: boolean): number {
  let d = typoDistance(term, word, budget);
  if (!isLast || word.length <= term.length) return d;
  for (let n = term.length - budget; n <= term.length + budget; n++) {
    if (n >= term.length - 1 && n < word.length) d = Math.min(d, typoDistance(term, word.slice(0, n), budget));
  }
  return d;
}

/** The vocabulary words worth looking up exactly for these query words: their plural forms and one-typo variants. */
export function wordsToLookUp(terms: string[]): string[] {
  return [...new Set(terms.flatMap((t) => [...pluralForms(t), ...oneTypoVariants(t)]))];
}

type Weight = "A" | "B" | "C" | "D";
const lexeme = (word: string, prefix: boolean, weights = "") => (prefix || weights ? `${word}:${prefix ? "*" : ""}${weights}` : word);

/** A tsquery text matching any of these alternatives, optionally only in fields of the given weights. */
function anyOf(t: TermAlternatives, opts: { typos: boolean; weights?: Weight[] }): string | null {
  const w = opts.weights?.join("") ?? "";
  const parts = [
    ...t.exact.map((e) => lexeme(e, false, w)),
    ...(t.prefix ? [lexeme(t.term, true, w)] : []),
    ...(opts.typos ? t.corrections.map((c) => lexeme(c, false, w)) : []),
  ];
  return parts.length === 0 ? null : parts.join(" | ");
}

/**
 * The tsquery texts one matching word needs: any form, exact forms only, and any form in the title (A), title or
 * tags (A, B), or title, tags or category (A, B, C). Words and vocabulary words are letters and digits only, so
 * the text is always valid tsquery syntax. Null when the word matches nothing in the catalog.
 */
export function termQueries(t: TermAlternatives) {
  const any = anyOf(t, { typos: true });
  if (!any) return null;
  return {
    any,
    exact: anyOf(t, { typos: false }) ?? "",
    title: anyOf(t, { typos: true, weights: ["A"] })!,
    tags: anyOf(t, { typos: true, weights: ["A", "B"] })!,
    category: anyOf(t, { typos: true, weights: ["A", "B", "C"] })!,
  };
}
export type TermQueries = NonNullable<ReturnType<typeof termQueries>>;
