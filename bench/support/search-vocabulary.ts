// The words bench:catalog writes its products from, and the never-seen queries it searches them with. Pseudo-words
// (syllables from a seeded generator) so a run is the same every time and the vocabulary can be any size; words are
// used with a skewed (Zipf-like) frequency, as in a real catalog: a few words are on a fifth of the products, most
// on a few hundred.

/** A small seeded generator (mulberry32): the same vocabulary and queries on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = ["b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "br", "cl", "dr", "gr", "pl", "st", "tr"];
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "io"];
const CODAS = ["", "", "", "n", "r", "s", "l", "x", "nd", "st"];

/** `size` distinct lower-case words of 4–12 letters; the first are the most used (see SKEW). */
export function benchVocabulary(size: number): string[] {
  const random = generator(31);
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = 2 + Math.floor(random() * 3);
    let w = "";
    for (let i = 0; i < syllables; i++) {
      w += ONSETS[Math.floor(random() * ONSETS.length)] + VOWELS[Math.floor(random() * VOWELS.length)];
      if (i === syllables - 1) w += CODAS[Math.floor(random() * CODAS.length)];
    }
    if (w.length >= 4 && w.length <= 12) words.add(w);
  }
  return [...words];
}

/**
 * The skew of word use: a word is picked as vocabulary[floor(n * u ^ SKEW)] for a uniform u, so with 2,000 words
 * and 14 words a product the first is on about a fifth of the products and the median word on about 0.1 %.
 */
export const SKEW = 1.8;

/** One typo of the kinds search forgives: a letter dropped, doubled, replaced, or two swapped. */
function typo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + (word[i] === "e" ? "a" : "e") + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
}

/**
 * `count` distinct queries of 1–3 words drawn with the catalog's skew (less steep: buyers also search rarer words),
 * every third with one typo in a word of 5 letters or more (search forgives one from 5 letters).
 */
export function neverSeenQueries(vocabulary: string[], count: number): string[] {
  const random = generator(310);
  const pick = () => vocabulary[Math.floor(vocabulary.length * random() ** 1.4)];
  const queries = new Set<string>();
  while (queries.size < count) {
    const words = Array.from({ length: 1 + Math.floor(random() * 3) }, pick);
    if (queries.size % 3 === 2) {
      const long = words.findIndex((w) => w.length >= 5);
      if (long < 0) continue;
      words[long] = typo(words[long], random);
    }
    queries.add(words.join(" "));
  }
  return [...queries];
}
