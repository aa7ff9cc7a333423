import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/http";
import { RANGE, seedAnalyticsFixture } from "./fixture";

let f: Awaited<ReturnType<typeof seedAnalyticsFixture>>;

beforeAll(async () => {
  f = await seedAnalyticsFixture();
});

describe("GET /analytics/revenue", () => {
  it("splits gross, refunds, fees, net, payouts and the running balance per month, one currency at a time", async () => {
    const res = await api(`/analytics/revenue?${RANGE}&period=month`, { key: f.seller.key });
    expect(res.status).toBe(200);
    const byCurrency = [
      { currency: "EUR", grossRevenue: 15, refunds: 0, platformFees: 3, netRevenue: 12, sales: 2 },
      { currency: "USD", grossRevenue: 95, refunds: 10, platformFees: 17, netRevenue: 68, sales: 5 },
    ];
    // Two currencies: the figures are in the one with the most gross (USD), never a sum of euros and dollars (ADR 055).
    expect(res.body.data).toEqual({
      summary: { grossRevenue: 95, refunds: 10, platformFees: 17, netRevenue: 68, sales: 5, payoutsPaid: 30, balance: 6 },
      currency: "USD",
      currencies: ["EUR", "USD"],
      timeline: [
        // balance: 8.00 before February + 20.00 on 02-26
        { date: "2024-02-01", grossRevenue: 60, refunds: 0, platformFees: 12, netRevenue: 48, sales: 3, payoutsPaid: 0, balance: 28 },
        // -30.00 payout on 03-02, +8.00 on 03-03 23:59:59; the 03-04 entry is after endDate; the two euro orders are not here
        { date: "2024-03-01", grossRevenue: 35, refunds: 10, platformFees: 5, netRevenue: 20, sales: 2, payoutsPaid: 30, balance: 6 },
      ],
      byProductType: [
        { type: "PROMPT", grossRevenue: 45, refunds: 10, platformFees: 7, netRevenue: 28, sales: 3 },
        { type: "WORKFLOW", grossRevenue: 50, refunds: 0, platformFees: 10, netRevenue: 40, sales: 2 },
      ],
      byCurrency,
    });
    // In euros: the euro orders alone; no euro payouts or ledger entries.
    const eur = await api(`/analytics/revenue?${RANGE}&period=month&currency=eur`, { key: f.seller.key });
    expect(eur.body.data).toEqual({
      summary: { grossRevenue: 15, refunds: 0, platformFees: 3, netRevenue: 12, sales: 2, payoutsPaid: 0, balance: 0 },
      currency: "EUR",
      currencies: ["EUR", "USD"],
      timeline: [
        { date: "2024-02-01", grossRevenue: 0, refunds: 0, platformFees: 0, netRevenue: 0, sales: 0, payoutsPaid: 0, balance: 0 },
        { date: "2024-03-01", grossRevenue: 15, refunds: 0, platformFees: 3, netRevenue: 12, sales: 2, payoutsPaid: 0, balance: 0 },
      ],
      byProductType: [{ type: "WORKFLOW", grossRevenue: 15, refunds: 0, platformFees: 3, netRevenue: 12, sales: 2 }],
      byCurrency,
    });
    const bad = await api(`/analytics/revenue?${RANGE}&currency=XYZ`, { key: f.seller.key });
    expect([bad.status, bad.body.error.details.fields[0].path]).toEqual([400, "currency"]);
  });

  it("leaves byCurrency null with one currency and agrees with /analytics/products", async () => {
    const query = `${RANGE}&period=week&productId=${f.product("a")}`;
    const [revenue, products] = await Promise.all([
      api(`/analytics/revenue?${query}`, { key: f.seller.key }),
      api(`/analytics/products?${query}`, { key: f.seller.key }),
    ]);
    const s = revenue.body.data.summary;
    expect(s).toMatchObject({ grossRevenue: 20, refunds: 10, platformFees: 2, netRevenue: 8, sales: 1 });
    expect(s.grossRevenue - s.refunds).toBe(products.body.data.summary.totalRevenue);
    expect(revenue.body.data.byCurrency).toBeNull();
    // The one currency is named, so amounts can be shown with it.
    expect([revenue.body.data.currency, revenue.body.data.currencies]).toEqual(["USD", ["USD"]]);
  });
});

describe("GET /analytics/customers", () => {
  it("counts new, returning and repeat customers, top customers and referrals, in one currency", async () => {
    const res = await api(`/analytics/customers?${RANGE}&period=week`, { key: f.seller.key });
    expect(res.status).toBe(200);
    // B1 and B2 tie on revenue and orders: the smaller id comes first.
    const [first, second] = [f.b1, f.b2].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(res.body.data).toEqual({
      // In dollars (the range's main currency): B1 and B3 buy for the first time in the range (B3's refunded o4 does
      // not count); B2 bought in January. The euro orders o6 (B1) and o7 (B2) are not added in.
      summary: { totalCustomers: 3, newCustomers: 2, returningCustomers: 1, repeatPurchaseRate: 0.6667, avgRevenuePerCustomer: 28.33 },
      currency: "USD",
      currencies: ["EUR", "USD"],
      timeline: [
        { date: "2024-02-19", newCustomers: 1, returningCustomers: 0 },
        { date: "2024-02-26", newCustomers: 1, returningCustomers: 2 },
      ],
      topCustomers: [
        { id: first.id, name: first.name, orders: 2, revenue: 35 },
        { id: second.id, name: second.name, orders: 2, revenue: 35 },
        { id: f.b3.id, name: "Buyer Three", orders: 1, revenue: 15 },
      ],
      referrals: { orders: 1, revenue: 25, referralFees: 2.5 },
    });
    expect(res.text).not.toContain("@");

    // In euros: B1 and B2 each paid 7.50. B1's first order from the seller (o1, in dollars) is in the range, so B1 is
    // new; B2 had bought in January. Week by week both had bought before the week of their euro order.
    const eur = await api(`/analytics/customers?${RANGE}&period=week&currency=EUR`, { key: f.seller.key });
    expect(eur.body.data).toEqual({
      summary: { totalCustomers: 2, newCustomers: 1, returningCustomers: 1, repeatPurchaseRate: 0, avgRevenuePerCustomer: 7.5 },
      currency: "EUR",
      currencies: ["EUR", "USD"],
      timeline: [
        { date: "2024-02-19", newCustomers: 0, returningCustomers: 0 },
        { date: "2024-02-26", newCustomers: 0, returningCustomers: 2 },
      ],
      topCustomers: [
        { id: first.id, name: first.name, orders: 1, revenue: 7.5 },
        { id: second.id, name: second.name, orders: 1, revenue: 7.5 },
      ],
      referrals: { orders: 0, revenue: 0, referralFees: 0 },
    });
  });

  it("answers zeros for a range without customers", async () => {
    const res = await api(`/analytics/customers?startDate=2023-01-01&endDate=2023-01-01&period=day`, { key: f.seller.key });
    expect(res.body.data).toEqual({
      summary: { totalCustomers: 0, newCustomers: 0, returningCustomers: 0, repeatPurchaseRate: 0, avgRevenuePerCustomer: 0 },
      currency: "USD",
      currencies: [],
      timeline: [{ date: "2023-01-01", newCustomers: 0, returningCustomers: 0 }],
      topCustomers: [],
      referrals: { orders: 0, revenue: 0, referralFees: 0 },
    });
  });
});
