import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { oneTypoVariants, planSearch, pluralForms, searchTerms, termQueries, typoBudget, typoDistance } from "@/lib/catalog/search-terms";

describe("search terms", () => {
  it("keeps letters and digits, drops stop words unless nothing else is left, and caps the word count", () => {
    expect(searchTerms("Prompts for E-mail, <script>!")).toEqual(["prompts", "e", "mail", "script"]);
    expect(searchTerms("for the")).toEqual(["for", "the"]);
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(8);
  });

  it("allows no typo under 5 letters, one from 5, two from 9, none in words with digits", () => {
    expect([typoBudget("seo"), typoBudget("email"), typoBudget("marketing"), typoBudget("gpt4o")]).toEqual([0, 1, 2, 0]);
  });

  it("counts a swapped pair as one typo and stops counting past the limit", () => {
    expect(typoDistance("emial", "email", 1)).toBe(1);
    expect(typoDistance("markting", "marketing", 2)).toBe(1);
    expect(typoDistance("colour", "color", 1)).toBe(1);
    expect(typoDistance("abc", "xyz", 1)).toBe(2);
  });

  it("measures like a symmetric distance with the identity at zero", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(typoDistance(a, b, 20)).toBe(typoDistance(b, a, 20));
        expect(typoDistance(a, a, 20)).toBe(0);
      }),
    );
  });

  it("lists every word one typo away, each at distance one", () => {
    const variants = oneTypoVariants("email");
    expect(variants).toContain("emial");
    expect(variants).toContain("emails");
    expect(variants.every((v) => typoDistance("email", v, 1) === 1)).toBe(true);
    expect(oneTypoVariants("seo")).toEqual([]);
  });

  it("matches plurals both ways", () => {
    expect(pluralForms("stories")).toContain("story");
    expect(pluralForms("story")).toContain("stories");
    expect(pluralForms("emails")).toContain("email");
    expect(pluralForms("email")).toContain("emails");
  });
});

describe("planSearch", () => {
  const vocabulary = [
    { word: "marketing", products: 7 },
    { word: "market", products: 2 },
    { word: "email", products: 6 },
    { word: "sequence", products: 1 },
  ];

  it("corrects a word that matched nothing and says so, keeping the exact ones", () => {
    const plan = planSearch("Email markting", vocabulary, false);
    expect(plan.correctedQuery).toBe("email marketing");
    expect(plan.terms[0]).toEqual({ term: "email", exact: ["email"], prefix: false, corrections: [] });
    expect(plan.terms[1].corrections[0]).toBe("marketing");
  });

  it("treats the last word as a prefix when a vocabulary word starts with it, with no correction to report", () => {
    const plan = planSearch("seq", vocabulary, true);
    expect(plan.terms[0].prefix).toBe(true);
    expect(plan.correctedQuery).toBeNull();
  });

  it("does not match 'market' for 'marketing' (no stemming)", () => {
    const plan = planSearch("marketing", vocabulary, true);
    expect(termQueries(plan.terms[0])!.any).toBe("marketing | marketing:*");
  });

  it("builds weighted tsquery texts for each field tier", () => {
    const q = termQueries({ term: "emial", exact: [], prefix: false, corrections: ["email"] })!;
    expect(q).toEqual({ any: "email", exact: "", title: "email:A", tags: "email:AB", category: "email:ABC" });
    expect(termQueries({ term: "zzz", exact: [], prefix: false, corrections: [] })).toBeNull();
  });
});
