import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, createProduct, eventsFor, publishedProduct, validProduct } from "./helpers";

const fieldsOf = (body: any) => body.error.details.fields.map((f: { path: string }) => f.path);

describe("POST /products", () => {
  it("creates a draft and stores the price in cents", async () => {
    const u = await makeUser();
    const res = await api("/products", { key: u.key, json: validProduct({ price: 19.9, tags: [" Email ", "email", "SEO"] }) });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.stringMatching(/^prod_/), status: "draft", message: expect.any(String) });
    const row = await (await db()).product.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row.priceCents).toBe(1990);
    expect(row.tags).toEqual(["email", "seo"]);
    expect(row.currency).toBe("USD");
    expect(row.authorId).toBe(u.id);
  });

  it.each([
    ["title", { title: "ab" }],
    ["title", { title: "x".repeat(121) }],
    ["description", { description: "x".repeat(5001) }],
    ["content", { content: "x".repeat(100 * 1024 + 1) }],
    ["price", { price: -1 }],
    ["price", { price: 10000.01 }],
    ["price", { price: 1.234 }],
    ["currency", { currency: "JPY" }],
    ["tags", { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
    ["tags.0", { tags: ["x".repeat(31)] }],
    ["compatibility.0", { compatibility: ["skynet"] }],
    ["type", { type: "COLLECTION" }],
    ["bundleProductIds", { type: "BUNDLE" }],
    ["category", { category: "no-such-category" }],
    ["content", { type: "WORKFLOW", content: "not json" }],
    ["extra", { extra: true }],
  ])("rejects a bad %s with VALIDATION_ERROR", async (field, over) => {
    const u = await makeUser();
    const res = await api("/products", { key: u.key, json: validProduct(over) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(fieldsOf(res.body)).toContain(field);
  });

  it("accepts the bounds themselves", async () => {
    const u = await makeUser();
    const res = await api("/products", {
      key: u.key,
      json: validProduct({
        title: "abc",
        description: "d".repeat(5000),
        content: "c".repeat(100 * 1024),
        price: 10000,
        currency: "GBP",
        tags: Array.from({ length: 10 }, (_, i) => `${"t".repeat(29)}${i}`),
      }),
    });
    expect(res.status).toBe(201);
    const free = await api("/products", { key: u.key, json: validProduct({ price: 0 }) });
    expect(free.status).toBe(201);
  });

  it("requires every field of the creation request", async () => {
    const u = await makeUser();
    const res = await api("/products", { key: u.key, json: { title: "Only a title" } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(["description", "type", "category", "price", "content"]));
  });

  it("needs the products:write scope", async () => {
    const u = await makeUser({ scopes: ["products:read"] });
    const res = await api("/products", { key: u.key, json: validProduct() });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });
});

describe("PATCH /products/{id}", () => {
  it("applies real changes and emits product.updated with old and new values in the same transaction", async () => {
    const u = await makeUser();
    const id = await createProduct(u.key);
    const res = await api(`/products/${id}`, {
      key: u.key,
      method: "PATCH",
      json: { title: "Cold email sequence writer", price: 14.5, tags: ["email", "outreach"], version: "1.1.0", changelog: "Better hooks" },
    });
    expect(res.status).toBe(200);
    const changes = {
      price: { old: 9.99, new: 14.5 },
      tags: { old: ["email", "sales"], new: ["email", "outreach"] },
      version: { old: "1.0.0", new: "1.1.0" },
      changelog: { old: "", new: "Better hooks" },
    };
    expect(res.body.data.changes).toEqual(changes);
    const events = await eventsFor(id, "product.updated");
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({ product: { id, changes } });
    expect(events[0].accountIds).toEqual([u.id]);
  });

  it("emits nothing when nothing changes", async () => {
    const u = await makeUser();
    const id = await createProduct(u.key);
    const res = await api(`/products/${id}`, { key: u.key, method: "PATCH", json: { price: 9.99 } });
    expect(res.status).toBe(200);
    expect(res.body.data.changes).toEqual({});
    expect(await eventsFor(id, "product.updated")).toHaveLength(0);
  });

  it("validates with the creation bounds and refuses fields outside the request", async () => {
    const u = await makeUser();
    const id = await createProduct(u.key);
    for (const json of [{ price: 10001 }, { status: "published" }, { authorId: "usr_x" }, { version: "" }, { type: "WORKFLOW" }]) {
      const res = await api(`/products/${id}`, { key: u.key, method: "PATCH", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("lets a product become a workflow only with a valid workflow definition, naming the fault's path", async () => {
    const u = await makeUser();
    const id = await createProduct(u.key);
    const step = (id: string, prompt: string, dependsOn: string[] = []) => ({
      id,
      provider: "openai",
      model: "gpt-4o-mini",
      prompt,
      dependsOn,
    });
    const cyclic = { inputs: [{ name: "topic" }], steps: [step("a", "{{input.topic}}", ["b"]), step("b", "{{steps.a.output}}", ["a"])] };
    const bad = await api(`/products/${id}`, { key: u.key, method: "PATCH", json: { type: "WORKFLOW", content: JSON.stringify(cyclic) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].path).toMatch(/^content\.steps/);
    const valid = { inputs: [{ name: "topic" }], steps: [step("a", "{{input.topic}}"), step("b", "{{steps.a.output}}", ["a"])] };
    const res = await api(`/products/${id}`, { key: u.key, method: "PATCH", json: { type: "WORKFLOW", content: JSON.stringify(valid) } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data.changes).sort()).toEqual(["content", "type"]);
  });
});

describe("authorization on another seller's product", () => {
  it("answers 403 UNAUTHORIZED for a published product, 404 for a draft, unpublished or deleted one", async () => {
    const owner = await makeUser();
    const other = await makeUser({ plan: "BUSINESS" });
    const published = await publishedProduct(owner.key);
    const draft = await createProduct(owner.key);
    const unpublished = await publishedProduct(owner.key);
    await api(`/products/${unpublished}/unpublish`, { key: owner.key, method: "POST" });
    const deleted = await publishedProduct(owner.key);
    await api(`/products/${deleted}`, { key: owner.key, method: "DELETE" });

    const moves = (id: string) => [
      api(`/products/${id}`, { key: other.key, method: "PATCH", json: { price: 1 } }),
      api(`/products/${id}`, { key: other.key, method: "DELETE" }),
      api(`/products/${id}/publish`, { key: other.key, method: "POST" }),
      api(`/products/${id}/unpublish`, { key: other.key, method: "POST" }),
    ];
    for (const res of await Promise.all(moves(published))) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    }
    for (const id of [draft, unpublished, deleted, "prod_doesnotexist"]) {
      for (const res of await Promise.all([...moves(id), api(`/products/${id}`, { key: other.key })])) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("PRODUCT_NOT_FOUND");
      }
    }
    const row = await (await db()).product.findUniqueOrThrow({ where: { id: published } });
    expect(row.priceCents).toBe(999);
    expect(row.status).toBe("PUBLISHED");
  });

  it("even the author gets 404 for a deleted product", async () => {
    const owner = await makeUser();
    const id = await createProduct(owner.key);
    expect((await api(`/products/${id}`, { key: owner.key, method: "DELETE" })).status).toBe(200);
    for (const res of [
      await api(`/products/${id}`, { key: owner.key }),
      await api(`/products/${id}`, { key: owner.key, method: "PATCH", json: { price: 1 } }),
      await api(`/products/${id}/publish`, { key: owner.key, method: "POST" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("PRODUCT_NOT_FOUND");
    }
  });
});

describe("lifecycle", () => {
  it("publish checks completeness, then emits product.published", async () => {
    const u = await makeUser();
    const id = await createProduct(u.key, { description: "", content: "" });
    const refused = await api(`/products/${id}/publish`, { key: u.key, method: "POST" });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body).sort()).toEqual(["content", "description"]);
    await api(`/products/${id}`, { key: u.key, method: "PATCH", json: { description: "Now described", content: "Now written" } });
    const res = await api(`/products/${id}/publish`, { key: u.key, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: "published" });
    const events = await eventsFor(id, "product.published");
    expect(events.map((e) => e.data)).toEqual([
      { product: { id, title: "Cold email sequence writer", type: "PROMPT", price: 9.99, authorId: u.id } },
    ]);
    const again = await api(`/products/${id}/publish`, { key: u.key, method: "POST" });
    expect(again.body.data.status).toBe("published");
    expect(await eventsFor(id, "product.published")).toHaveLength(1);
  });

  it("unpublish hides the product and emits product.unpublished (reason unpublished); it can be published again", async () => {
    const u = await makeUser();
    const visitor = await makeUser();
    const id = await publishedProduct(u.key);
    expect((await api(`/products/${id}`, { key: visitor.key })).status).toBe(200);
    const res = await api(`/products/${id}/unpublish`, { key: u.key, method: "POST" });
    expect(res.body.data).toEqual({ id, status: "unpublished" });
    expect((await api(`/products/${id}`, { key: visitor.key })).status).toBe(404);
    expect((await api(`/products/${id}`, { key: u.key })).body.data.status).toBe("unpublished");
    const events = await eventsFor(id, "product.unpublished");
    expect(events.map((e) => e.data)).toEqual([{ product: { id, title: "Cold email sequence writer", reason: "unpublished" } }]);
    expect((await api(`/products/${id}/publish`, { key: u.key, method: "POST" })).body.data.status).toBe("published");
    expect(await eventsFor(id, "product.published")).toHaveLength(2);
  });

  it("a draft cannot be unpublished", async () => {
    const u = await makeUser();
    const id = await createProduct(u.key);
    const res = await api(`/products/${id}/unpublish`, { key: u.key, method: "POST" });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(["status"]);
  });

  it("delete removes a published product from the catalog, emits product.unpublished (reason deleted), and keeps it for buyers", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const id = await publishedProduct(seller.key);
    await buy(buyer.id, id);
    const res = await api(`/products/${id}`, { key: seller.key, method: "DELETE" });
    expect(res.body.data).toEqual({ id, status: "deleted" });
    const events = await eventsFor(id, "product.unpublished");
    expect(events.map((e) => e.data)).toEqual([{ product: { id, title: "Cold email sequence writer", reason: "deleted" } }]);
    const list = await api(`/products?author=${seller.id}`, { key: buyer.key });
    expect(list.body.data).toEqual([]);
    const detail = await api(`/products/${id}`, { key: buyer.key });
    expect(detail.status).toBe(200);
    expect(detail.body.data.status).toBe("deleted");
    expect(detail.body.data.content).toContain("{{prospect}}");
  });

  it("deleting a draft emits no event", async () => {
    const u = await makeUser();
    const id = await createProduct(u.key);
    await api(`/products/${id}`, { key: u.key, method: "DELETE" });
    expect(await eventsFor(id, "product.unpublished")).toHaveLength(0);
  });
});

describe("GET /categories", () => {
  it("lists the seeded categories", async () => {
    const u = await makeUser({ scopes: ["products:read"] });
    const res = await api("/categories", { key: u.key });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(["marketing", "coding", "writing"]));
    expect(res.body.data[0]).toEqual({ slug: expect.any(String), name: expect.any(String), products: expect.any(Number) });
  });

  it("needs products:read", async () => {
    const u = await makeUser({ scopes: ["purchases:read"] });
    expect((await api("/categories", { key: u.key })).status).toBe(403);
    expect((await api("/products", { key: u.key })).status).toBe(403);
  });
});
