import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { toCents } from "@/lib/money";
import { SEED_PRODUCTS } from "@/lib/catalog/seed-data";
import { api } from "../support/http";
import { makeUser } from "../support/factories";

// The relevance test set (docs/catalog.md#sorting-and-search): the demo catalog (lib/catalog/seed-data.ts, every product
// published, spread over four named authors) and queries with the titles a buyer means by them. Other test
// files' products share the database: results are read until five of this catalog's products are seen, so
// each query is judged on this catalog alone (a product's relevance does not depend on other products).
const AUTHORS = ["Nadia Prompts", "Kenji Builds", "Lena Research", "Omar Support"];
const byAuthor = (name: string) => SEED_PRODUCTS.filter((_, i) => AUTHORS[i % AUTHORS.length] === name).map(([title]) => title);
const inCategory = (slug: string) => SEED_PRODUCTS.filter(([, category]) => category === slug).map(([title]) => title);
const tagged = (tag: string) => SEED_PRODUCTS.filter(([, , , , tags]) => tags.includes(tag)).map(([title]) => title);

type Case = { query: string; kind: string; relevant: string[]; corrected?: string };
const EMAIL = ["Cold email sequence writer", ...tagged("email").filter((t) => t !== "Cold email sequence writer")];
const CASES: Case[] = [
  // Category words (slug and display name)
  { kind: "category", query: "marketing", relevant: inCategory("marketing") },
  { kind: "category", query: "customer support", relevant: inCategory("customer-support") },
  { kind: "category", query: "education", relevant: inCategory("education") },
  { kind: "category", query: "coding", relevant: inCategory("coding") },
  { kind: "category", query: "sales", relevant: inCategory("sales") },
  { kind: "category", query: "data analysis", relevant: [...inCategory("data-analysis"), "Customer churn investigation"] },
  { kind: "category", query: "productivity", relevant: inCategory("productivity") },
  {
    kind: "category",
    query: "design",
    relevant: [...inCategory("design"), "Data pipeline design reviewer", "Interview question designer", "Course curriculum designer"],
  },
  { kind: "category", query: "research", relevant: [...inCategory("research"), ...tagged("research")] },
  { kind: "category", query: "development", relevant: inCategory("coding") },
  // Typos
  { kind: "typo", query: "markting", relevant: inCategory("marketing"), corrected: "marketing" },
  { kind: "typo", query: "emial", relevant: EMAIL, corrected: "email" },
  { kind: "typo", query: "newsleter", relevant: ["Newsletter issue pipeline"], corrected: "newsletter" },
  { kind: "typo", query: "pyhton", relevant: ["Python code reviewer"], corrected: "python" },
  { kind: "typo", query: "scrennplay", relevant: ["Screenplay scene writer"], corrected: "screenplay" },
  { kind: "typo", query: "dockerfle", relevant: ["Dockerfile hardening assistant"], corrected: "dockerfile" },
  { kind: "typo", query: "spreadshet formula", relevant: ["Spreadsheet formula helper"], corrected: "spreadsheet formula" },
  { kind: "typo", query: "flashcrad", relevant: ["Flashcard maker"], corrected: "flashcard" },
  { kind: "typo", query: "curriculm", relevant: ["Course curriculum designer"], corrected: "curriculum" },
  { kind: "typo", query: "midjorney", relevant: ["Midjourney prompt crafter"], corrected: "midjourney" },
  { kind: "typo", query: "sumarizer", relevant: ["Meeting notes summarizer", "Research paper summarizer"], corrected: "summarizer" },
  { kind: "typo", query: "refnd", relevant: ["Refund request responder"] },
  { kind: "typo", query: "podcst notes", relevant: ["Podcast show notes", "Meeting notes summarizer", "Proposal writer"] },
  { kind: "typo", query: "intervew questions", relevant: ["Interview question designer", "Sales call prep brief", "Socratic tutor"] },
  // Plurals, both ways
  { kind: "plural", query: "stories", relevant: ["Children's story generator"] },
  { kind: "plural", query: "flashcards", relevant: ["Flashcard maker"] },
  {
    kind: "plural",
    query: "tickets",
    relevant: ["Ticket triage classifier", "FAQ builder from tickets", "Support reply drafter", "Standup update generator"],
  },
  { kind: "plural", query: "emails", relevant: EMAIL },
  { kind: "plural", query: "proposals", relevant: ["Proposal writer", "Grant proposal drafter"] },
  { kind: "plural", query: "palettes", relevant: ["Color palette suggester"] },
  { kind: "plural", query: "quiz", relevant: ["Quiz generator"] },
  // British and American spellings
  { kind: "spelling", query: "colour palette", relevant: ["Color palette suggester"] },
  { kind: "spelling", query: "summarise meeting", relevant: ["Meeting notes summarizer"] },
  { kind: "spelling", query: "optimise sql", relevant: ["SQL query optimizer"] },
  { kind: "spelling", query: "analyse survey", relevant: ["Survey results analyzer"] },
  { kind: "spelling", query: "modernise legacy code", relevant: ["Legacy code modernizer"] },
  { kind: "spelling", query: "help center", relevant: ["FAQ builder from tickets"] },
  // Several words: every word first
  { kind: "multi-word", query: "email sequence", relevant: ["Cold email sequence writer"] },
  { kind: "multi-word", query: "cold email", relevant: ["Cold email sequence writer"] },
  { kind: "multi-word", query: "python code review", relevant: ["Python code reviewer"] },
  { kind: "multi-word", query: "press release", relevant: ["Press release drafter"] },
  { kind: "multi-word", query: "job description", relevant: ["Job description writer"] },
  { kind: "multi-word", query: "landing page copy", relevant: ["Landing page wireframe planner", "Product launch campaign"] },
  { kind: "multi-word", query: "unit tests for typescript", relevant: ["Unit test generator"] },
  { kind: "multi-word", query: "brand voice", relevant: ["Brand voice guide creator"] },
  // Author names
  { kind: "author", query: "nadia", relevant: byAuthor("Nadia Prompts") },
  { kind: "author", query: "kenji builds", relevant: byAuthor("Kenji Builds") },
  { kind: "author", query: "omar", relevant: byAuthor("Omar Support") },
  // The last word as a prefix (search as you type)
  { kind: "prefix", query: "screenp", relevant: ["Screenplay scene writer"] },
  { kind: "prefix", query: "newsl", relevant: ["Newsletter issue pipeline"] },
];

