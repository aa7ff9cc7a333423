import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { recordView } from "@/lib/catalog/get-product";
import { RANKED_IDS } from "@/lib/catalog/list-sql";
import { LIST_COUNTERS_MAX_AGE_MS } from "@/lib/catalog/list-products";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, publishedProduct } from "./helpers";

// List totals, search rankings and whole pages are cached per process and checked against the catalog version
// on every read: these tests change the catalog between identical requests and expect every answer to be
// exact (but for a page's counters, which may trail by LIST_COUNTERS_MAX_AGE_MS).
let seller: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  seller = await makeUser({ plan: "BUSINESS" });
  reader = await makeUser({ plan: "BUSINESS" });
});

const version = async () => (await (await db()).catalogVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
const search = async (qs: string) => {
  const res = await api(`/products?author=${seller.id}&${qs}`, { key: reader.key });
  expect(res.status).toBe(200);
  return { titles: res.body.data.map((p: { title: string }) => p.title) as string[], total: res.body.meta.total as number };
};

describe("catalog version", () => {
  it("moves once per transaction that changes what lists match, and not for views, purchases or ratings", async () => {
    const id = await publishedProduct(seller.key, { title: "Versioned gadget planner" });
    const client = await db();

    let before = await version();
    await recordView(id, `viewer-${Date.now()}`);
    await buy(reader.id, id);
    // As a review writes it (lib/catalog/reviews.ts): counters only, updatedAt untouched.
    await client.$executeRaw`UPDATE "Product" SET "ratingSum" = 5, "ratingCount" = 1, "ratingAverage" = 5 WHERE "id" = ${id}`;
    expect(await version()).toBe(before);

    before = await version();
    await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { description: "Now with a new description." } });
    expect(await version()).toBe(before + 1n);

    // Two products in one transaction: one move.
    const other = await publishedProduct(seller.key, { title: "Versioned widget planner" });
    before = await version();
    await client.$transaction([
      client.product.update({ where: { id }, data: { priceCents: 1234 } }),
      client.product.update({ where: { id: other }, data: { priceCents: 4321 } }),
    ]);
    expect(await version()).toBe(before + 1n);
  });

  it("moves for everything else a list item shows: an edit's updatedAt, the author's name and badge", async () => {
    const id = await publishedProduct(seller.key, { title: "Versioned badge planner" });
    const client = await db();
    let before = await version();
    await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { version: "1.1.0", changelog: "Clearer steps" } });
    expect(await version()).toBe(before + 1n);

    before = await version();
    await client.user.update({ where: { id: seller.id }, data: { name: "Renamed Seller" } });
    expect(await version()).toBe(before + 1n);
    await client.user.update({ where: { id: seller.id }, data: { verified: true } });
    expect(await version()).toBe(before + 2n);
    // Nothing a list shows: no move.
    await client.user.update({ where: { id: seller.id }, data: { bio: "Writes planners." } });
    expect(await version()).toBe(before + 2n);
  });
});

describe("cached list pages", () => {
  const page = async (qs: string) => {
    const res = await api(`/products?author=${seller.id}&category=education&${qs}`, { key: reader.key });
    expect(res.status).toBe(200);
    return res.body.data as { id: string; title: string; author: { name: string; verified: boolean }; stats: { views: number } }[];
  };

  it("a repeated list shows every edit, and the author's new name, at once", async () => {
    const id = await publishedProduct(seller.key, { title: "Lesson plan drafter", category: "education" });
    expect((await page("sort=newest")).map((p) => p.title)).toEqual(["Lesson plan drafter"]);
    expect((await page("sort=newest")).map((p) => p.title)).toEqual(["Lesson plan drafter"]);

    await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { title: "Lesson plan composer" } });
    expect((await page("sort=newest")).map((p) => p.title)).toEqual(["Lesson plan composer"]);

    const client = await db();
    await client.user.update({ where: { id: seller.id }, data: { name: "Ada Lessons", verified: true } });
    expect((await page("sort=newest"))[0].author).toMatchObject({ name: "Ada Lessons", verified: true });

    await api(`/products/${id}/unpublish`, { key: seller.key, method: "POST" });
    expect(await page("sort=newest")).toEqual([]);
  });

  it("a page's counters trail by at most LIST_COUNTERS_MAX_AGE_MS, the detail's not at all", async () => {
    const id = await publishedProduct(seller.key, { title: "Quiz question writer", category: "education" });
    const views = async () => (await page("sort=price")).find((p) => p.id === id)!.stats.views;
    expect(await views()).toBe(0);
    await recordView(id, `viewer-${Date.now()}`);
    // Served from the page cached by the request above: a view does not move the catalog version.
    expect(await views()).toBe(0);
    const detail = await api(`/products/${id}`, { key: seller.key });
    expect(detail.body.data.stats.views).toBe(1);
    await new Promise((r) => setTimeout(r, LIST_COUNTERS_MAX_AGE_MS + 100));
    expect(await views()).toBe(1);
  });
});

