import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { createProduct, publishedProduct } from "./helpers";

type Item = { id: string; title: string; price: number; type: string };
let seller: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, string> = {};

// One seller's catalog, isolated from other tests' rows by author=<id>.
beforeAll(async () => {
  seller = await makeUser({ plan: "BUSINESS" });
  reader = await makeUser({ plan: "BUSINESS", scopes: ["products:read"] });
  ids.marketing = await publishedProduct(seller.key, {
    title: "SEO marketing planner",
    description: "Plans a quarter of content marketing.",
    price: 5,
    tags: ["seo", "content"],
    compatibility: ["openai"],
  });
  ids.python = await publishedProduct(seller.key, {
    title: "Python code reviewer",
    description: "Reviews pull requests for bugs.",
    category: "coding",
    price: 12.5,
    tags: ["python", "review"],
    compatibility: ["anthropic"],
  });
  ids.workflow = await publishedProduct(seller.key, {
    title: "Newsletter pipeline",
    description: "Outline, draft and polish a weekly newsletter about marketing.",
    type: "WORKFLOW",
    category: "writing",
    price: 20,
    content: JSON.stringify({
      inputs: [{ name: "topic" }],
      steps: [{ id: "draft", provider: "openai", model: "gpt-4o-mini", prompt: "Write about {{input.topic}}" }],
    }),
    tags: ["newsletter"],
    compatibility: ["openai", "anthropic"],
  });
  ids.draft = await createProduct(seller.key, { title: "Unfinished marketing idea" });
});

const list = async (qs: string, key = reader.key) => api(`/products?author=${seller.id}&${qs}`, { key });
const titles = (res: { body: { data: Item[] } }) => res.body.data.map((p) => p.title);

describe("GET /products filters", () => {
  it("lists only published products with list-item fields and meta", async () => {
    const res = await list("sort=price&order=asc");
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(["SEO marketing planner", "Python code reviewer", "Newsletter pipeline"]);
    expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 3 });
    expect(res.body.data[0]).toEqual({
      id: ids.marketing,
      title: "SEO marketing planner",
      description: "Plans a quarter of content marketing.",
      type: "PROMPT",
      category: "marketing",
      status: "published",
      price: 5,
      priceMode: "fixed",
      minimumPrice: null,
      suggestedPrice: null,
      currency: "USD",
      author: { id: seller.id, name: "Test User", verified: false, handle: expect.stringMatching(/^test-user/), avatarUrl: null },
      rating: { average: 0, count: 0 },
      stats: { views: 0, purchases: 0 },
      compatibility: ["openai"],
      tags: ["seo", "content"],
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it.each([
    ["type=WORKFLOW", ["Newsletter pipeline"]],
    ["type=prompt&sort=price&order=asc", ["SEO marketing planner", "Python code reviewer"]],
    ["category=coding", ["Python code reviewer"]],
    ["provider=anthropic&sort=price&order=asc", ["Python code reviewer", "Newsletter pipeline"]],
    ["minPrice=10&sort=price&order=asc", ["Python code reviewer", "Newsletter pipeline"]],
    ["maxPrice=12.5&sort=price&order=desc", ["Python code reviewer", "SEO marketing planner"]],
    ["minPrice=6&maxPrice=12", []],
  ])("filters by %s", async (qs, expected) => {
    expect(titles(await list(qs))).toEqual(expected);
  });

  it("author=me lists the caller's own products in every status but deleted", async () => {
    const gone = await createProduct(seller.key, { title: "Soon deleted" });
    await api(`/products/${gone}`, { key: seller.key, method: "DELETE" });
    const res = await api("/products?author=me&sort=newest", { key: seller.key });
    const statuses = Object.fromEntries(res.body.data.map((p: Item & { status: string }) => [p.id, p.status]));
    expect(statuses).toEqual({
      [ids.marketing]: "published",
      [ids.python]: "published",
      [ids.workflow]: "published",
      [ids.draft]: "draft",
    });
  });
});

describe("GET /products search", () => {
  it("ranks title matches above description matches", async () => {
    const res = await list("search=marketing");
    expect(titles(res)).toEqual(["SEO marketing planner", "Newsletter pipeline"]);
  });

  it.each([
    ["markting", "SEO marketing planner"],
    ["pyton", "Python code reviewer"],
    ["newsleter", "Newsletter pipeline"],
    ["revie", "Python code reviewer"],
    ["mark", "SEO marketing planner"],
    ["seo planer", "SEO marketing planner"],
    ["revewer pyton", "Python code reviewer"],
  ])("tolerates typos and prefixes: %s", async (search, title) => {
    expect(titles(await list(`search=${search}`))[0]).toBe(title);
  });

  it("lists products with every word first, then those with some; another sort requires every word", async () => {
    const both = await publishedProduct(seller.key, { title: "Python newsletter digest", tags: [], description: "Weekly." });
    const relevance = titles(await list("search=python%20newsletter"));
    expect(relevance[0]).toBe("Python newsletter digest");
    expect(relevance.slice(1).sort()).toEqual(["Newsletter pipeline", "Python code reviewer"]);
    expect(titles(await list("search=python%20newsletter&sort=price"))).toEqual(["Python newsletter digest"]);
    await api(`/products/${both}`, { key: seller.key, method: "DELETE" });
  });

  it("searches tags", async () => {
    expect(titles(await list("search=seo"))).toEqual(["SEO marketing planner"]);
  });

  it("keeps the typo vocabulary exact as titles and tags change", async () => {
    const client = await db();
    const count = async (word: string) => (await client.searchWord.findUnique({ where: { word } }))?.products ?? 0;
    // Words no other test uses, so the counts belong to this test alone.
    const id = await publishedProduct(seller.key, { title: "Quixotrel planner", tags: ["vexmarlo"] });
    expect([await count("quixotrel"), await count("vexmarlo")]).toEqual([1, 1]);
    expect(titles(await list("search=quixotral%20vexmarlu"))).toEqual(["Quixotrel planner"]);
    await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { title: "Renamed planner", tags: [] } });
    expect([await count("quixotrel"), await count("vexmarlo")]).toEqual([0, 0]);
    expect(titles(await list("search=quixotral"))).toEqual([]);
    await api(`/products/${id}`, { key: seller.key, method: "DELETE" });
  });

  it("returns nothing for unrelated words and survives punctuation", async () => {
    expect(titles(await list("search=zzqx"))).toEqual([]);
    expect((await list(`search=${encodeURIComponent('\'); drop table "Product"; -- & | ! :*')}`)).status).toBe(200);
  });
});