let reader: Awaited<ReturnType<typeof makeUser>>;
const catalog = new Map<string, string>(); // id → title

beforeAll(async () => {
  reader = await makeUser({ plan: "BUSINESS", scopes: ["products:read"] });
  const authors = await Promise.all(AUTHORS.map((name) => makeUser({ name })));
  const client = await db();
  const publishedAt = new Date();
  const rows = SEED_PRODUCTS.map(([title, categorySlug, type, price, tags, compatibility, description], i) => {
    const id = newId("prod");
    catalog.set(id, title);
    return {
      id,
      authorId: authors[i % authors.length].id,
      title,
      description,
      type,
      categorySlug,
      priceCents: toCents(price),
      content: "Prompt {{topic}}",
      tags,
      compatibility,
      status: "PUBLISHED" as const,
      publishedAt,
    };
  });
  await client.product.createMany({ data: rows });
});

/** This catalog's first five results for a query, and the response's search meta. */
async function topFive(query: string) {
  const titles: string[] = [];
  let meta: { search?: { query: string; correctedQuery: string | null; totalExact: boolean } } = {};
  for (let page = 1; page <= 5 && titles.length < 5; page++) {
    const res = await api(`/products?limit=100&page=${page}&search=${encodeURIComponent(query)}`, { key: reader.key });
    expect(res.status).toBe(200);
    if (page === 1) meta = res.body.meta;
    for (const p of res.body.data as { id: string }[]) if (catalog.has(p.id)) titles.push(catalog.get(p.id)!);
    if (res.body.data.length < 100) break;
  }
  return { titles: titles.slice(0, 5), meta };
}

describe("search relevance test set", () => {
  it(`has at least 40 queries of every kind`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.kind))).toEqual(
      new Set(["category", "typo", "plural", "spelling", "multi-word", "author", "prefix"]),
    );
  });

  it("puts a relevant product first for every query, with precision@5 of at least 0.9 overall", async () => {
    const report: string[] = [];
    let sum = 0;
    const misses: string[] = [];
    for (const c of CASES) {
      const { titles, meta } = await topFive(c.query);
      const hits = titles.filter((t) => c.relevant.includes(t)).length;
      const precision = hits / Math.min(5, c.relevant.length);
      sum += precision;
      report.push(`${c.kind.padEnd(10)} ${c.query.padEnd(26)} P@5 ${precision.toFixed(2)}  ${titles.join(" · ")}`);
      if (!c.relevant.includes(titles[0])) misses.push(`${c.query}: ${titles[0] ?? "(nothing)"}`);
      if (c.corrected) expect(meta.search, c.query).toEqual({ query: c.query, correctedQuery: c.corrected, totalExact: true });
    }
    const overall = sum / CASES.length;
    console.log(`search relevance: ${CASES.length} queries, precision@5 ${overall.toFixed(3)}\n${report.join("\n")}`);
    expect(misses).toEqual([]);
    expect(overall).toBeGreaterThanOrEqual(0.9);
  });

  it("reports no correction when every word matched exactly, and keeps page, limit and total", async () => {
    const res = await api(`/products?limit=5&search=marketing`, { key: reader.key });
    expect(res.body.meta).toEqual({
      page: 1,
      limit: 5,
      total: expect.any(Number),
      search: { query: "marketing", correctedQuery: null, totalExact: true },
    });
    const plain = await api(`/products?limit=5`, { key: reader.key });
    expect(plain.body.meta).toEqual({ page: 1, limit: 5, total: expect.any(Number) });
  });

  it("never matches the research products for 'marketing' (no stemming of marketing to market)", async () => {
    const { titles } = await topFive("marketing");
    expect(titles).not.toContain("Market sizing estimator");
    expect(titles).not.toContain("Competitive analysis workflow");
  });

  it("ranks products with every word above those with some, and sorts by price among products with every word", async () => {
    const { titles } = await topFive("email sequence");
    expect(titles[0]).toBe("Cold email sequence writer");
    expect(titles.slice(1).every((t) => EMAIL.includes(t))).toBe(true);
    const res = await api(`/products?limit=100&sort=price&search=${encodeURIComponent("email triage")}`, { key: reader.key });
    const ours = (res.body.data as { id: string }[]).filter((p) => catalog.has(p.id)).map((p) => catalog.get(p.id));
    expect(ours).toEqual(["Email inbox zero triage"]);
  });
});
