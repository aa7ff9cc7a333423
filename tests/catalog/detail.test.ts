import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { recordView } from "@/lib/catalog/get-product";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, createProduct, publishedProduct } from "./helpers";

describe("GET /products/{id}", () => {
  it("returns every detail field; content only for the author and active buyers", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const refunded = await makeUser();
    const visitor = await makeUser();
    const id = await publishedProduct(seller.key, { requirements: ["An OpenAI key"], features: ["Five emails"] });
    await buy(buyer.id, id);
    await buy(refunded.id, id, "REFUNDED");

    const asVisitor = await api(`/products/${id}`, { key: visitor.key });
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body.data).toMatchObject({
      id,
      title: "Cold email sequence writer",
      type: "PROMPT",
      price: 9.99,
      currency: "USD",
      content: null,
      author: { id: seller.id, name: "Test User", verified: false, bio: "" },
      requirements: ["An OpenAI key"],
      features: ["Five emails"],
      version: "1.0.0",
      changelog: "",
      files: [],
      images: [],
      stats: { views: 1, purchases: 0, rating: 0, reviews: 0 },
    });
    expect((await api(`/products/${id}`, { key: refunded.key })).body.data.content).toBeNull();
    expect((await api(`/products/${id}`, { key: buyer.key })).body.data.content).toContain("{{prospect}}");
    expect((await api(`/products/${id}`, { key: seller.key })).body.data.content).toContain("{{prospect}}");
  });

  it("shows a draft to its author only", async () => {
    const seller = await makeUser();
    const other = await makeUser();
    const id = await createProduct(seller.key);
    expect((await api(`/products/${id}`, { key: seller.key })).body.data.status).toBe("draft");
    expect((await api(`/products/${id}`, { key: other.key })).body.error.code).toBe("PRODUCT_NOT_FOUND");
  });

  it("counts a view once per viewer per day, never the author's, into ProductViewDay", async () => {
    const seller = await makeUser();
    const a = await makeUser();
    const b = await makeUser();
    const id = await publishedProduct(seller.key);
    await api(`/products/${id}`, { key: seller.key });
    await api(`/products/${id}`, { key: a.key });
    await api(`/products/${id}`, { key: a.key });
    const last = await api(`/products/${id}`, { key: b.key });
    expect(last.body.data.stats.views).toBe(2);
    const client = await db();
    const days = await client.productViewDay.findMany({ where: { productId: id } });
    expect(days.map((d) => d.views)).toEqual([2]);
    // The next UTC day the same viewer counts again.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await recordView(id, a.id, tomorrow)).toBe(true);
    expect(await recordView(id, a.id, tomorrow)).toBe(false);
    const after = await client.productViewDay.findMany({ where: { productId: id }, orderBy: { day: "asc" } });
    expect(after.map((d) => d.views)).toEqual([2, 1]);
    expect((await client.product.findUniqueOrThrow({ where: { id } })).viewCount).toBe(3);
  });

  it("a view does not touch updatedAt", async () => {
    const seller = await makeUser();
    const a = await makeUser();
    const id = await publishedProduct(seller.key);
    const before = (await api(`/products/${id}`, { key: seller.key })).body.data.updatedAt;
    const after = (await api(`/products/${id}`, { key: a.key })).body.data.updatedAt;
    expect(after).toBe(before);
  });
});
