import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { openDisputeByOperator } from "@/lib/purchases/disputes";
import { api } from "../support/http";
import { baseUrl } from "../support/server";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

// A seller who sells in dollars and euros (ADR 055): every analytics answer is in one currency, never a sum of both,
// with refunds, partial refunds and disputes taken off in the currency of the order they reverse. Everything goes
// through the real purchase, refund and dispute paths; the platform fee is 20 % (plan PRO).

const today = new Date().toISOString().slice(0, 10);
const range = `startDate=${today}&endDate=${today}&period=day`;

let s: Awaited<ReturnType<typeof scenario>>;

async function pricedProduct(sellerKey: string, title: string, price: number, eur: number) {
  const res = await api("/products", {
    key: sellerKey,
    json: {
      title,
      description: "Sold in dollars and euros.",
      type: "PROMPT",
      category: "commerce-test",
      content: "Write about {{topic}}.",
      price,
      currency: "USD",
      prices: [{ currency: "EUR", amount: eur }],
    },
  });
  expect(res.status, res.text).toBe(201);
  await (await db()).product.update({ where: { id: res.body.data.id }, data: { status: "PUBLISHED", publishedAt: new Date() } });
  return res.body.data.id as string;
}

async function scenario() {
  const seller = await makeUser({ name: "Two-currency Seller", plan: "PRO" });
  await makeProduct(seller.id); // the commerce-test category; never sold
  const p1 = await pricedProduct(seller.key, "Dollar-and-euro one", 20, 18);
  const p2 = await pricedProduct(seller.key, "Dollar-and-euro two", 10, 9);
  const [u1, u2, u3, u4, u5] = [await makeBuyer(), await makeBuyer(), await makeBuyer(), await makeBuyer(), await makeBuyer()];
  const order = async (key: string, productId: string, currency: "USD" | "EUR") => {
    const res = await buy(key, productId, { currency });
    expect(res.status, res.text).toBe(201);
    return res.body.data.orderId as string;
  };
  await order(u1.key, p1, "USD"); // 20.00 USD
  const partlyRefunded = await order(u2.key, p1, "EUR"); // 18.00 EUR, 5.00 of it refunded
  await order(u3.key, p2, "EUR"); // 9.00 EUR
  const refunded = await order(u4.key, p2, "USD"); // 10.00 USD, refunded in full
  const disputed = await order(u5.key, p1, "EUR"); // 18.00 EUR, disputed
  await order(u1.key, p2, "EUR"); // 9.00 EUR: u1 buys in both currencies
  const refund = (orderId: string, extra: object = {}) =>
    api(`/purchases/${orderId}/refund`, { key: seller.key, json: { reason: "other", ...extra } });
  expect((await refund(partlyRefunded, { amount: 5 })).body.data).toMatchObject({ amount: 5, currency: "EUR", orderStatus: "completed" });
  expect((await refund(refunded)).body.data).toMatchObject({ amount: 10, currency: "USD", orderStatus: "refunded" });
  expect((await openDisputeByOperator(disputed, "product_not_received")).outcome).toBe("dispute opened");
  return { seller, p1, p2, u1, u2, u3 };
}

beforeAll(async () => {
  s = await scenario();
}, 120_000);

const get = (path: string, query = "") => api(`/analytics/${path}?${range}${query}`, { key: s.seller.key });

