import { describe, expect, it } from "vitest";
import { getOverview, overviewRanges } from "@/lib/dashboard/overview";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

describe("dashboard overview", () => {
  it("compares this month with the same days of last month", () => {
    expect(overviewRanges(new Date("2026-03-31T10:00:00Z"))).toEqual({
      thisMonth: { start: "2026-03-01", end: "2026-03-31" },
      lastMonthToDate: { start: "2026-02-01", end: "2026-02-28" },
      last30Days: { start: "2026-03-02", end: "2026-03-31" },
    });
  });

  it("gives a new account zeros and the whole checklist to do", async () => {
    const user = await makeUser({ name: "New seller" });
    const o = await getOverview(user.id, "http://127.0.0.1/api/v1");
    expect(o.balances).toEqual([]);
    expect(o.thisMonth.sales).toBe(0);
    expect(o.recentSales).toEqual([]);
    expect(o.recentExecutions).toEqual([]);
    expect(o.webhooks).toEqual({ endpoints: 0, disabled: 0, delivered: 0, failed: 0 });
    // makeUser creates an API key for the tests' own calls; nothing else is set up.
    expect(o.checklist).toEqual({ paymentMethod: false, product: false, apiKey: true, webhookEndpoint: false });
    expect(new Date(o.nextPayoutAt).getUTCDay()).toBe(1);
  });

  it("shows a seller's sale, refund-free revenue and balance, and the buyer's purchase on the buyer's side", async () => {
    const seller = await makeUser({ name: "Seller" });
    const product = await makeProduct(seller.id, { priceCents: 2000 });
    const buyer = await makeBuyer();
    expect((await buy(buyer.key, product.id)).status).toBe(201);

    const o = await getOverview(seller.id, "http://127.0.0.1/api/v1");
    expect(o.checklist.product).toBe(true);
    expect(o.thisMonth.sales).toBe(1);
    expect(o.thisMonth.grossRevenue).toBe(20);
    expect(o.thisMonth.netRevenue).toBeGreaterThan(0);
    expect(o.thisMonth.netRevenue).toBeLessThan(20);
    expect(o.balances[0]).toMatchObject({ currency: "USD", balance: o.thisMonth.netRevenue });
    expect(o.revenueCurrency).toBe("USD");
    expect(o.recentSales.map((s) => s.product.id)).toEqual([product.id]);
    expect(o.last30Days.at(-1)?.sales).toBe(1);

    const forBuyer = await getOverview(buyer.id, "http://127.0.0.1/api/v1");
    expect(forBuyer.recentSales).toEqual([]);
    expect(forBuyer.recentPurchases.map((p) => p.orderId)).toHaveLength(1);
    expect(forBuyer.checklist.paymentMethod).toBe(true);
  });
});
