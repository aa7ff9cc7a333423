import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { hasActivePurchase } from "@/lib/purchases/access";
import { refundShare } from "@/lib/purchases/refund-split";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";

type Policy = "BEFORE_ACCESS" | "SELLER_REVIEW" | "ALWAYS";

async function purchased(opts: { priceCents?: number; refundPolicy?: Policy; referralCode?: string } = {}) {
  const seller = await makeUser({ name: "Partial Seller", plan: "PRO" });
  const product = await makeProduct(seller.id, { priceCents: opts.priceCents ?? 1999, refundPolicy: opts.refundPolicy });
  const buyer = await makeBuyer();
  const res = await buy(buyer.key, product.id, opts.referralCode ? { referralCode: opts.referralCode } : {});
  expect(res.status).toBe(201);
  return { seller, product, buyer, orderId: res.body.data.orderId as string };
}

const refund = (key: string, orderId: string, body: Record<string, unknown> = {}) =>
  api(`/purchases/${orderId}/refund`, { key, json: { reason: "other", ...body } });

async function ledgerOf(orderId: string) {
  const client = await db();
  return client.ledgerEntry.findMany({ where: { orderId }, orderBy: [{ createdAt: "asc" }, { kind: "asc" }] });
}

describe("partial refunds (docs/commerce.md#partial-refunds)", () => {
  it("refunds part after part up to the total: order, access, prorated ledger, events, receipt", async () => {
    const { seller, product, buyer, orderId } = await purchased();
    const client = await db();
    const sale = await client.order.findUniqueOrThrow({ where: { id: orderId } });
    expect([sale.amountCents, sale.feeCents, sale.sellerNetCents]).toEqual([1999, 400, 1599]);

    const first = await refund(buyer.key, orderId, { amount: 5, reason: "not_as_described" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      outcome: "refunded",
      id: expect.stringMatching(/^re_/),
      amount: 5,
      currency: "USD",
      orderStatus: "completed",
      refundedAmount: 5,
      refundableAmount: 14.99,
      accessRevoked: false,
    });
    expect(await hasActivePurchase(client, buyer.id, product.id)).toBe(true);
    // 5.00 of 19.99: fee 4.00 × 500/1999 = 1.0005 → 1.00 back to the buyer from the fee, 4.00 from the seller.
    expect((await ledgerOf(orderId)).map((l) => [l.kind, l.amountCents, l.refundId])).toEqual([
      ["SALE", 1599, null],
      ["REFUND", -400, first.body.data.id],
    ]);

    const second = await refund(seller.key, orderId, { amount: 10 });
    expect(second.body.data).toMatchObject({
      outcome: "refunded",
      amount: 10,
      refundedAmount: 15,
      refundableAmount: 4.99,
      orderStatus: "completed",
    });

    const over = await refund(buyer.key, orderId, { amount: 5 });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { reason: "exceeds_refundable", refundable: 4.99, currency: "USD" },
    });
    expect(over.body.error.message).toContain("4.99");

    const rest = await refund(buyer.key, orderId);
    expect(rest.body.data).toMatchObject({
      amount: 4.99,
      refundedAmount: 19.99,
      refundableAmount: 0,
      orderStatus: "refunded",
      accessRevoked: true,
    });
    expect(await hasActivePurchase(client, buyer.id, product.id)).toBe(false);

    const order = await client.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      status: "REFUNDED",
      refundedCents: 1999,
      refundedFeeCents: 400,
      refundedNetCents: 1599,
      activeKey: null,
    });
    const ledger = await ledgerOf(orderId);
    expect(ledger.filter((l) => l.kind === "REFUND")).toHaveLength(3);
    expect(ledger.reduce((a, l) => a + l.amountCents, 0)).toBe(0);
    const refunds = await client.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((r) => [r.amountCents, r.feeCents + r.sellerNetCents])).toEqual([
      [500, 500],
      [1000, 1000],
      [499, 499],
    ]);
    expect((await client.product.findUniqueOrThrow({ where: { id: product.id } })).purchaseCount).toBe(0);

    const events = await client.event.findMany({
      where: { type: "purchase.refunded", accountIds: { has: buyer.id } },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => (e.data as { refund: { amount: number; orderStatus: string; refundedAmount: number } }).refund)).toEqual([
      expect.objectContaining({
        id: first.body.data.id,
        amount: 5,
        refundedAmount: 5,
        orderStatus: "completed",
        reason: "not_as_described",
      }),
      expect.objectContaining({ id: second.body.data.id, amount: 10, refundedAmount: 15, orderStatus: "completed" }),
      expect.objectContaining({ id: rest.body.data.id, amount: 4.99, refundedAmount: 19.99, orderStatus: "refunded" }),
    ]);

    const detail = await api(`/purchases/${orderId}`, { key: buyer.key });
    expect(detail.body.data).toMatchObject({ status: "refunded", refundedAmount: 19.99, refundableAmount: 0, hasAccess: false });
    expect(detail.body.data.refunds.map((r: { id: string; amount: number }) => [r.id, r.amount])).toEqual([
      [first.body.data.id, 5],
      [second.body.data.id, 10],
      [rest.body.data.id, 4.99],
    ]);
    const receipt = await api(`/purchases/${orderId}/receipt`, { key: buyer.key });
    expect(receipt.text).toContain("$5.00 on");
    expect(receipt.text).toContain("$4.99 on");
    expect(receipt.text).toContain("Total refunded");
    const again = await refund(seller.key, orderId);
    expect([again.status, again.body.error.details.reason]).toEqual([400, "already_refunded"]);
  });

  it("keeps access on a partial refund unless revokeAccess, and shows the order as partly refunded", async () => {
    const { buyer, product, orderId } = await purchased();
    const res = await refund(buyer.key, orderId, { amount: 1.5, revokeAccess: true });
    expect(res.body.data).toMatchObject({ orderStatus: "completed", accessRevoked: true, refundableAmount: 18.49 });
    expect(await hasActivePurchase(await db(), buyer.id, product.id)).toBe(false);
    const download = await api(`/purchases/${orderId}/download`, { key: buyer.key });
    expect(download.status).toBe(403);
    const detail = await api(`/purchases/${orderId}`, { key: buyer.key });
    expect(detail.body.data).toMatchObject({ status: "completed", refundedAmount: 1.5, hasAccess: false });
    const receipt = await api(`/purchases/${orderId}/receipt`, { key: buyer.key });
    expect(receipt.text).toContain("Partly refunded");
  });

  it("lets the seller refund at once, after access and after the buyer's window; nobody else", async () => {
    const { seller, buyer, orderId } = await purchased({ refundPolicy: "BEFORE_ACCESS" });
    expect((await api(`/purchases/${orderId}/download`, { key: buyer.key })).status).toBe(200);
    await (await db()).order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - 40 * 86_400_000) } });
    const byBuyer = await refund(buyer.key, orderId, { amount: 1 });
    expect(byBuyer.body.error.details.reason).toBe("refund_window_closed");
    const stranger = await makeUser();
    expect((await refund(stranger.key, orderId, { amount: 1 })).status).toBe(404);
    const bySeller = await refund(seller.key, orderId, { amount: 9.99, reason: "goodwill" });
    expect(bySeller.status).toBe(200);
    expect(bySeller.body.data).toMatchObject({ outcome: "refunded", amount: 9.99, orderStatus: "completed", refundableAmount: 10 });
    // The buyer still has the content: a partial refund keeps access.
    expect((await api(`/purchases/${orderId}/download`, { key: buyer.key })).status).toBe(200);
    const sales = await api(`/sales`, { key: seller.key });
    expect(sales.body.data.find((s: { orderId: string }) => s.orderId === orderId)).toMatchObject({
      refundedAmount: 9.99,
      refundableAmount: 10,
    });
  });

  it("turns a buyer's partial refund after access into a request for that amount; the seller's full refund settles it", async () => {
    const { seller, buyer, orderId } = await purchased({ priceCents: 2000 });
    await api(`/purchases/${orderId}/download`, { key: buyer.key });
    const tooMuch = await refund(buyer.key, orderId, { amount: 20.01 });
    expect([tooMuch.status, tooMuch.body.error.details.reason, tooMuch.body.error.details.refundable]).toEqual([
      400,
      "exceeds_refundable",
      20,
    ]);
    const asked = await refund(buyer.key, orderId, { amount: 8 });
    expect(asked.body.data).toMatchObject({ outcome: "requested", refundRequest: { status: "pending", amount: 8 } });
    const approved = await api(`/refund-requests/${asked.body.data.refundRequest.id}/approve`, { key: seller.key, method: "POST" });
    expect(approved.body.data).toMatchObject({ status: "approved", amount: 8 });
    const order = await (await db()).order.findUniqueOrThrow({ where: { id: orderId } });
    expect([order.status, order.refundedCents]).toEqual(["COMPLETED", 800]);

    const other = await purchased({ priceCents: 2000 });
    await api(`/purchases/${other.orderId}/download`, { key: other.buyer.key });
    const pending = await refund(other.buyer.key, other.orderId);
    expect(pending.body.data.refundRequest).toMatchObject({ status: "pending", amount: 20 });
    expect((await refund(other.seller.key, other.orderId)).body.data).toMatchObject({ orderStatus: "refunded", amount: 20 });
    const req = await (await db()).refundRequest.findUniqueOrThrow({ where: { orderId: other.orderId } });
    expect([req.status, req.decidedBy]).toEqual(["APPROVED", "seller"]);
  });

  it("prorates the referrer's share and rejects malformed amounts", async () => {
    const client = await db();
    const referrer = await makeUser();
    const code = (await client.user.findUniqueOrThrow({ where: { id: referrer.id } })).referralCode;
    const { buyer, seller, orderId } = await purchased({ priceCents: 10001, referralCode: code });
    for (const amount of [0, -1, 1.234, "5"]) {
      const bad = await refund(buyer.key, orderId, { amount });
      expect([bad.status, bad.body.error.details.fields[0].path]).toEqual([400, "amount"]);
    }
    const sale = await client.order.findUniqueOrThrow({ where: { id: orderId } });
    const share = refundShare(sale, 0, 3333);
    expect((await refund(buyer.key, orderId, { amount: 33.33 })).status).toBe(200);
    const sum = async (userId: string) =>
      (await client.ledgerEntry.aggregate({ where: { userId, orderId }, _sum: { amountCents: true } }))._sum.amountCents;
    expect(await sum(referrer.id)).toBe(sale.referralCents - share.referralCents);
    expect(await sum(seller.id)).toBe(sale.sellerNetCents - share.sellerNetCents);
    expect((await refund(seller.key, orderId)).status).toBe(200);
    expect([await sum(referrer.id), await sum(seller.id)]).toEqual([0, 0]);
  });

  it("never refunds more than the total under concurrent partial refunds from buyer and seller", async () => {
    const { seller, buyer, orderId } = await purchased({ priceCents: 2000 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => refund(i % 2 ? seller.key : buyer.key, orderId, { amount: 3, reason: "duplicate" })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(6);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect([r.status, r.body.error.details.reason]).toEqual([400, "exceeds_refundable"]);
      expect(r.body.error.details.refundable).toBe(2);
    }
    const client = await db();
    const order = await client.order.findUniqueOrThrow({ where: { id: orderId } });
    expect([order.refundedCents, order.status]).toEqual([1800, "COMPLETED"]);
    expect(await client.refund.count({ where: { orderId } })).toBe(6);
    expect(await client.ledgerEntry.count({ where: { orderId, kind: "REFUND" } })).toBe(6);
    expect(order.refundedFeeCents + order.refundedNetCents).toBe(1800);
    const last = await Promise.all(Array.from({ length: 6 }, () => refund(buyer.key, orderId)));
    expect(last.filter((r) => r.status === 200)).toHaveLength(1);
    expect(last.filter((r) => r.status === 400).map((r) => r.body.error.details.reason)).toEqual(Array(5).fill("already_refunded"));
  });

  it("counts a partial refund right in revenue analytics: gross - refunds - fees = net", async () => {
    const { seller, buyer, orderId } = await purchased({ priceCents: 2000 });
    await refund(buyer.key, orderId, { amount: 5 });
    const day = new Date().toISOString().slice(0, 10);
    const res = await api(`/analytics/revenue?startDate=${day}&endDate=${day}&period=day`, { key: seller.key });
    // 20.00 sale, 20 % fee: 4.00 fee, 16.00 net; 5.00 back gives 1.00 of fee and 4.00 of net.
    expect(res.body.data.summary).toMatchObject({ grossRevenue: 20, refunds: 5, platformFees: 3, netRevenue: 12, sales: 1 });
    expect(res.body.data.summary.balance).toBe(12);
  });
});
