import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { runPayouts } from "@/lib/payouts/run-payouts";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { createProduct, publishedProduct } from "../catalog/helpers";
import { makeBuyer } from "../commerce/helpers";
import { startReceiver, type Received } from "./support/receiver";
import { addEndpoint } from "./support/webhooks";

// Each event type from its real cause over the HTTP API, as the real HTTPS receiver gets it (the shapes of docs/webhooks.md#event-types).
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A user (BUSINESS: it polls) with one endpoint subscribed to `types` on its own receiver. */
async function subscriber(types: string[], name = "Webhook user") {
  const user = await makeUser({ name, plan: "BUSINESS" });
  const r = await startReceiver();
  receivers.push(r);
  const ep = await addEndpoint(user.key, r.url, types);
  r.setSecret(ep.secret);
  return { user, r, ep };
}

/** The one delivered event of `type`: verified, with the envelope of docs/webhooks.md#event-types; returns its data. */
async function only(r: Awaited<ReturnType<typeof startReceiver>>, type: string) {
  const [got] = await r.waitFor(1);
  // Nothing else is on its way to this receiver (it subscribed to one type and got one event).
  await new Promise((res) => setTimeout(res, 300));
  expect(r.received).toHaveLength(1);
  return envelope(got, type);
}

function envelope(got: Received, type: string) {
  expect(got.verified).toBe(true);
  expect(Object.keys(got.body)).toEqual(["id", "type", "created", "data"]);
  expect(got.body).toMatchObject({ id: expect.stringMatching(/^evt_/), type, created: expect.stringMatching(ISO) });
  expect(got.headers["x-service-event-id"]).toBe(got.body.id);
  return got.body.data;
}

async function purchase(buyerKey: string, productId: string): Promise<string> {
  const res = await api("/purchases", { key: buyerKey, json: { productId } });
  if (res.status !== 201) throw new Error(`purchase failed: ${res.status} ${res.text}`);
  return res.body.data.orderId;
}

describe("every event type from its real cause, as a real HTTPS receiver gets it", () => {
  it("product.published: POST /products/{id}/publish", async () => {
    const { user, r } = await subscriber(["product.published"]);
    const id = await createProduct(user.key, { title: "Launch prompt", price: 12.5, type: "PROMPT" });
    expect((await api(`/products/${id}/publish`, { key: user.key, method: "POST" })).status).toBe(200);
    expect(await only(r, "product.published")).toEqual({
      product: { id, title: "Launch prompt", type: "PROMPT", price: 12.5, authorId: user.id },
    });
  });

  it("product.updated: PATCH /products/{id} sends each changed field as { old, new }", async () => {
    const { user, r } = await subscriber(["product.updated"]);
    const id = await createProduct(user.key, { title: "Old title", price: 9.99 });
    const res = await api(`/products/${id}`, {
      key: user.key,
      method: "PATCH",
      json: { title: "New title", price: 14, description: "Writes a five-step cold email sequence for a B2B offer." },
    });
    expect(res.status).toBe(200);
    // The unchanged description is not a change.
    expect(await only(r, "product.updated")).toEqual({
      product: { id, changes: { title: { old: "Old title", new: "New title" }, price: { old: 9.99, new: 14 } } },
    });
  });

  it("product.unpublished: unpublish and delete, with product { id, title, reason }", async () => {
    const { user, r } = await subscriber(["product.unpublished"]);
    const a = await publishedProduct(user.key, { title: "Hidden soon" });
    const b = await publishedProduct(user.key, { title: "Deleted soon" });
    expect((await api(`/products/${a}/unpublish`, { key: user.key, method: "POST" })).status).toBe(200);
    const [first] = await r.waitFor(1);
    expect(envelope(first, "product.unpublished")).toEqual({ product: { id: a, title: "Hidden soon", reason: "unpublished" } });
    expect((await api(`/products/${b}`, { key: user.key, method: "DELETE" })).status).toBeLessThan(300);
    const [, second] = await r.waitFor(2);
    expect(envelope(second, "product.unpublished")).toEqual({ product: { id: b, title: "Deleted soon", reason: "deleted" } });
  });

  it("purchase.completed: POST /purchases reaches both the buyer's and the seller's endpoints", async () => {
    const seller = await subscriber(["purchase.completed"], "Seller");
    const productId = await publishedProduct(seller.user.key, { price: 19.99 });
    const buyer = await makeBuyer();
    const r = await startReceiver();
    receivers.push(r);
    const ep = await addEndpoint(buyer.key, r.url, ["purchase.completed"]);
    r.setSecret(ep.secret);
    const orderId = await purchase(buyer.key, productId);
    const expected = {
      order: {
        id: orderId,
        productId,
        buyerId: buyer.id,
        amount: 19.99,
        currency: "USD",
        listPrice: 19.99,
        priceMode: "fixed",
        discount: null,
        bundle: null,
      },
    };
    expect(await only(seller.r, "purchase.completed")).toEqual(expected);
    expect(await only(r, "purchase.completed")).toEqual(expected);
    expect(r.received[0].body.id).toBe(seller.r.received[0].body.id);
  });

  it("purchase.refunded: POST /purchases/{id}/refund", async () => {
    const seller = await subscriber(["purchase.refunded"], "Seller");
    const productId = await publishedProduct(seller.user.key, { price: 25 });
    const buyer = await makeBuyer();
    const orderId = await purchase(buyer.key, productId);
    const res = await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "not_as_described", details: "Too short" } });
    expect(res.status).toBeLessThan(300);
    expect(await only(seller.r, "purchase.refunded")).toEqual({
      refund: {
        id: res.body.data.id,
        orderId,
        amount: 25,
        currency: "USD",
        reason: "not_as_described",
        refundedAmount: 25,
        orderStatus: "refunded",
      },
    });
  });

  it("payout.completed: the commerce domain's runPayouts pays the seller", async () => {
    const seller = await subscriber(["payout.completed"], "Seller");
    const productId = await publishedProduct(seller.user.key, { price: 40 });
    const buyer = await makeBuyer();
    await purchase(buyer.key, productId);
    // A past week of its own, so this payout run concerns this seller only.
    await (await db()).ledgerEntry.updateMany({ where: { userId: seller.user.id }, data: { createdAt: new Date("2024-02-07T12:00:00Z") } });
    const { payouts } = await runPayouts({ periodStart: "2024-02-05", periodEnd: "2024-02-11" });
    const mine = payouts.filter((p) => p.sellerId === seller.user.id);
    expect(mine).toHaveLength(1);
    const data = await only(seller.r, "payout.completed");
    expect(data).toEqual({
      payout: {
        id: mine[0].id,
        sellerId: seller.user.id,
        amount: mine[0].amount,
        currency: "USD",
        period: { start: "2024-02-05", end: "2024-02-11" },
      },
    });
    expect(data.payout.amount).toBeGreaterThan(0);
  });

  it("review.created: POST /products/{id}/reviews reaches the product's author", async () => {
    const author = await subscriber(["review.created"], "Author");
    const productId = await publishedProduct(author.user.key, { price: 5 });
    const buyer = await makeBuyer();
    await purchase(buyer.key, productId);
    const res = await api(`/products/${productId}/reviews`, { key: buyer.key, json: { rating: 4, comment: "Saved me an hour" } });
    expect(res.status).toBe(201);
    expect(await only(author.r, "review.created")).toEqual({
      review: { id: res.body.data.id, productId, rating: 4, comment: "Saved me an hour", authorId: buyer.id },
    });
  });
});