describe("GET /products sorting and pagination", () => {
  it("keeps a stable total order for equal keys: no row on two pages", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push(await publishedProduct(u.key, { title: `Same price ${i}`, price: 3 }));
    for (const sort of ["price", "popular", "rating", "relevance", "newest"]) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await api(`/products?author=${u.id}&sort=${sort}&limit=2&page=${page}`, { key: u.key });
        expect(res.body.meta).toEqual({ page, limit: 2, total: 7 });
        seen.push(...res.body.data.map((p: Item) => p.id));
      }
      expect(seen.sort(), sort).toEqual([...made].sort());
    }
  });

  it("sorts by newest, rating and popularity", async () => {
    const client = await db();
    await client.product.update({ where: { id: ids.python }, data: { ratingAverage: 4.5, ratingCount: 2, ratingSum: 9, viewCount: 50 } });
    await client.product.update({ where: { id: ids.workflow }, data: { purchaseCount: 3 } });
    expect(titles(await list("sort=newest"))).toEqual(["Newsletter pipeline", "Python code reviewer", "SEO marketing planner"]);
    expect(titles(await list("sort=newest&order=asc"))[0]).toBe("SEO marketing planner");
    expect(titles(await list("sort=rating"))[0]).toBe("Python code reviewer");
    expect(titles(await list("sort=popular"))).toEqual(["Newsletter pipeline", "Python code reviewer", "SEO marketing planner"]);
    expect(titles(await list(""))).toEqual(titles(await list("sort=popular")));
  });

  it.each([
    ["limit=101", "limit"],
    ["limit=0", "limit"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["minPrice=10&maxPrice=5", "minPrice"],
    ["type=COLLECTION", "type"],
    ["sort=cheapest", "sort"],
    ["order=up", "order"],
    ["provider=skynet", "provider"],
    [`search=${"x".repeat(201)}`, "search"],
  ])("rejects %s with VALIDATION_ERROR", async (qs, field) => {
    const res = await list(qs);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.details.fields.map((f: { path: string }) => f.path)).toContain(field);
  });

  it("accepts the limit bounds", async () => {
    expect((await list("limit=100")).body.meta.limit).toBe(100);
    expect((await list("limit=1")).body.data).toHaveLength(1);
  });
});