describe("analytics of a seller selling in two currencies", () => {
  it("products: euros by default (54.00 gross against 30.00), each currency on its own, refunds and the dispute in theirs", async () => {
    const eur = await get("products");
    expect(eur.status).toBe(200);
    // Gross 54.00 (18 + 9 + 18 + 9) less 5.00 refunded and the disputed 18.00; three sales (the disputed order is none).
    // Net: 14.40 - 4.00 (the refund's prorated net) + 7.20 + 7.20, the disputed order 0.
    expect(eur.body.data).toMatchObject({
      summary: { totalRevenue: 31, netRevenue: 24.8, totalSales: 3, avgOrderValue: 10.33, conversionRate: 0 },
      currency: "EUR",
      currencies: ["EUR", "USD"],
      timeline: [{ date: today, revenue: 31, sales: 3, views: 0 }],
      topProducts: [
        { id: s.p2, title: "Dollar-and-euro two", revenue: 18, sales: 2 },
        { id: s.p1, title: "Dollar-and-euro one", revenue: 13, sales: 1 },
      ],
    });
    const usd = await get("products", "&currency=usd");
    // 20.00 and the fully refunded 10.00: 20.00 left, one sale; the refunded product still ordered in the range.
    expect(usd.body.data).toMatchObject({
      summary: { totalRevenue: 20, netRevenue: 16, totalSales: 1, avgOrderValue: 20, conversionRate: 0 },
      currency: "USD",
      currencies: ["EUR", "USD"],
      timeline: [{ date: today, revenue: 20, sales: 1, views: 0 }],
      topProducts: [
        { id: s.p1, title: "Dollar-and-euro one", revenue: 20, sales: 1 },
        { id: s.p2, title: "Dollar-and-euro two", revenue: 0, sales: 0 },
      ],
    });
    // One product, one currency; a currency without sales answers zeros in it.
    const one = await get("products", `&productId=${s.p1}&currency=EUR`);
    expect(one.body.data.summary).toMatchObject({ totalRevenue: 13, netRevenue: 10.4, totalSales: 1 });
    const gbp = await get("products", "&currency=GBP");
    expect(gbp.body.data).toMatchObject({
      summary: { totalRevenue: 0, netRevenue: 0, totalSales: 0, avgOrderValue: 0 },
      currency: "GBP",
      currencies: ["EUR", "USD"],
      topProducts: [],
    });
  });

  it("revenue agrees with products in each currency", async () => {
    const eur = await get("revenue");
    expect(eur.body.data.currency).toBe("EUR");
    expect(eur.body.data.summary).toMatchObject({ grossRevenue: 54, refunds: 23, platformFees: 6.2, netRevenue: 24.8, sales: 3 });
    const usd = await get("revenue", "&currency=USD");
    expect(usd.body.data.summary).toMatchObject({ grossRevenue: 30, refunds: 10, platformFees: 4, netRevenue: 16, sales: 1 });
    expect(eur.body.data.byCurrency.map((c: { currency: string }) => c.currency)).toEqual(["EUR", "USD"]);
  });

  it("customers: buyers, revenue per customer and top customers in one currency", async () => {
    const eur = await get("customers");
    // u2 (18.00 less 5.00), u3 and u1 (9.00 each); u5's disputed order makes no customer.
    const [first, second] = [s.u1, s.u3].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(eur.body.data).toMatchObject({
      summary: { totalCustomers: 3, newCustomers: 3, returningCustomers: 0, repeatPurchaseRate: 0, avgRevenuePerCustomer: 10.33 },
      currency: "EUR",
      currencies: ["EUR", "USD"],
      topCustomers: [
        { id: s.u2.id, orders: 1, revenue: 13 },
        { id: first.id, orders: 1, revenue: 9 },
        { id: second.id, orders: 1, revenue: 9 },
      ],
    });
    const usd = await get("customers", "&currency=USD");
    // u1's 20.00; u4's order was refunded in full.
    expect(usd.body.data).toMatchObject({
      summary: { totalCustomers: 1, newCustomers: 1, returningCustomers: 0, repeatPurchaseRate: 0, avgRevenuePerCustomer: 20 },
      currency: "USD",
      topCustomers: [{ id: s.u1.id, orders: 1, revenue: 20 }],
    });
  });

  it("the MCP sales_summary answers in one currency, its top products too, and names the other", async () => {
    const client = new Client({ name: "currency-tests", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${await baseUrl()}/api/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${s.seller.key}` } },
      }),
    );
    try {
      const eur = await client.callTool({ name: "sales_summary", arguments: { startDate: today, endDate: today } });
      expect(eur.structuredContent).toMatchObject({
        currency: "EUR",
        grossRevenue: 54,
        netRevenue: 24.8,
        sales: 3,
        topProducts: [
          { id: s.p2, revenue: 18, sales: 2 },
          { id: s.p1, revenue: 13, sales: 1 },
        ],
      });
      expect((eur.content as { text: string }[])[0].text).toContain("also sold in USD");
      const usd = await client.callTool({ name: "sales_summary", arguments: { startDate: today, endDate: today, currency: "USD" } });
      expect(usd.structuredContent).toMatchObject({
        currency: "USD",
        grossRevenue: 30,
        topProducts: [
          { id: s.p1, revenue: 20, sales: 1 },
          { id: s.p2, revenue: 0, sales: 0 },
        ],
      });
    } finally {
      await client.close();
    }
  });

  it("refuses a currency the platform does not sell in, on every report", async () => {
    for (const path of ["products", "revenue", "customers"]) {
      const res = await get(path, "&currency=ABC");
      expect([res.status, res.body.error.code, res.body.error.details.fields[0].path]).toEqual([400, "VALIDATION_ERROR", "currency"]);
    }
  });
});
