import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct, traces } from "./helpers";

const pwywBody = (over: Record<string, unknown> = {}) => ({
  title: "Name your price prompt",
  description: "A prompt sold for what the buyer thinks is fair.",
  type: "PROMPT",
  category: "commerce-test",
  content: "Write a thank-you note to {{name}}.",
  priceMode: "pay_what_you_want",
  minimumPrice: 5,
  suggestedPrice: 12,
  ...over,
});

/** A seller and a published pay-what-you-want product made through the API (published directly). */
async function pwywProduct(over: Record<string, unknown> = {}) {
  const seller = await makeUser({ name: "Fair Price Seller", plan: "PRO" });
  await makeProduct(seller.id); // makes the commerce-test category
  const res = await api("/products", { key: seller.key, json: pwywBody(over) });
  if (res.status !== 201) throw new Error(`create failed: ${res.text}`);
  const client = await db();
  await client.product.update({ where: { id: res.body.data.id }, data: { status: "PUBLISHED", publishedAt: new Date() } });
  return { seller, productId: res.body.data.id as string };
}

describe("pay what you want: the product", () => {
  it("stores the minimum as the price and shows priceMode, minimumPrice and suggestedPrice", async () => {
    const { seller, productId } = await pwywProduct();
    const detail = await api(`/products/${productId}`, { key: seller.key });
    expect(detail.body.data).toMatchObject({ price: 5, priceMode: "pay_what_you_want", minimumPrice: 5, suggestedPrice: 12 });
    const client = await db();
    expect(await client.product.findUniqueOrThrow({ where: { id: productId } })).toMatchObject({
      priceCents: 500,
      priceMode: "PAY_WHAT_YOU_WANT",
      suggestedPriceCents: 1200,
    });
    const listed = await api(`/products?author=${seller.id}&limit=50`, { key: seller.key });
    const item = listed.body.data.find((p: { id: string }) => p.id === productId);
    expect(item).toMatchObject({ priceMode: "pay_what_you_want", minimumPrice: 5, suggestedPrice: 12 });
  });

  it("refuses unsound pricing in plain words, and going back to fixed clears the suggested price", async () => {
    const seller = await makeUser({ name: "Pricing Seller" });
    await makeProduct(seller.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ suggestedPrice: 4 }, "suggestedPrice"],
      [{ minimumPrice: undefined, price: undefined }, "minimumPrice"],
      [{ price: 7 }, "price"],
      [{ priceMode: "fixed", price: 5 }, "minimumPrice"],
      [{ priceMode: "sliding" }, "priceMode"],
      [{ minimumPrice: -1 }, "minimumPrice"],
      [{ minimumPrice: 1.234 }, "minimumPrice"],
      [{ suggestedPrice: "12" }, "suggestedPrice"],
    ];
    for (const [over, path] of cases) {
      const res = await api("/products", { key: seller.key, json: pwywBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(
        res.body.error.details.fields.map((f: { path: string }) => f.path),
        JSON.stringify(over),
      ).toContain(path);
    }
    // A minimum of 0 is allowed, and `price` alone is the minimum.
    const free = await api("/products", { key: seller.key, json: pwywBody({ minimumPrice: undefined, price: 0, suggestedPrice: 3 }) });
    expect(free.status).toBe(201);
    const id = free.body.data.id;
    const low = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { price: 4 } });
    expect(low.status).toBe(400);
    expect(low.body.error.details.fields[0]).toEqual({
      path: "suggestedPrice",
      message: expect.stringContaining("at least the minimum price"),
    });
    const patched = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { minimumPrice: 2 } });
    expect(patched.body.data.changes).toEqual({ price: { old: 0, new: 2 } });
    const fixed = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { priceMode: "fixed" } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.changes).toEqual({
      priceMode: { old: "pay_what_you_want", new: "fixed" },
      suggestedPrice: { old: 3, new: null },
    });
    expect((await api(`/products/${id}`, { key: seller.key })).body.data).toMatchObject({
      price: 2,
      priceMode: "fixed",
      minimumPrice: null,
    });
  });
});

