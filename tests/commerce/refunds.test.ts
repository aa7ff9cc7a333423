import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { hasActivePurchase } from "@/lib/purchases/access";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";

async function purchased(priceCents = 1999) {
  const seller = await makeUser();
  const product = await makeProduct(seller.id, { priceCents });
  const buyer = await makeBuyer();
  const orderId: string = (await buy(buyer.key, product.id)).body.data.orderId;
  return { seller, product, buyer, orderId };
}

describe("POST /purchases/{orderId}/refund", () => {
  it("refunds at once: status, access, ledger, count and the purchase.refunded event", async () => {
    const { seller, product, buyer, orderId } = await purchased();
    const res = await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "not_as_described", details: "Too short" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      outcome: "refunded",
      id: expect.stringMatching(/^re_/),
      orderId,
      amount: 19.99,
      currency: "USD",
      reason: "not_as_described",
      details: "Too short",
      createdAt: expect.any(String),
      orderStatus: "refunded",
      refundedAmount: 19.99,
      refundableAmount: 0,
      accessRevoked: true,
    });
    const client = await db();
    expect(await hasActivePurchase(client, buyer.id, product.id)).toBe(false);
    const order = await client.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: "REFUNDED", activeKey: null });
    const ledger = await client.ledgerEntry.findMany({ where: { userId: seller.id }, orderBy: { createdAt: "asc" } });
    expect(ledger.map((l) => [l.kind, l.amountCents])).toEqual([
      ["SALE", order.sellerNetCents],
      ["REFUND", -order.sellerNetCents],
    ]);
    expect((await client.product.findUniqueOrThrow({ where: { id: product.id } })).purchaseCount).toBe(0);
    const events = await client.event.findMany({ where: { type: "purchase.refunded", accountIds: { has: buyer.id } } });
    expect(events.map((e) => e.data)).toEqual([
      {
        refund: {
          id: res.body.data.id,
          orderId,
          amount: 19.99,
          reason: "not_as_described",
          currency: "USD",
          refundedAmount: 19.99,
          orderStatus: "refunded",
        },
      },
    ]);
    const detail = await api(`/purchases/${orderId}`, { key: buyer.key });
    expect(detail.body.data).toMatchObject({
      status: "refunded",
      refund: { id: res.body.data.id, reason: "not_as_described" },
      refundableUntil: null,
    });
  });

  it("refuses a second refund, a closed window, a missing reason, and anyone but the buyer and the seller", async () => {
    const { buyer, orderId } = await purchased();
    const noReason = await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: {} });
    expect([noReason.status, noReason.body.error.details.fields[0].path]).toEqual([400, "reason"]);
    const tooLong = await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "x".repeat(501) } });
    expect(tooLong.status).toBe(400);
    const stranger = await makeUser();
    const byStranger = await api(`/purchases/${orderId}/refund`, { key: stranger.key, json: { reason: "other" } });
    expect(byStranger.status).toBe(404);
    expect((await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "other" } })).status).toBe(200);
    const again = await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "other" } });
    expect([again.status, again.body.error.code, again.body.error.details.reason]).toEqual([400, "VALIDATION_ERROR", "already_refunded"]);

    const old = await purchased();
    await (await db()).order.update({ where: { id: old.orderId }, data: { createdAt: new Date(Date.now() - 14 * 86_400_000 - 1000) } });
    const late = await api(`/purchases/${old.orderId}/refund`, { key: old.buyer.key, json: { reason: "other" } });
    expect([late.status, late.body.error.details.reason]).toEqual([400, "refund_window_closed"]);
    expect(await hasActivePurchase(await db(), old.buyer.id, old.product.id)).toBe(true);
  });

  it("refunds once under 20 concurrent requests", async () => {
    const { seller, buyer, orderId } = await purchased();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "duplicate" } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.error.details.reason).toBe("already_refunded");
    const client = await db();
    expect(await client.refund.count({ where: { orderId } })).toBe(1);
    expect(await client.ledgerEntry.count({ where: { orderId, userId: seller.id, kind: "REFUND" } })).toBe(1);
    expect(await client.event.count({ where: { type: "purchase.refunded", accountIds: { has: buyer.id } } })).toBe(1);
  });

  it("lets the buyer buy again after a refund, with a new charge", async () => {
    const { product, buyer, orderId } = await purchased();
    await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "accidental" } });
    const again = await buy(buyer.key, product.id);
    expect(again.status).toBe(201);
    const client = await db();
    const orders = await client.order.findMany({ where: { buyerId: buyer.id, productId: product.id } });
    expect(new Set(orders.map((o) => o.chargeRef)).size).toBe(2);
    expect(await hasActivePurchase(client, buyer.id, product.id)).toBe(true);
  });

  it("reverses the referrer's share too", async () => {
    const seller = await makeUser();
    const referrer = await makeUser();
    const product = await makeProduct(seller.id, { priceCents: 10000 });
    const buyer = await makeBuyer();
    const client = await db();
    const code = (await client.user.findUniqueOrThrow({ where: { id: referrer.id } })).referralCode;
    const orderId = (await buy(buyer.key, product.id, { referralCode: code })).body.data.orderId;
    await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "other" } });
    const sum = await client.ledgerEntry.aggregate({ where: { userId: referrer.id }, _sum: { amountCents: true } });
    expect(sum._sum.amountCents).toBe(0);
    expect(await client.ledgerEntry.count({ where: { userId: referrer.id } })).toBe(2);
  });
});
