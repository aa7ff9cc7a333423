import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { searchCandidates } from "@/lib/catalog/list-sql";
import { api } from "../support/http";
import { makeUser } from "../support/factories";

// A relevance search ranks a bounded set of candidates (docs/catalog.md#performance, ADR 059): up to
// SEARCH_CANDIDATES (a setting) matches its total is exact; beyond, total says SEARCH_CANDIDATES and totalExact is false, and
// the products matching every word are still ranked first. Words unique to this file keep other files' products out.
const suffix = randomBytes(4).toString("hex").replace(/\d/g, "q");
const common = `zqcommon${suffix}`;
const rare = `zqrare${suffix}`;
const SEARCH_CANDIDATES = searchCandidates(); // 1,000 unless the run sets SEARCH_CANDIDATES
const MANY = SEARCH_CANDIDATES + 5;
let reader: Awaited<ReturnType<typeof makeUser>>;
let bothId = "";

beforeAll(async () => {
  reader = await makeUser({ plan: "BUSINESS", scopes: ["products:read"] });
  const seller = await makeUser({ name: `Zq ${suffix}` });
  const client = await db();
  const product = (title: string, i: number) => ({
    id: newId("prod"),
    authorId: seller.id,
    title,
    description: `Item ${i}`,
    type: "PROMPT" as const,
    categorySlug: "writing",
    priceCents: 100 + i,
    content: "Prompt {{topic}}",
    status: "PUBLISHED" as const,
    publishedAt: new Date(Date.now() - 60_000 + i),
  });
  await client.product.createMany({ data: Array.from({ length: MANY }, (_, i) => product(`${common} helper ${i}`, i)) });
  // Inserted last, so it is not among the first candidates of the any-word set: the every-word set must bring it in.
  const both = product(`${common} ${rare} helper`, MANY);
  bothId = both.id;
  await client.product.create({ data: both });
});

const search = (qs: string) => api(`/products?${qs}`, { key: reader.key });

describe("relevance search over more matches than it ranks", () => {
  it("says the total is capped, and pages through the ranked candidates to their end", async () => {
    const first = await search(`search=${common}&limit=100`);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      page: 1,
      limit: 100,
      total: SEARCH_CANDIDATES,
      search: { query: common, correctedQuery: null, totalExact: false },
    });
    expect(first.body.data).toHaveLength(100);
    const last = await search(`search=${common}&limit=100&page=${SEARCH_CANDIDATES / 100}`);
    expect(last.body.data).toHaveLength(100);
    const past = await search(`search=${common}&limit=100&page=${SEARCH_CANDIDATES / 100 + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(SEARCH_CANDIDATES);
    const seen = new Set<string>();
    for (let page = 1; page <= SEARCH_CANDIDATES / 100; page++) {
      const res = await search(`search=${common}&limit=100&page=${page}`);
      for (const p of res.body.data as { id: string }[]) seen.add(p.id);
    }
    expect(seen.size).toBe(SEARCH_CANDIDATES); // no product on two pages
  });

  it("ranks the product with every word first even when the any-word candidates are full", async () => {
    const res = await search(`search=${encodeURIComponent(`${common} ${rare}`)}&limit=5`);
    expect(res.body.data[0].id).toBe(bothId);
    expect(res.body.meta.search).toEqual({ query: `${common} ${rare}`, correctedQuery: null, totalExact: false });
  });

  it("counts exactly up to the cap and with any other sort", async () => {
    const rareOnly = await search(`search=${rare}`);
    expect(rareOnly.body.meta).toEqual({ page: 1, limit: 20, total: 1, search: { query: rare, correctedQuery: null, totalExact: true } });
    const newest = await search(`search=${common}&sort=newest&limit=1`);
    expect(newest.body.meta.total).toBe(MANY + 1);
    expect(newest.body.meta.search.totalExact).toBe(true);
    expect(newest.body.data[0].id).toBe(bothId);
  });
});
