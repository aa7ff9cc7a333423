import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { runPayouts } from "@/lib/payouts/run-payouts";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct, traces } from "./helpers";

// Prices in the buyer's currency (docs/commerce.md#prices-in-the-buyers-currency, ADR 055).

const body = (over: Record<string, unknown> = {}) => ({
  title: "Euro-priced cover letter",
  description: "Writes a cover letter.",
  type: "PROMPT",
  category: "commerce-test",
  content: "Write a cover letter for {{job}}.",
  price: 20,
  currency: "USD",
  prices: [
    { currency: "EUR", amount: 18 },
    { currency: "GBP", amount: 15.5 },
  ],
  ...over,
});

/** A seller and a product made through the API and published directly. */
async function pricedProduct(over: Record<string, unknown> = {}) {
  const seller = await makeUser({ name: "Euro Seller", plan: "PRO" });
  await makeProduct(seller.id); // makes the commerce-test category
  const res = await api("/products", { key: seller.key, json: body(over) });
  if (res.status !== 201) throw new Error(`create failed: ${res.text}`);
  const client = await db();
  await client.product.update({ where: { id: res.body.data.id }, data: { status: "PUBLISHED", publishedAt: new Date() } });
  return { seller, productId: res.body.data.id as string };
}

const listed = async (key: string, query: string, id: string) => {
  const res = await api(`/products?${query}&limit=100`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body.data.find((p: { id: string }) => p.id === id);
};

describe("prices in several currencies: the product", () => {
  it("stores each price, lists every currency in the detail, and answers a list in the asked currency", async () => {
    const { seller, productId } = await pricedProduct();
    const client = await db();
    expect((await client.product.findUniqueOrThrow({ where: { id: productId } })).prices).toEqual({ EUR: 1800, GBP: 1550 });
    const detail = await api(`/products/${productId}`, { key: seller.key });
    expect(detail.body.data).toMatchObject({
      price: 20,
      currency: "USD",
      prices: [
        { currency: "USD", amount: 20 },
        { currency: "EUR", amount: 18 },
        { currency: "GBP", amount: 15.5 },
      ],
    });
    expect((await api(`/products/${productId}?currency=eur`, { key: seller.key })).body.data).toMatchObject({ price: 18, currency: "EUR" });

    const other = await makeProduct(seller.id, { priceCents: 1200 }); // USD only
    const q = `author=${seller.id}`;
    expect(await listed(seller.key, `${q}&currency=EUR`, productId)).toMatchObject({ price: 18, currency: "EUR" });
    expect(await listed(seller.key, `${q}&currency=GBP`, productId)).toMatchObject({ price: 15.5, currency: "GBP" });
    // No price in CAD, nor any EUR price on the other product: the main price, with its own currency.
    expect(await listed(seller.key, `${q}&currency=CAD`, productId)).toMatchObject({ price: 20, currency: "USD" });
    expect(await listed(seller.key, `${q}&currency=EUR`, other.id)).toMatchObject({ price: 12, currency: "USD" });
    // Price filters and sort=price read the shown price.
    const cheap = await api(`/products?${q}&currency=EUR&maxPrice=19&sort=price&order=asc&limit=100`, { key: seller.key });
    expect(cheap.body.data.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual([
      [other.id, 12],
      [productId, 18],
    ]);
    const dear = await api(`/products?${q}&maxPrice=19&limit=100`, { key: seller.key });
    expect(dear.body.data.map((p: { id: string }) => p.id)).toEqual([other.id]);
    // The same search by price, through the search path's statements.
    const search = await api(`/products?${q}&currency=GBP&search=cover&sort=price&order=asc`, { key: seller.key });
    expect(search.body.data.map((p: { id: string; price: number; currency: string }) => [p.price, p.currency])).toEqual([[15.5, "GBP"]]);
  });

  it("moves the catalog version: a patched price shows in the next list at once, and a patch replaces the whole list", async () => {
    const { seller, productId } = await pricedProduct();
    const q = `author=${seller.id}&currency=EUR`;
    expect(await listed(seller.key, q, productId)).toMatchObject({ price: 18, currency: "EUR" });
    const patched = await api(`/products/${productId}`, {
      key: seller.key,
      method: "PATCH",
      json: { prices: [{ currency: "EUR", amount: 17 }] },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.changes).toEqual({
      prices: {
        old: [
          { currency: "EUR", amount: 18 },
          { currency: "GBP", amount: 15.5 },
        ],
        new: [{ currency: "EUR", amount: 17 }],
      },
    });
    expect(await listed(seller.key, q, productId)).toMatchObject({ price: 17, currency: "EUR" });
    expect(await listed(seller.key, `author=${seller.id}&currency=GBP`, productId)).toMatchObject({ price: 20, currency: "USD" });
    // The same list again: no change recorded, no event.
    const same = await api(`/products/${productId}`, {
      key: seller.key,
      method: "PATCH",
      json: { prices: [{ currency: "eur", amount: 17 }] },
    });
    expect(same.body.data.changes).toEqual({});
    // Emptied: only the main price is left.
    await api(`/products/${productId}`, { key: seller.key, method: "PATCH", json: { prices: [] } });
    expect((await api(`/products/${productId}`, { key: seller.key })).body.data.prices).toEqual([{ currency: "USD", amount: 20 }]);
  });

  it("refuses hostile prices with the failing field, and writes nothing", async () => {
    const seller = await makeUser({ name: "Hostile Pricer" });
    await makeProduct(seller.id);
    const cases: [unknown, string][] = [
      [[{ currency: "XYZ", amount: 5 }], "prices.0.currency"],
      [[{ currency: "JPY", amount: 500 }], "prices.0.currency"],
      [[{ currency: "", amount: 5 }], "prices.0.currency"],
      [
        [
          { currency: "EUR", amount: 5 },
          { currency: "eur", amount: 6 },
        ],
        "prices.1.currency",
      ],
      [[{ currency: "USD", amount: 5 }], "prices.0.currency"], // the main currency again
      [[{ currency: "EUR", amount: -1 }], "prices.0.amount"],
      [[{ currency: "EUR", amount: 0 }], "prices.0.amount"],
      [[{ currency: "EUR", amount: 1.234 }], "prices.0.amount"],
      [[{ currency: "EUR", amount: 10_000.01 }], "prices.0.amount"],
      [[{ currency: "EUR", amount: "5" }], "prices.0.amount"],
      [[{ currency: "EUR" }], "prices.0.amount"],
      [[{ currency: "EUR", amount: 5, rate: 1.1 }], "prices.0.rate"],
      [{ EUR: 5 }, "prices"],
      [[null], "prices.0"],
      [[5], "prices.0"],
      ["EUR 5", "prices"],
      [Array.from({ length: 7 }, (_, i) => ({ currency: "EUR", amount: i + 1 })), "prices"],
    ];
    const client = await db();
    const before = await client.product.count({ where: { authorId: seller.id } });
    for (const [prices, path] of cases) {
      const res = await api("/products", { key: seller.key, json: body({ prices }) });
      expect(res.status, JSON.stringify(prices)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(
        res.body.error.details.fields.map((f: { path: string }) => f.path),
        JSON.stringify(prices),
      ).toContain(path);
    }
    expect(await client.product.count({ where: { authorId: seller.id } })).toBe(before);

    // A patch is checked against what will be stored: moving the main currency onto a listed one is refused.
    const { seller: owner, productId } = await pricedProduct();
    const clash = await api(`/products/${productId}`, { key: owner.key, method: "PATCH", json: { currency: "EUR" } });
    expect(clash.status).toBe(400);
    expect(clash.body.error.details.fields).toEqual([{ path: "prices.0.currency", message: "EUR is already the main currency" }]);
    const zero = await api(`/products/${productId}`, {
      key: owner.key,
      method: "PATCH",
      json: { prices: [{ currency: "CHF", amount: 0 }] },
    });
    expect(zero.status).toBe(400);
    expect((await client.product.findUniqueOrThrow({ where: { id: productId } })).prices).toEqual({ EUR: 1800, GBP: 1550 });
    // A list in an unknown currency is a 400 naming the field.
    const bad = await api(`/products?currency=XYZ`, { key: owner.key });
    expect([bad.status, bad.body.error.details.fields[0].path]).toEqual([400, "currency"]);
  });
});

describe("prices in several currencies: buying", () => {
  it("charges in the chosen currency and keeps it on the order, charge, ledger, event, balance and payouts", async () => {
    const { seller, productId } = await pricedProduct();
    const euro = await makeBuyer();
    const dollar = await makeBuyer();
    const paid = await buy(euro.key, productId, { currency: "EUR" });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.data).toMatchObject({ amount: 18, currency: "EUR", listPrice: 18 });
    expect((await buy(dollar.key, productId)).body.data).toMatchObject({ amount: 20, currency: "USD" });

    const client = await db();
    const order = await client.order.findUniqueOrThrow({ where: { id: paid.body.data.orderId } });
    expect(order).toMatchObject({ amountCents: 1800, currency: "EUR", feeCents: 360, sellerNetCents: 1440 });
    expect(await client.charge.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ amountCents: 1800, currency: "EUR" });
    expect(await client.ledgerEntry.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
      kind: "SALE",
      amountCents: 1440,
      currency: "EUR",
    });
    const event = await client.event.findFirstOrThrow({ where: { type: "purchase.completed", accountIds: { has: euro.id } } });
    expect(event.data).toMatchObject({ order: { amount: 18, currency: "EUR", listPrice: 18 } });
    const mine = await api("/purchases", { key: euro.key });
    expect(mine.body.data.find((o: { orderId: string }) => o.orderId === order.id)).toMatchObject({ amount: 18, currency: "EUR" });

    // Each currency on its own: two balances, never one sum.
    const balance = await api("/balance", { key: seller.key });
    expect(balance.body.data).toEqual([
      { currency: "EUR", balance: 14.4, sales: 14.4, referrals: 0, refunds: 0, payouts: 0, disputes: 0 },
      { currency: "USD", balance: 16, sales: 16, referrals: 0, refunds: 0, payouts: 0, disputes: 0 },
    ]);
    await client.ledgerEntry.updateMany({ where: { userId: seller.id }, data: { createdAt: new Date("2025-06-04T12:00:00Z") } });
    const run = await runPayouts({ periodStart: "2025-06-02", periodEnd: "2025-06-08" });
    expect(
      run.payouts
        .filter((p) => p.sellerId === seller.id)
        .map((p) => [p.currency, p.amount])
        .sort(),
    ).toEqual([
      ["EUR", 14.4],
      ["USD", 16],
    ]);

    // Revenue analytics: one currency at a time, each listed in byCurrency.
    const day = new Date().toISOString().slice(0, 10);
    const range = `startDate=${day}&endDate=${day}&period=day`;
    const eur = await api(`/analytics/revenue?${range}&currency=EUR`, { key: seller.key });
    expect(eur.body.data.currency).toBe("EUR");
    expect(eur.body.data.summary).toMatchObject({ grossRevenue: 18, platformFees: 3.6, netRevenue: 14.4, sales: 1 });
    const main = await api(`/analytics/revenue?${range}`, { key: seller.key });
    expect(main.body.data.currency).toBe("USD"); // the most gross
    expect(main.body.data.summary).toMatchObject({ grossRevenue: 20, sales: 1 });
    expect(main.body.data.byCurrency.map((c: { currency: string; grossRevenue: number }) => [c.currency, c.grossRevenue])).toEqual([
      ["EUR", 18],
      ["USD", 20],
    ]);
  });

  it("refuses a currency the product is not sold in, and an unknown one, before anything is charged", async () => {
    const { productId } = await pricedProduct({ prices: [{ currency: "EUR", amount: 18 }] });
    const buyer = await makeBuyer();
    const gbp = await buy(buyer.key, productId, { currency: "GBP" });
    expect(gbp.status).toBe(400);
    expect(gbp.body.error.details).toMatchObject({ reason: "currency_unavailable", currencies: ["USD", "EUR"] });
    expect(gbp.body.error.message).toBe("This product is not sold in GBP: pay in USD or EUR");
    for (const currency of ["XYZ", 5, "", "E UR"]) {
      const res = await buy(buyer.key, productId, { currency });
      expect([res.status, res.body.error.details.fields[0].path], String(currency)).toEqual([400, "currency"]);
    }
    const quote = await api("/purchases/quote", { key: buyer.key, json: { productId, currency: "GBP" } });
    expect(quote.body.error.details.reason).toBe("currency_unavailable");
    expect(await traces(buyer.id, productId)).toEqual({ orders: 0, charges: 0, ledger: 0, events: 0, purchaseCount: 0 });
  });

  it("applies a fixed discount only in its own currency, and a percentage in any", async () => {
    const { seller, productId } = await pricedProduct();
    await api("/discounts", { key: seller.key, json: { code: "FIVEUSD", type: "fixed", amount: 5, currency: "USD" } });
    await api("/discounts", { key: seller.key, json: { code: "FIVEEUR", type: "fixed", amount: 5, currency: "EUR" } });
    await api("/discounts", { key: seller.key, json: { code: "TENPCT", type: "percentage", basisPoints: 1000 } });
    const buyer = await makeBuyer();
    const usdCode = await buy(buyer.key, productId, { currency: "EUR", discountCode: "FIVEUSD" });
    expect([usdCode.status, usdCode.body.error.details.reason]).toEqual([400, "not_applicable"]);
    expect(usdCode.body.error.message).toBe("This discount code is for prices in USD");
    const quote = await api("/purchases/quote", { key: buyer.key, json: { productId, currency: "GBP", discountCode: "TENPCT" } });
    expect(quote.body.data).toMatchObject({ listPrice: 15.5, discount: { code: "TENPCT", amount: 1.55 }, amount: 13.95, currency: "GBP" });
    const eurCode = await buy(buyer.key, productId, { currency: "EUR", discountCode: "FIVEEUR" });
    expect(eurCode.status, eurCode.text).toBe(201);
    expect(eurCode.body.data).toMatchObject({ listPrice: 18, discount: { code: "FIVEEUR", amount: 5 }, amount: 13, currency: "EUR" });
  });

  it("pay what you want: the minimum is the one set in the chosen currency", async () => {
    const { productId } = await pricedProduct({
      price: undefined,
      priceMode: "pay_what_you_want",
      minimumPrice: 5,
      suggestedPrice: 12,
      prices: [{ currency: "EUR", amount: 4 }],
    });
    const buyer = await makeBuyer();
    const quote = await api("/purchases/quote", { key: buyer.key, json: { productId, currency: "EUR" } });
    // No suggested price in euros: the panel starts from the euro minimum.
    expect(quote.body.data).toMatchObject({ minimumPrice: 4, suggestedPrice: null, amount: 4, currency: "EUR" });
    const low = await buy(buyer.key, productId, { currency: "EUR", amount: 3.99 });
    expect(low.status).toBe(400);
    expect(low.body.error.details).toMatchObject({ reason: "below_minimum", minimumPrice: 4, currency: "EUR" });
    const ok = await buy(buyer.key, productId, { currency: "EUR", amount: 4.5 });
    expect(ok.body.data).toMatchObject({ amount: 4.5, currency: "EUR" });
    // A pay-what-you-want minimum of 0 in another currency is allowed, as the main one may be.
    const free = await pricedProduct({
      price: undefined,
      priceMode: "pay_what_you_want",
      minimumPrice: 0,
      prices: [{ currency: "EUR", amount: 0 }],
    });
    expect(free.productId).toMatch(/^prod_/);
  });
});
