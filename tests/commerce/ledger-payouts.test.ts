import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { previousWeek, runPayouts } from "@/lib/payouts/run-payouts";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";

/** Moves one seller's ledger entries into a past week, so a payout of that week concerns this seller only. */
async function backdate(userId: string, day: string) {
  await (await db()).ledgerEntry.updateMany({ where: { userId }, data: { createdAt: new Date(`${day}T12:00:00Z`) } });
}

async function sellerWithSales(prices: number[]) {
  const seller = await makeUser({ name: "Ledger Seller" });
  const orders: { orderId: string; buyerKey: string }[] = [];
  for (const priceCents of prices) {
    const product = await makeProduct(seller.id, { priceCents });
    const buyer = await makeBuyer();
    orders.push({ orderId: (await buy(buyer.key, product.id)).body.data.orderId, buyerKey: buyer.key });
  }
  return { seller, orders };
}

describe("seller ledger and payouts", () => {
  it("keeps the ledger equal to orders minus refunds minus payouts, and pays each period once", async () => {
    const { seller, orders } = await sellerWithSales([1000, 2500, 4000]);
    await api(`/purchases/${orders[1].orderId}/refund`, { key: orders[1].buyerKey, json: { reason: "other" } });
    await backdate(seller.id, "2025-03-05");
    const period = { periodStart: "2025-03-03", periodEnd: "2025-03-09" };
    const first = await runPayouts(period);
    const mine = first.payouts.filter((p) => p.sellerId === seller.id);
    expect(mine).toEqual([
      {
        id: expect.stringMatching(/^po_/),
        sellerId: seller.id,
        amount: 40,
        currency: "USD",
        period: { start: "2025-03-03", end: "2025-03-09" },
        createdAt: expect.any(String),
        transfer: null, // test mode: no Stripe Transfer
      },
    ]);
    const again = await runPayouts(period);
    expect(again.payouts.filter((p) => p.sellerId === seller.id)).toEqual([]);

    const product = await makeProduct(seller.id, { priceCents: 3000 });
    const buyer = await makeBuyer();
    await buy(buyer.key, product.id);

    const client = await db();
    const all = await client.order.findMany({ where: { sellerId: seller.id } });
    const net = all.reduce((s, o) => s + o.sellerNetCents, 0);
    const refunded = all.filter((o) => o.status === "REFUNDED").reduce((s, o) => s + o.sellerNetCents, 0);
    const paid = (await client.payout.findMany({ where: { sellerId: seller.id } })).reduce((s, p) => s + p.amountCents, 0);
    const ledger = await client.ledgerEntry.aggregate({ where: { userId: seller.id }, _sum: { amountCents: true } });
    expect(ledger._sum.amountCents).toBe(net - refunded - paid);
    expect(ledger._sum.amountCents).toBe(2400);

    const balance = await api("/balance", { key: seller.key });
    expect(balance.body.data).toEqual([{ currency: "USD", balance: 24, sales: 84, referrals: 0, refunds: -20, payouts: -40, disputes: 0 }]);
    const payouts = await api("/payouts", { key: seller.key });
    expect(payouts.body.data.map((p: { amount: number }) => p.amount)).toEqual([40]);

    const events = await client.event.findMany({ where: { type: "payout.completed", accountIds: { has: seller.id } } });
    expect(events.map((e) => e.data)).toEqual([
      { payout: { id: mine[0].id, sellerId: seller.id, amount: 40, currency: "USD", period: { start: "2025-03-03", end: "2025-03-09" } } },
    ]);
  });

  it("pays nothing for a negative or empty period and one payout under concurrent runs", async () => {
    const { seller, orders } = await sellerWithSales([1500]);
    await backdate(seller.id, "2025-04-08");
    await api(`/purchases/${orders[0].orderId}/refund`, { key: orders[0].buyerKey, json: { reason: "other" } });
    const client = await db();
    await client.ledgerEntry.updateMany({
      where: { userId: seller.id, kind: "REFUND" },
      data: { createdAt: new Date("2025-04-09T12:00:00Z") },
    });
    const netZero = await runPayouts({ periodStart: "2025-04-07", periodEnd: "2025-04-13" });
    expect(netZero.payouts.filter((p) => p.sellerId === seller.id)).toEqual([]);

    const other = await sellerWithSales([2000, 3000]);
    await backdate(other.seller.id, "2025-05-14");
    const runs = await Promise.all(Array.from({ length: 5 }, () => runPayouts({ periodStart: "2025-05-12", periodEnd: "2025-05-18" })));
    const made = runs.flatMap((r) => r.payouts).filter((p) => p.sellerId === other.seller.id);
    expect(made.map((p) => p.amount)).toEqual([40]);
    expect(await client.payout.count({ where: { sellerId: other.seller.id } })).toBe(1);
    const sum = await client.ledgerEntry.aggregate({ where: { userId: other.seller.id }, _sum: { amountCents: true } });
    expect(sum._sum.amountCents).toBe(0);
  });

  it("validates the period and computes the previous ISO week", async () => {
    await expect(runPayouts({ periodStart: "2025-05-18", periodEnd: "2025-05-12" })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(runPayouts({ periodStart: "2025-5-1", periodEnd: "2025-05-12" })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect(previousWeek(new Date("2026-11-18T10:00:00Z"))).toEqual({ periodStart: "2026-11-09", periodEnd: "2026-11-15" });
    expect(previousWeek(new Date("2026-11-16T00:00:00Z"))).toEqual({ periodStart: "2026-11-09", periodEnd: "2026-11-15" });
    expect(previousWeek(new Date("2026-11-22T23:59:00Z"))).toEqual({ periodStart: "2026-11-09", periodEnd: "2026-11-15" });
  });
});
