import { describe, expect, it } from "vitest";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, eventsFor, publishedProduct } from "./helpers";

describe("reviews", () => {
  it("a buyer with an active purchase reviews once; rating and the review.created event follow", async () => {
    const seller = await makeUser();
    const buyer = await makeUser({ name: "Rita Reviewer" });
    const id = await publishedProduct(seller.key);
    await buy(buyer.id, id);
    const res = await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 4, comment: "Saved me an hour" } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^rev_/),
      productId: id,
      rating: 4,
      comment: "Saved me an hour",
      author: { id: buyer.id, name: "Rita Reviewer" },
      createdAt: expect.any(String),
      editedAt: null,
    });
    const events = await eventsFor(id, "review.created");
    expect(events.map((e) => e.data)).toEqual([
      { review: { id: res.body.data.id, productId: id, rating: 4, comment: "Saved me an hour", authorId: buyer.id } },
    ]);
    // Only the product's author is concerned (issue 5: product.* and review.created go to the author).
    expect(events[0].accountIds).toEqual([seller.id]);

    const second = await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 5 } });
    expect(second.status).toBe(400);
    expect(second.body.error.code).toBe("VALIDATION_ERROR");

    const other = await makeUser();
    await buy(other.id, id);
    await api(`/products/${id}/reviews`, { key: other.key, json: { rating: 5 } });
    const detail = await api(`/products/${id}`, { key: other.key });
    expect(detail.body.data.rating).toEqual({ average: 4.5, count: 2 });
    expect(detail.body.data.stats).toMatchObject({ rating: 4.5, reviews: 2 });
    const list = await api(`/products?author=${seller.id}`, { key: other.key });
    expect(list.body.data[0].rating).toEqual({ average: 4.5, count: 2 });
  });

  it("refuses non-buyers, refunded buyers and the author with 403", async () => {
    const seller = await makeUser();
    const visitor = await makeUser();
    const refunded = await makeUser();
    const id = await publishedProduct(seller.key);
    await buy(refunded.id, id, "REFUNDED");
    for (const key of [visitor.key, refunded.key, seller.key]) {
      const res = await api(`/products/${id}/reviews`, { key, json: { rating: 5 } });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    }
    expect(await eventsFor(id, "review.created")).toHaveLength(0);
  });

  it.each([
    [{ rating: 0 }, "rating"],
    [{ rating: 6 }, "rating"],
    [{ rating: 4.5 }, "rating"],
    [{ rating: 5, comment: "x".repeat(2001) }, "comment"],
    [{ comment: "no rating" }, "rating"],
    [{ rating: 1 }, "comment"],
    [{ rating: 2, comment: "   " }, "comment"],
  ])("validates %j", async (json, field) => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const id = await publishedProduct(seller.key);
    await buy(buyer.id, id);
    const res = await api(`/products/${id}/reviews`, { key: buyer.key, json });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.map((f: { path: string }) => f.path)).toContain(field);
  });

  it("lists reviews newest first with pagination; a draft's reviews are hidden like the draft", async () => {
    const seller = await makeUser({ plan: "BUSINESS" });
    const id = await publishedProduct(seller.key);
    for (let i = 1; i <= 3; i++) {
      const b = await makeUser();
      await buy(b.id, id);
      await api(`/products/${id}/reviews`, { key: b.key, json: { rating: i, comment: `review ${i}` } });
    }
    const reader = await makeUser({ scopes: ["products:read"] });
    const page1 = await api(`/products/${id}/reviews?limit=2`, { key: reader.key });
    expect(page1.body.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page1.body.data.map((r: { comment: string }) => r.comment)).toEqual(["review 3", "review 2"]);
    const page2 = await api(`/products/${id}/reviews?limit=2&page=2`, { key: reader.key });
    expect(page2.body.data.map((r: { comment: string }) => r.comment)).toEqual(["review 1"]);
    expect((await api(`/products/${id}/reviews?limit=101`, { key: reader.key })).status).toBe(400);
    await api(`/products/${id}/unpublish`, { key: seller.key, method: "POST" });
    expect((await api(`/products/${id}/reviews`, { key: reader.key })).status).toBe(404);
  });

  it("posting needs the purchases:write scope", async () => {
    const seller = await makeUser();
    const buyer = await makeUser({ scopes: ["products:read", "products:write"] });
    const id = await publishedProduct(seller.key);
    await buy(buyer.id, id);
    const res = await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 5 } });
    expect(res.status).toBe(403);
    expect(res.body.error.details.requiredScope).toBe("purchases:write");
  });

  it("the author edits and deletes their review; the rating follows and review.created stays one per new review", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const other = await makeUser();
    const id = await publishedProduct(seller.key);
    await buy(buyer.id, id);
    await buy(other.id, id);
    const mine = (await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 5, comment: "Great" } })).body.data;
    await api(`/products/${id}/reviews`, { key: other.key, json: { rating: 3 } });
    const rating = async () => (await api(`/products/${id}`, { key: other.key })).body.data.rating;
    expect(await rating()).toEqual({ average: 4, count: 2 });

    const edited = await api(`/products/${id}/reviews/${mine.id}`, {
      key: buyer.key,
      method: "PATCH",
      json: { rating: 1, comment: "Broke on the new model" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: mine.id,
      rating: 1,
      comment: "Broke on the new model",
      editedAt: expect.stringMatching(/Z$/),
    });
    expect(await rating()).toEqual({ average: 2, count: 2 });

    // 1–2 stars keep needing a comment; only the author may change a review; the review must be on this product.
    const blank = await api(`/products/${id}/reviews/${mine.id}`, { key: buyer.key, method: "PATCH", json: { comment: "" } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.details.fields.map((f: { path: string }) => f.path)).toContain("comment");
    const notMine = await api(`/products/${id}/reviews/${mine.id}`, { key: other.key, method: "PATCH", json: { rating: 5 } });
    expect(notMine.status).toBe(403);
    expect((await api(`/products/${id}/reviews/${mine.id}`, { key: seller.key, method: "DELETE" })).status).toBe(403);
    const elsewhere = await publishedProduct(seller.key);
    expect((await api(`/products/${elsewhere}/reviews/${mine.id}`, { key: buyer.key, method: "DELETE" })).status).toBe(404);
    expect((await api(`/products/${id}/reviews/rev_missing`, { key: buyer.key, method: "DELETE" })).status).toBe(404);

    const removed = await api(`/products/${id}/reviews/${mine.id}`, { key: buyer.key, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: mine.id, deleted: true });
    expect(await rating()).toEqual({ average: 3, count: 1 });
    expect((await eventsFor(id, "review.created")).length).toBe(2);

    // Reviewing again after deleting is a new review: one more review.created.
    expect((await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 4 } })).status).toBe(201);
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
    expect((await eventsFor(id, "review.created")).length).toBe(3);

    const lastOther = (await api(`/products/${id}/reviews`, { key: other.key })).body.data.find(
      (r: { author: { id: string } }) => r.author.id === other.id,
    );
    await api(`/products/${id}/reviews/${lastOther.id}`, { key: other.key, method: "DELETE" });
    const onlyMine = (await api(`/products/${id}/reviews`, { key: buyer.key })).body.data;
    await api(`/products/${id}/reviews/${onlyMine[0].id}`, { key: buyer.key, method: "DELETE" });
    expect(await rating()).toEqual({ average: 0, count: 0 });
  });
});
