import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct, traces } from "./helpers";

async function sellerWithProduct(priceCents = 2000) {
  const seller = await makeUser({ name: "Discount Seller", plan: "PRO" });
  const product = await makeProduct(seller.id, { priceCents });
  return { seller, product };
}

const createDiscount = (key: string, body: Record<string, unknown>) => api("/discounts", { key, json: body });

describe("/v1/discounts", () => {
  it("creates, reads, lists, patches and deletes a discount; each answers with its redemptions", async () => {
    const { seller, product } = await sellerWithProduct();
    const res = await createDiscount(seller.key, { code: "launch20", type: "percentage", basisPoints: 2000, productIds: [product.id] });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^disc_/),
      code: "LAUNCH20",
      type: "percentage",
      basisPoints: 2000,
      amount: null,
      currency: null,
      productIds: [product.id],
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      maxRedemptionsPerCustomer: null,
      redemptions: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = res.body.data.id;
    expect((await api(`/discounts/${id}`, { key: seller.key })).body.data.code).toBe("LAUNCH20");
    const listed = await api("/discounts", { key: seller.key });
    expect([listed.body.data.map((d: { id: string }) => d.id), listed.body.meta.total]).toEqual([[id], 1]);
    const patched = await api(`/discounts/${id}`, {
      key: seller.key,
      method: "PATCH",
      json: { type: "fixed", amount: 5, currency: "USD", productIds: null, maxRedemptions: 10 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      type: "fixed",
      basisPoints: null,
      amount: 5,
      currency: "USD",
      productIds: null,
      maxRedemptions: 10,
    });
    const deleted = await api(`/discounts/${id}`, { key: seller.key, method: "DELETE" });
    expect(deleted.body.data).toEqual({ id, deleted: true });
    expect((await api(`/discounts/${id}`, { key: seller.key })).status).toBe(404);
  });

  it("validates the body, the seller's products and the code's uniqueness; hides other sellers' discounts; checks scopes", async () => {
    const { seller, product } = await sellerWithProduct();
    const other = await sellerWithProduct();
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "X1", type: "percentage", basisPoints: 100 }, "code"],
      [{ code: "BAD CODE", type: "percentage", basisPoints: 100 }, "code"],
      [{ code: "HALF", type: "percentage" }, "basisPoints"],
      [{ code: "HALF", type: "percentage", basisPoints: 10001 }, "basisPoints"],
      [{ code: "FIVE", type: "fixed", amount: 5 }, "currency"],
      [{ code: "FIVE", type: "fixed", amount: 5.001, currency: "USD" }, "amount"],
      [{ code: "FIVE", type: "fixed", currency: "USD", basisPoints: 10 }, "amount"],
      [{ code: "DATES", type: "percentage", basisPoints: 10, startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" }, "endsAt"],
      [{ code: "THEIRS", type: "percentage", basisPoints: 10, productIds: [other.product.id] }, "productIds"],
      [{ code: "EXTRA", type: "percentage", basisPoints: 10, unknown: 1 }, ""],
    ];
    for (const [body, path] of cases) {
      const res = await createDiscount(seller.key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (path) expect(res.body.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const ok = await createDiscount(seller.key, { code: "SAME", type: "percentage", basisPoints: 10, productIds: [product.id] });
    expect(ok.status).toBe(201);
    const dup = await createDiscount(seller.key, { code: "same", type: "percentage", basisPoints: 10 });
    expect([dup.status, dup.body.error.details.reason]).toEqual([400, "code_taken"]);
    // Another seller may use the same code for their own products.
    expect((await createDiscount(other.seller.key, { code: "SAME", type: "percentage", basisPoints: 10 })).status).toBe(201);
    expect((await api(`/discounts/${ok.body.data.id}`, { key: other.seller.key })).status).toBe(404);
    expect((await api(`/discounts/${ok.body.data.id}`, { key: other.seller.key, method: "DELETE" })).status).toBe(404);
    const bad = await api(`/discounts/${ok.body.data.id}`, { key: seller.key, method: "PATCH", json: { type: "fixed" } });
    expect(bad.body.error.details.fields.map((f: { path: string }) => f.path)).toEqual(["amount", "currency"]);
    const readOnly = await makeUser({ scopes: ["products:read"] });
    expect((await createDiscount(readOnly.key, { code: "NOPE", type: "percentage", basisPoints: 10 })).status).toBe(403);
    const noScope = await makeUser({ scopes: ["purchases:read"] });
    expect((await api("/discounts", { key: noScope.key })).status).toBe(403);
  });
});

describe("POST /purchases with discountCode", () => {
  it("charges the reduced price: listPrice, discount, fees on the paid amount, event, receipt, quote", async () => {
    const { seller, product } = await sellerWithProduct(1999);
    await createDiscount(seller.key, { code: "LAUNCH25", type: "percentage", basisPoints: 2500 });
    const buyer = await makeBuyer();
    const quote = await api("/purchases/quote", { key: buyer.key, json: { productId: product.id, discountCode: "launch25" } });
    // 25 % of 19.99 = 4.9975 → 5.00 off.
    expect(quote.body.data).toEqual({
      productId: product.id,
      listPrice: 19.99,
      priceMode: "fixed",
      minimumPrice: null,
      suggestedPrice: null,
      discount: { code: "LAUNCH25", amount: 5 },
      bundle: null,
      amount: 14.99,
      currency: "USD",
    });
    const res = await buy(buyer.key, product.id, { discountCode: "launch25" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 14.99, listPrice: 19.99, discount: { code: "LAUNCH25", amount: 5 } });
    const client = await db();
    const order = await client.order.findUniqueOrThrow({ where: { id: res.body.data.orderId } });
    // 20 % platform fee of the 14.99 paid.
    expect(order).toMatchObject({
      amountCents: 1499,
      listPriceCents: 1999,
      discountCents: 500,
      discountCode: "LAUNCH25",
      feeCents: 300,
      sellerNetCents: 1199,
    });
    expect((await client.charge.findUniqueOrThrow({ where: { orderId: order.id } })).amountCents).toBe(1499);
    const sale = await client.ledgerEntry.findFirstOrThrow({ where: { orderId: order.id, kind: "SALE" } });
    expect(sale.amountCents).toBe(1199);
    const event = await client.event.findFirstOrThrow({ where: { type: "purchase.completed", accountIds: { has: buyer.id } } });
    expect(event.data).toMatchObject({ order: { amount: 14.99, listPrice: 19.99, discount: { code: "LAUNCH25", amount: 5 } } });
    const detail = await api(`/purchases/${order.id}`, { key: seller.key });
    expect(detail.body.data).toMatchObject({ amount: 14.99, listPrice: 19.99, discount: { code: "LAUNCH25", amount: 5 } });
    const receipt = await api(`/purchases/${order.id}/receipt`, { key: buyer.key });
    expect(receipt.text).toContain("Discount (LAUNCH25)");
    expect(receipt.text).toContain("$14.99");
    const listed = await api("/discounts", { key: seller.key });
    expect(listed.body.data[0].redemptions).toBe(1);
    // Analytics count what was paid, never the list price, and a discount is not a refund (docs/analytics.md).
    const day = new Date().toISOString().slice(0, 10);
    const range = `startDate=${day}&endDate=${day}&period=day`;
    const revenue = await api(`/analytics/revenue?${range}`, { key: seller.key });
    expect(revenue.body.data.summary).toMatchObject({ grossRevenue: 14.99, refunds: 0, platformFees: 3, netRevenue: 11.99, sales: 1 });
    const products = await api(`/analytics/products?${range}`, { key: seller.key });
    expect(products.body.data.summary).toMatchObject({ totalRevenue: 14.99, netRevenue: 11.99, totalSales: 1 });
    expect(products.body.data.topProducts).toEqual([expect.objectContaining({ id: product.id, revenue: 14.99, sales: 1 })]);
  });

  it("refuses unknown, expired, not yet valid, not applicable and exhausted codes with nothing charged", async () => {
    const { seller, product } = await sellerWithProduct();
    const other = await makeProduct(seller.id);
    const stranger = await sellerWithProduct();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await createDiscount(seller.key, { code: "OLD", type: "percentage", basisPoints: 1000, endsAt: past });
    await createDiscount(seller.key, { code: "SOON", type: "percentage", basisPoints: 1000, startsAt: future });
    await createDiscount(seller.key, { code: "OTHERONLY", type: "percentage", basisPoints: 1000, productIds: [other.id] });
    await createDiscount(seller.key, { code: "EUROS", type: "fixed", amount: 2, currency: "EUR" });
    await createDiscount(stranger.seller.key, { code: "NOTMINE", type: "percentage", basisPoints: 1000 });
    await createDiscount(seller.key, { code: "ONCE", type: "percentage", basisPoints: 1000, maxRedemptionsPerCustomer: 1 });
    const buyer = await makeBuyer();
    const cases: [string, string][] = [
      ["NOSUCH", "unknown"],
      ["NOTMINE", "unknown"],
      ["OLD", "expired"],
      ["SOON", "expired"],
      ["OTHERONLY", "not_applicable"],
      ["EUROS", "not_applicable"],
    ];
    for (const [code, reason] of cases) {
      const res = await buy(buyer.key, product.id, { discountCode: code });
      expect([res.status, res.body.error.code, res.body.error.details.reason], code).toEqual([400, "VALIDATION_ERROR", reason]);
      expect(res.body.error.details.fields[0].path).toBe("discountCode");
    }
    expect(await traces(buyer.id, product.id)).toEqual({ orders: 0, charges: 0, ledger: 0, events: 0, purchaseCount: 0 });
    // Per customer: the second product with ONCE is refused for this buyer.
    expect((await buy(buyer.key, product.id, { discountCode: "ONCE" })).status).toBe(201);
    const again = await buy(buyer.key, other.id, { discountCode: "ONCE" });
    expect([again.status, again.body.error.details.reason]).toEqual([400, "exhausted"]);
    expect((await traces(buyer.id, other.id)).orders).toBe(0);
  });

  it("gives exactly one success to concurrent buyers of the last redemption, and a full refund gives it back", async () => {
    const { seller, product } = await sellerWithProduct();
    const created = await createDiscount(seller.key, { code: "LAST", type: "fixed", amount: 5, currency: "USD", maxRedemptions: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => makeBuyer()));
    const results = await Promise.all(buyers.map((b) => buy(b.key, product.id, { discountCode: "LAST" })));
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.body.error.details.reason).toBe("exhausted");
    const client = await db();
    expect(await client.order.count({ where: { productId: product.id } })).toBe(1);
    expect(await client.charge.count({ where: { order: { productId: product.id } } })).toBe(1);
    const discount = () => client.discount.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect((await discount()).redemptions).toBe(1);

    const winner = buyers[results.indexOf(ok[0])];
    // A partial refund keeps the redemption; the full refund gives it back.
    await api(`/purchases/${ok[0].body.data.orderId}/refund`, { key: seller.key, json: { reason: "other", amount: 5 } });
    expect((await discount()).redemptions).toBe(1);
    await api(`/purchases/${ok[0].body.data.orderId}/refund`, { key: winner.key, json: { reason: "other" } });
    expect((await discount()).redemptions).toBe(0);
    const loser = buyers.find((b) => b !== winner)!;
    expect((await buy(loser.key, product.id, { discountCode: "LAST" })).status).toBe(201);
  });

  it("gives the redemption back when the card is declined, and needs no card for a free order", async () => {
    const { seller, product } = await sellerWithProduct(1000);
    const d = await createDiscount(seller.key, { code: "DECLINE", type: "percentage", basisPoints: 1000, maxRedemptions: 1 });
    const declined = await makeBuyer("pm_card_chargeDeclined");
    expect((await buy(declined.key, product.id, { discountCode: "DECLINE" })).status).toBe(402);
    const client = await db();
    expect((await client.discount.findUniqueOrThrow({ where: { id: d.body.data.id } })).redemptions).toBe(0);

    await createDiscount(seller.key, { code: "FREE", type: "percentage", basisPoints: 10000 });
    const noCard = await makeUser({ name: "No card" });
    const free = await buy(noCard.key, product.id, { discountCode: "FREE" });
    expect(free.status).toBe(201);
    expect(free.body.data).toMatchObject({ amount: 0, listPrice: 10, discount: { code: "FREE", amount: 10 } });
    const order = await client.order.findUniqueOrThrow({ where: { id: free.body.data.orderId } });
    expect([order.amountCents, order.feeCents, order.sellerNetCents, order.paymentMethodId]).toEqual([0, 0, 0, null]);
    expect(await client.charge.count({ where: { orderId: order.id } })).toBe(0);
    expect((await api(`/purchases/${order.id}/download`, { key: noCard.key })).status).toBe(200);
    expect((await api(`/purchases/${order.id}/receipt`, { key: noCard.key })).status).toBe(200);
  });
});