describe("cached search rankings and totals", () => {
  it("a repeated search sees every publish, edit, unpublish and delete at once", async () => {
    const first = await publishedProduct(seller.key, { title: "Zephyrine draft helper", price: 10 });
    expect(await search("search=zephyrine")).toEqual({ titles: ["Zephyrine draft helper"], total: 1 });
    // Answered from the ranking cached by the request above, then re-ranked after each change.
    expect(await search("search=zephyrine")).toEqual({ titles: ["Zephyrine draft helper"], total: 1 });

    const second = await publishedProduct(seller.key, { title: "Zephyrine outline helper", price: 30 });
    expect((await search("search=zephyrine&sort=price&order=asc")).titles).toEqual(["Zephyrine draft helper", "Zephyrine outline helper"]);
    expect((await search("search=zephyrine")).total).toBe(2);

    await api(`/products/${first}`, { key: seller.key, method: "PATCH", json: { price: 50 } });
    expect((await search("search=zephyrine&sort=price&order=asc")).titles).toEqual(["Zephyrine outline helper", "Zephyrine draft helper"]);
    expect((await search("search=zephyrine&maxPrice=40")).titles).toEqual(["Zephyrine outline helper"]);

    await api(`/products/${second}`, { key: seller.key, method: "PATCH", json: { title: "Renamed outline helper" } });
    expect(await search("search=zephyrine")).toEqual({ titles: ["Zephyrine draft helper"], total: 1 });

    await api(`/products/${first}/unpublish`, { key: seller.key, method: "POST" });
    expect(await search("search=zephyrine")).toEqual({ titles: [], total: 0 });

    await api(`/products/${first}/publish`, { key: seller.key, method: "POST" });
    expect((await search("search=zephyrine")).total).toBe(1);
    await api(`/products/${first}`, { key: seller.key, method: "DELETE" });
    expect(await search("search=zephyrine")).toEqual({ titles: [], total: 0 });
  });

  it("keeps list totals exact across changes", async () => {
    // limit=1 with more than one match: the total comes from the (cached) count, not from the page.
    for (const title of ["Totals research helper A", "Totals research helper B"]) {
      await publishedProduct(seller.key, { title, category: "research" });
    }
    expect((await search("category=research&limit=1")).total).toBe(2);
    expect((await search("category=research&limit=1")).total).toBe(2);
    const third = await publishedProduct(seller.key, { title: "Totals research helper C", category: "research" });
    expect((await search("category=research&limit=1")).total).toBe(3);
    await api(`/products/${third}/unpublish`, { key: seller.key, method: "POST" });
    expect((await search("category=research&limit=1")).total).toBe(2);
  });

  it("pages inside the cached ranking and pages past it form one order, every match once", async () => {
    // RANKED_IDS + 20 matches: the first RANKED_IDS come from the ranking, the rest from the direct query.
    const client = await db();
    const count = RANKED_IDS + 20;
    await client.$executeRaw`
      INSERT INTO "Product" ("id", "authorId", "title", "description", "type", "categorySlug", "priceCents", "currency",
                             "content", "tags", "compatibility", "status", "publishedAt", "updatedAt")
      SELECT 'prod_rankcache_' || g, ${seller.id}, CASE WHEN g % 3 = 0 THEN 'Quorvalent helper ' ELSE 'Helper ' END || g,
             'quorvalent notes',
             'PROMPT', 'writing', 100 + g, 'USD', 'x', '{}', '{}', 'PUBLISHED', now(), now()
      FROM generate_series(1, ${count}) g`;
    const limit = 100;
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(count / limit); page++) {
      const res = await api(`/products?author=${seller.id}&search=quorvalent&limit=${limit}&page=${page}`, { key: reader.key });
      expect(res.body.meta.total).toBe(count);
      ids.push(...res.body.data.map((p: { id: string }) => p.id));
    }
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    // Products that say it in their title rank before those that say it only in their description; equal ranks
    // (no ratings or sales here) in descending id order.
    const byIdDesc = (xs: string[]) => [...xs].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const all = Array.from({ length: count }, (_, i) => i + 1);
    expect(ids).toEqual([
      ...byIdDesc(all.filter((g) => g % 3 === 0).map((g) => `prod_rankcache_${g}`)),
      ...byIdDesc(all.filter((g) => g % 3 !== 0).map((g) => `prod_rankcache_${g}`)),
    ]);
    await client.product.deleteMany({ where: { id: { startsWith: "prod_rankcache_" } } });
  });
});
