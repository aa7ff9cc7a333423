import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { hasActivePurchase } from "@/lib/purchases/access";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { baseUrl } from "../support/server";
import { buy, makeBuyer, makeProduct, traces } from "./helpers";

describe("POST /purchases", () => {
  it("charges the default method and writes order, charge, ledger entry, event and count together", async () => {
    const seller = await makeUser({ name: "Seller" });
    const product = await makeProduct(seller.id, { priceCents: 1999 });
    const buyer = await makeBuyer();
    const res = await buy(buyer.key, product.id);
    expect(res.status).toBe(201);
    const orderId = res.body.data.orderId;
    const base = `${await baseUrl()}/api/v1`;
    expect(res.body).toEqual({
      success: true,
      data: {
        orderId,
        status: "completed",
        amount: 19.99,
        currency: "USD",
        listPrice: 19.99,
        discount: null,
        licenseKey: null, // the product gives no license keys
        bundle: null,
        downloadUrl: `${base}/purchases/${orderId}/download`,
        receipt: { url: `${base}/purchases/${orderId}/receipt`, pdf: `${base}/purchases/${orderId}/receipt/pdf` },
      },
    });
    const client = await db();
    const order = await client.order.findUniqueOrThrow({ where: { id: orderId }, include: { charge: true } });
    const fee = Math.round((1999 * env().PLATFORM_FEE_PERCENT) / 100);
    expect(order).toMatchObject({
      amountCents: 1999,
      listPriceCents: 1999,
      discountCents: 0,
      feeCents: fee,
      referralCents: 0,
      sellerNetCents: 1999 - fee,
      sellerId: seller.id,
    });
    expect(order.charge).toMatchObject({ id: order.chargeRef, provider: "test", amountCents: 1999, cardBrand: "visa", cardLast4: "4242" });
    const ledger = await client.ledgerEntry.findMany({ where: { orderId } });
    expect(ledger.map((l) => [l.userId, l.kind, l.amountCents])).toEqual([[seller.id, "SALE", 1999 - fee]]);
    const events = await client.event.findMany({ where: { type: "purchase.completed", accountIds: { has: buyer.id } } });
    expect(events.map((e) => e.data)).toEqual([
      {
        order: {
          id: orderId,
          productId: product.id,
          buyerId: buyer.id,
          amount: 19.99,
          currency: "USD",
          listPrice: 19.99,
          priceMode: "fixed",
          discount: null,
          bundle: null,
        },
      },
    ]);
    expect(events[0].accountIds.sort()).toEqual([buyer.id, seller.id].sort());
    expect(await traces(buyer.id, product.id)).toMatchObject({ orders: 1, charges: 1, ledger: 1, events: 1, purchaseCount: 1 });
    expect(await hasActivePurchase(client, buyer.id, product.id)).toBe(true);
  });

  it("uses the named payment method instead of the default", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    const mc = (await api("/payment-methods", { key: buyer.key, json: { providerRef: "pm_card_mastercard" } })).body.data;
    const res = await buy(buyer.key, product.id, { paymentMethodId: mc.id });
    expect(res.status).toBe(201);
    const detail = await api(`/purchases/${res.body.data.orderId}`, { key: buyer.key });
    expect(detail.body.data.paymentMethod).toEqual({ brand: "mastercard", last4: "4444" });
    // The seller's view of the same order drops the buyer's card (and email).
    const asSeller = await api(`/purchases/${res.body.data.orderId}`, { key: seller.key });
    expect(asSeller.status).toBe(200);
    expect(asSeller.body.data.paymentMethod).toBeNull();
    expect(asSeller.text).not.toContain("4444");
    expect(asSeller.text).not.toContain(buyer.email);
    const sales = await api("/sales", { key: seller.key });
    expect(sales.body.data[0].paymentMethod).toBeNull();
  });

  it.each([
    ["pm_card_chargeDeclinedInsufficientFunds", "INSUFFICIENT_FUNDS", "insufficient_funds"],
    ["pm_card_chargeDeclined", "PAYMENT_DECLINED", "generic_decline"],
  ])("a decline with %s answers 402 %s and leaves nothing behind", async (card, code, declineCode) => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer(card);
    const res = await buy(buyer.key, product.id);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.details).toMatchObject({ declineCode, paymentMethodId: buyer.paymentMethodId });
    expect(await traces(buyer.id, product.id)).toEqual({ orders: 0, charges: 0, ledger: 0, events: 0, purchaseCount: 0 });
    expect(await hasActivePurchase(await db(), buyer.id, product.id)).toBe(false);
    const sellerLedger = await (await db()).ledgerEntry.count({ where: { userId: seller.id } });
    expect(sellerLedger).toBe(0);
  });

  it("refuses unpublished products, unknown ids and the caller's own product", async () => {
    const seller = await makeUser();
    const draft = await makeProduct(seller.id, { status: "DRAFT" });
    const buyer = await makeBuyer();
    const a = await buy(buyer.key, draft.id);
    expect([a.status, a.body.error.code]).toEqual([404, "PRODUCT_NOT_FOUND"]);
    const b = await buy(buyer.key, "prod_doesnotexist");
    expect([b.status, b.body.error.code]).toEqual([404, "PRODUCT_NOT_FOUND"]);
    const own = await makeProduct(buyer.id);
    const c = await buy(buyer.key, own.id);
    expect([c.status, c.body.error.code, c.body.error.details.reason]).toEqual([400, "VALIDATION_ERROR", "own_product"]);
  });

  it("answers already_purchased with the existing order id", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    const first = await buy(buyer.key, product.id);
    const again = await buy(buyer.key, product.id);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("VALIDATION_ERROR");
    expect(again.body.error.details).toMatchObject({ reason: "already_purchased", orderId: first.body.data.orderId });
  });

  it("needs a payment method: none on file, or someone else's, is a validation error", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeUser();
    const none = await buy(buyer.key, product.id);
    expect([none.status, none.body.error.code, none.body.error.details.fields[0].path]).toEqual([
      400,
      "VALIDATION_ERROR",
      "paymentMethodId",
    ]);
    const other = await makeBuyer();
    const theirs = await buy(buyer.key, product.id, { paymentMethodId: other.paymentMethodId });
    expect([theirs.status, theirs.body.error.details.fields[0].path]).toEqual([400, "paymentMethodId"]);
    expect(await traces(buyer.id, product.id)).toMatchObject({ orders: 0 });
  });

  it("replays an Idempotency-Key retry byte for byte without a second charge", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    const headers = { "Idempotency-Key": `buy-${product.id}` };
    const first = await buy(buyer.key, product.id, {}, headers);
    const second = await buy(buyer.key, product.id, {}, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await traces(buyer.id, product.id)).toMatchObject({ orders: 1, charges: 1, ledger: 1, events: 1, purchaseCount: 1 });
  });

  it("creates exactly one order from 20 concurrent identical purchases", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(buyer.key, product.id)));
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const orderId = created[0].body.data.orderId;
    // Identical attempts are one charge (one idempotency key at the provider). One records the order; the others
    // answer that order: 201 when they met the same charge already recorded (as when the webhook records it first),
    // or 400 already_purchased naming it when they arrive after.
    for (const r of results) {
      if (r.status === 201) expect(r.body.data.orderId).toBe(orderId);
      else {
        expect(r.status).toBe(400);
        expect(r.body.error.details).toMatchObject({ reason: "already_purchased", orderId });
      }
    }
    expect(await traces(buyer.id, product.id)).toEqual({ orders: 1, charges: 1, ledger: 1, events: 1, purchaseCount: 1 });
  });

  it("credits a referrer with its share of the platform fee, and rejects unknown or own codes", async () => {
    const seller = await makeUser();
    const referrer = await makeUser();
    const product = await makeProduct(seller.id, { priceCents: 5000 });
    const buyer = await makeBuyer();
    const client = await db();
    const code = (await client.user.findUniqueOrThrow({ where: { id: referrer.id } })).referralCode;
    const own = (await client.user.findUniqueOrThrow({ where: { id: buyer.id } })).referralCode;
    const unknown = await buy(buyer.key, product.id, { referralCode: "NOSUCHCODE" });
    expect([unknown.status, unknown.body.error.details.fields[0].path]).toEqual([400, "referralCode"]);
    const self = await buy(buyer.key, product.id, { referralCode: own });
    expect([self.status, self.body.error.details.fields[0].path]).toEqual([400, "referralCode"]);
    const res = await buy(buyer.key, product.id, { referralCode: code.toLowerCase() });
    expect(res.status).toBe(201);
    const order = await client.order.findUniqueOrThrow({ where: { id: res.body.data.orderId } });
    const fee = Math.round((5000 * env().PLATFORM_FEE_PERCENT) / 100);
    const share = Math.round((fee * env().REFERRAL_SHARE_PERCENT) / 100);
    expect(order).toMatchObject({ referrerId: referrer.id, feeCents: fee, referralCents: share, sellerNetCents: 5000 - fee });
    const entries = await client.ledgerEntry.findMany({ where: { orderId: order.id }, orderBy: { kind: "asc" } });
    expect(entries.map((e) => [e.userId, e.kind, e.amountCents])).toEqual([
      [seller.id, "SALE", 5000 - fee],
      [referrer.id, "REFERRAL", share],
    ]);
  });

  it("needs the purchases:write scope", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const reader = await makeUser({ scopes: ["purchases:read"] });
    const res = await buy(reader.key, product.id);
    expect([res.status, res.body.error.code]).toEqual([403, "UNAUTHORIZED"]);
  });
});