describe("pay what you want: buying", () => {
  it("charges the named amount through the same charge path: order, charge, ledger, event, receipt, quote", async () => {
    const { seller, productId } = await pwywProduct();
    const buyer = await makeBuyer();
    const quote = await api("/purchases/quote", { key: buyer.key, json: { productId, amount: 20 } });
    expect(quote.body.data).toEqual({
      productId,
      listPrice: 20,
      priceMode: "pay_what_you_want",
      minimumPrice: 5,
      suggestedPrice: 12,
      discount: null,
      bundle: null,
      amount: 20,
      currency: "USD",
    });
    const res = await buy(buyer.key, productId, { amount: 20 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 20, listPrice: 20, discount: null });
    const client = await db();
    const order = await client.order.findUniqueOrThrow({ where: { id: res.body.data.orderId } });
    expect(order).toMatchObject({
      amountCents: 2000,
      listPriceCents: 2000,
      priceMode: "PAY_WHAT_YOU_WANT",
      feeCents: 400,
      sellerNetCents: 1600,
    });
    expect((await client.charge.findUniqueOrThrow({ where: { orderId: order.id } })).amountCents).toBe(2000);
    expect((await client.ledgerEntry.findFirstOrThrow({ where: { orderId: order.id, kind: "SALE" } })).amountCents).toBe(1600);
    const event = await client.event.findFirstOrThrow({ where: { type: "purchase.completed", accountIds: { has: buyer.id } } });
    expect(event.data).toMatchObject({ order: { amount: 20, listPrice: 20, priceMode: "pay_what_you_want" } });
    const receipt = await api(`/purchases/${order.id}/receipt`, { key: buyer.key });
    expect(receipt.text).toContain("Price (you named it)");
    expect(receipt.text).toContain("$20.00");
    expect((await api(`/purchases/${order.id}`, { key: seller.key })).body.data).toMatchObject({
      amount: 20,
      listPrice: 20,
      priceMode: "pay_what_you_want",
    });
  });

  it("without an amount charges the suggested price; below the minimum is a 400 naming it, with nothing written", async () => {
    const { productId } = await pwywProduct();
    const buyer = await makeBuyer();
    const low = await buy(buyer.key, productId, { amount: 4.99 });
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe("Pay at least $5.00 for this product");
    expect(low.body.error.details).toMatchObject({ reason: "below_minimum", minimumPrice: 5, currency: "USD" });
    expect(low.body.error.details.fields[0].path).toBe("amount");
    expect(await traces(buyer.id, productId)).toMatchObject({ orders: 0, charges: 0, ledger: 0, events: 0 });
    const ok = await buy(buyer.key, productId);
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ amount: 12, listPrice: 12 });
  });

  it("a discount code applies to the named amount, and may take it below the minimum", async () => {
    const { seller, productId } = await pwywProduct();
    await api("/discounts", { key: seller.key, json: { code: "HALF", type: "percentage", basisPoints: 5000 } });
    const buyer = await makeBuyer();
    const res = await buy(buyer.key, productId, { amount: 8, discountCode: "half" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ listPrice: 8, discount: { code: "HALF", amount: 4 }, amount: 4 });
    // The minimum is checked on the named amount, before the code.
    const other = await makeBuyer();
    const low = await buy(other.key, productId, { amount: 4, discountCode: "half" });
    expect(low.body.error.details.reason).toBe("below_minimum");
  });

  it("a minimum of 0 lets a buyer with no card pay 0: order, access and receipt all the same", async () => {
    const { productId } = await pwywProduct({ minimumPrice: 0, suggestedPrice: 3 });
    const noCard = await makeUser({ name: "No Card", plan: "PRO" });
    const res = await buy(noCard.key, productId, { amount: 0 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 0, listPrice: 0 });
    const orderId = res.body.data.orderId;
    expect((await api(`/purchases/${orderId}/receipt`, { key: noCard.key })).status).toBe(200);
    expect((await api(`/purchases/${orderId}/download`, { key: noCard.key })).status).toBe(200);
    // Naming the suggested 3 instead would need a card.
    const other = await makeUser({ name: "No Card Either", plan: "PRO" });
    const paid = await buy(other.key, productId);
    expect(paid.status).toBe(400);
    expect(paid.body.error.details.fields[0].path).toBe("paymentMethodId");
  });

  it("a fixed-price product refuses another amount; hostile amounts get a 400, never a 5xx", async () => {
    const seller = await makeUser({ name: "Fixed Seller", plan: "PRO" });
    const fixed = await makeProduct(seller.id, { priceCents: 1000 });
    const { productId } = await pwywProduct();
    const buyer = await makeBuyer();
    const other = await buy(buyer.key, fixed.id, { amount: 1 });
    expect(other.status).toBe(400);
    expect(other.body.error.details.reason).toBe("fixed_price");
    expect(other.body.error.message).toContain("fixed price of $10.00");
    for (const amount of [-1, 1.234, 1e12, "20", null, {}, [], true, Number.MAX_SAFE_INTEGER]) {
      for (const path of ["/purchases", "/purchases/quote"]) {
        const res = await api(path, { key: buyer.key, json: { productId, amount } });
        expect(res.status, `${path} ${JSON.stringify(amount)}`).toBe(400);
      }
    }
    expect(await traces(buyer.id, productId)).toMatchObject({ orders: 0, charges: 0 });
    // The same amount as the fixed price is accepted.
    expect((await buy(buyer.key, fixed.id, { amount: 10 })).status).toBe(201);
  });
});
