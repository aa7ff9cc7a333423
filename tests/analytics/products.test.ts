import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/http";
import { RANGE, seedAnalyticsFixture } from "./fixture";

let f: Awaited<ReturnType<typeof seedAnalyticsFixture>>;
const get = (query: string, key = f.seller.key) => api(`/analytics/products?${query}`, { key });

beforeAll(async () => {
  f = await seedAnalyticsFixture();
});

describe("GET /analytics/products on the fixed data set", () => {
  it("sums every field by day in the range's main currency, with empty days and the 23:59:59 UTC orders on their own day", async () => {
    const res = await get(`${RANGE}&period=day`);
    expect(res.status).toBe(200);
    // Dollars (95.00 gross) outweigh euros (15.00): the default currency; the euro orders o6, o7 are not added in.
    expect(res.body.data.summary).toEqual({
      totalRevenue: 85, // 95.00 gross - 10.00 refund (o4)
      netRevenue: 68,
      totalSales: 5,
      avgOrderValue: 17, // 8500 / 5 cents
      conversionRate: 0.1556, // sales in every currency (7) / 45 views: views have no currency
    });
    expect([res.body.data.currency, res.body.data.currencies]).toEqual(["USD", ["EUR", "USD"]]);
    expect(res.body.data.timeline).toEqual([
      { date: "2024-02-25", revenue: 10, sales: 1, views: 10 },
      { date: "2024-02-26", revenue: 25, sales: 1, views: 0 },
      { date: "2024-02-27", revenue: 0, sales: 0, views: 0 }, // another seller's sale only
      { date: "2024-02-28", revenue: 0, sales: 0, views: 0 },
      { date: "2024-02-29", revenue: 25, sales: 1, views: 12 }, // o3 at 23:59:59
      { date: "2024-03-01", revenue: 15, sales: 1, views: 20 }, // o4 refunded: 0; o5 15.00
      { date: "2024-03-02", revenue: 0, sales: 0, views: 0 }, // o6 is in euros
      { date: "2024-03-03", revenue: 10, sales: 1, views: 3 }, // o8 at 23:59:59 (o7 in euros); o10 at 03-04 00:00 is out
    ]);
    const eur = await get(`${RANGE}&period=day&currency=eur`);
    expect(eur.body.data.summary).toEqual({ totalRevenue: 15, netRevenue: 12, totalSales: 2, avgOrderValue: 7.5, conversionRate: 0.1556 });
    expect([eur.body.data.currency, eur.body.data.currencies]).toEqual(["EUR", ["EUR", "USD"]]);
    expect(eur.body.data.timeline.slice(-2)).toEqual([
      { date: "2024-03-02", revenue: 7.5, sales: 1, views: 0 },
      { date: "2024-03-03", revenue: 7.5, sales: 1, views: 3 },
    ]);
    expect(eur.body.data.topProducts).toEqual([{ id: f.product("e"), title: "Epsilon", revenue: 15, sales: 2 }]);
  });

  it("ranks top products by revenue, then sales, then id, in one currency", async () => {
    const res = await get(RANGE);
    expect(res.body.data.topProducts).toEqual([
      { id: f.product("b"), title: "Beta", revenue: 50, sales: 2 },
      { id: f.product("c"), title: "Gamma", revenue: 15, sales: 1 },
      { id: f.product("a"), title: "Alpha", revenue: 10, sales: 1 },
      { id: f.product("d"), title: "Delta", revenue: 10, sales: 1 },
    ]);
  });

  it("ranks a range that ends after every sale from each product's latest totals, refunds included", async () => {
    // Alpha: o1 10.00, o4 refunded (0), o10 on 03-04 10.00; the range start leaves o0 out.
    const res = await get("startDate=2024-02-25&endDate=2024-12-31");
    expect(res.body.data.topProducts).toEqual([
      { id: f.product("b"), title: "Beta", revenue: 50, sales: 2 },
      { id: f.product("a"), title: "Alpha", revenue: 20, sales: 2 },
      { id: f.product("c"), title: "Gamma", revenue: 15, sales: 1 },
      { id: f.product("d"), title: "Delta", revenue: 10, sales: 1 },
    ]);
    const eur = await get("startDate=2024-02-25&endDate=2024-12-31&currency=EUR");
    expect(eur.body.data.topProducts).toEqual([{ id: f.product("e"), title: "Epsilon", revenue: 15, sales: 2 }]);
  });

  it("starts ISO weeks on Monday, months on the 1st, years on Jan 1", async () => {
    const week = await get(`${RANGE}&period=week`);
    expect(week.body.data.timeline).toEqual([
      { date: "2024-02-19", revenue: 10, sales: 1, views: 10 },
      { date: "2024-02-26", revenue: 75, sales: 4, views: 35 },
    ]);
    const month = await get(`${RANGE}&period=month`);
    expect(month.body.data.timeline).toEqual([
      { date: "2024-02-01", revenue: 60, sales: 3, views: 22 },
      { date: "2024-03-01", revenue: 25, sales: 2, views: 23 },
    ]);
    const year = await get(`${RANGE}&period=year`);
    expect(year.body.data.timeline).toEqual([{ date: "2024-01-01", revenue: 85, sales: 5, views: 45 }]);
    expect(year.body.data.summary).toEqual(month.body.data.summary);
  });

  it("restricts everything to one product", async () => {
    const res = await get(`${RANGE}&period=week&productId=${f.product("a")}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      summary: { totalRevenue: 10, netRevenue: 8, totalSales: 1, avgOrderValue: 10, conversionRate: 0.0588 }, // 1 / 17
      currency: "USD",
      currencies: ["USD"],
      timeline: [
        { date: "2024-02-19", revenue: 10, sales: 1, views: 10 },
        { date: "2024-02-26", revenue: 0, sales: 0, views: 7 },
      ],
      topProducts: [{ id: f.product("a"), title: "Alpha", revenue: 10, sales: 1 }],
    });
  });

  it("answers zeros, not errors, when there are no sales or no views", async () => {
    // No sale in the range: the currency of the seller's latest ledger entry.
    const empty = await get("startDate=2023-01-01&endDate=2023-01-03&period=day");
    expect(empty.body.data).toEqual({
      summary: { totalRevenue: 0, netRevenue: 0, totalSales: 0, avgOrderValue: 0, conversionRate: 0 },
      currency: "USD",
      currencies: [],
      timeline: ["2023-01-01", "2023-01-02", "2023-01-03"].map((date) => ({ date, revenue: 0, sales: 0, views: 0 })),
      topProducts: [],
    });
    // A day of euro sales only: euros by default.
    const noViews = await get("startDate=2024-03-02&endDate=2024-03-02&period=day");
    expect(noViews.body.data.summary).toEqual({ totalRevenue: 7.5, netRevenue: 6, totalSales: 1, avgOrderValue: 7.5, conversionRate: 0 });
    expect([noViews.body.data.currency, noViews.body.data.currencies]).toEqual(["EUR", ["EUR"]]);
  });

  it("shows another seller only their own sales and views", async () => {
    const res = await get(`${RANGE}&period=year`, f.other.key);
    expect(res.body.data.summary).toEqual({ totalRevenue: 50, netRevenue: 40, totalSales: 1, avgOrderValue: 50, conversionRate: 0.001 });
    expect(res.body.data.topProducts).toEqual([{ id: f.product("q"), title: "Other's", revenue: 50, sales: 1 }]);
  });

  it("moves the numbers when an order is refunded later (rollups follow Order and Refund)", async () => {
    const { db } = await import("@/lib/db/client");
    const client = await db();
    const orderId = `ord_${f.product("a").split("_")[1]}_o8`;
    await client.$transaction([
      client.order.update({ where: { id: orderId }, data: { status: "REFUNDED", refundedAt: new Date() } }),
      client.refund.create({ data: { id: `${orderId}_refund`, orderId, amountCents: 1000, reason: "late", refundRef: "re_2" } }),
    ]);
    // 03-03 holds o7 (7.50 EUR) and o8 (10.00 USD): dollars by gross, refunded or not; conversion counts the euro sale.
    const res = await get(`startDate=2024-03-03&endDate=2024-03-03&period=day`);
    expect(res.body.data.summary).toEqual({ totalRevenue: 0, netRevenue: 0, totalSales: 0, avgOrderValue: 0, conversionRate: 0.3333 });
    expect(res.body.data.currency).toBe("USD");
    await client.$transaction([
      client.refund.delete({ where: { id: `${orderId}_refund` } }),
      client.order.update({ where: { id: orderId }, data: { status: "COMPLETED", refundedAt: null } }),
    ]);
    const back = await get(`startDate=2024-03-03&endDate=2024-03-03&period=day`);
    expect(back.body.data.summary).toEqual({ totalRevenue: 10, netRevenue: 8, totalSales: 1, avgOrderValue: 10, conversionRate: 0.6667 });
  });
  it("keeps the top products exact when asked again after an order, a partial refund and a rename (ADR 060)", async () => {
    const { db } = await import("@/lib/db/client");
    const client = await db();
    const original = [
      { id: f.product("b"), title: "Beta", revenue: 50, sales: 2 },
      { id: f.product("c"), title: "Gamma", revenue: 15, sales: 1 },
      { id: f.product("a"), title: "Alpha", revenue: 10, sales: 1 },
      { id: f.product("d"), title: "Delta", revenue: 10, sales: 1 },
    ];
    const top = async () => (await get(RANGE)).body.data.topProducts;
    expect(await top()).toEqual(original);
    expect(await top()).toEqual(original); // asked again: the kept ranking, still exact
    const delta = await client.order.findFirstOrThrow({ where: { productId: f.product("d") } });
    const orderId = `${delta.id}_late`;
    await client.order.create({
      data: { ...delta, id: orderId, chargeRef: `${delta.chargeRef}_late`, amountCents: 3000, createdAt: new Date("2024-03-02T12:00:00Z") },
    });
    // Delta: o8 10.00 and the new 30.00 order, now second.
    expect(await top()).toEqual([original[0], { id: f.product("d"), title: "Delta", revenue: 40, sales: 2 }, ...original.slice(1, 3)]);
    await client.refund.create({ data: { id: `${orderId}_part`, orderId, amountCents: 1000, reason: "partial", refundRef: "re_late" } });
    expect((await top())[1]).toEqual({ id: f.product("d"), title: "Delta", revenue: 30, sales: 2 });
    await client.product.update({ where: { id: f.product("d") }, data: { title: "Delta renamed" } });
    expect((await top())[1]).toEqual({ id: f.product("d"), title: "Delta renamed", revenue: 30, sales: 2 });
    await client.refund.delete({ where: { id: `${orderId}_part` } });
    await client.order.delete({ where: { id: orderId } });
    await client.product.update({ where: { id: f.product("d") }, data: { title: "Delta" } });
    expect(await top()).toEqual(original);
  });
});
