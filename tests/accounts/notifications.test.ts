import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { runPayouts } from "@/lib/payouts/run-payouts";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { api } from "../support/http";
import { signIn } from "../support/session";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

const asSession = (cookie: string) => ({ headers: { cookie } });
const settle = () => new Promise((r) => setTimeout(r, 2500)); // longer than the job runner's poll

describe("notification preferences", () => {
  it("start all on, save per kind, and are for the dashboard only", async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const all = { saleNotices: "each", payouts: true, disputes: true, productUpdates: true };
    expect((await api("/account/notifications", asSession(cookie))).body.data).toEqual(all);
    const next = { saleNotices: "off", payouts: true, disputes: true, productUpdates: false };
    const put = await api("/account/notifications", { method: "PUT", json: next, ...asSession(cookie) });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual(next);
    expect((await api("/account/notifications", asSession(cookie))).body.data).toEqual(next);
    const partial = await api("/account/notifications", { method: "PUT", json: { saleNotices: "each" }, ...asSession(cookie) });
    expect(partial.status).toBe(400);
    const unknown = await api("/account/notifications", { method: "PUT", json: { ...all, marketing: true }, ...asSession(cookie) });
    expect(unknown.status).toBe(400);
    const badChoice = await api("/account/notifications", { method: "PUT", json: { ...all, saleNotices: "hourly" }, ...asSession(cookie) });
    expect(badChoice.status).toBe(400);
    expect(badChoice.body.error.details.fields[0].path).toBe("saleNotices");
    expect((await api("/account/notifications", { key: user.key })).status).toBe(403);
  });

  it("sale notices off: the seller gets none, the buyer still gets the receipt", async () => {
    const seller = await makeUser();
    const cookie = await signIn(seller.email, TEST_PASSWORD);
    await api("/account/notifications", {
      method: "PUT",
      json: { saleNotices: "off", payouts: true, disputes: true, productUpdates: true },
      ...asSession(cookie),
    });
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    expect((await buy(buyer.key, product.id)).status).toBe(201);
    await sink.waitFor(buyer.email, (m) => m.subject === `Your receipt for ${product.title}`);
    await settle();
    expect(sink.to(seller.email).filter((m) => m.subject?.startsWith("You made a sale"))).toEqual([]);
    expect(await (await db()).mailMessage.count({ where: { userId: seller.id, kind: "sale-notice" } })).toBe(0);
  });
});

describe("refund confirmation", () => {
  it("mails the buyer once, with the amount and a link to the order", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id, { priceCents: 2500 });
    const buyer = await makeBuyer();
    const orderId: string = (await buy(buyer.key, product.id)).body.data.orderId;
    expect((await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "other" } })).status).toBe(200);
    const mail = await sink.waitFor(buyer.email, (m) => m.subject === `Your refund for ${product.title}`);
    expect(mail.text).toContain("$25.00 USD");
    expect(mail.text).toContain(`/dashboard/purchases/${orderId}`);
    await settle();
    expect(sink.to(buyer.email).filter((m) => m.subject?.startsWith("Your refund"))).toHaveLength(1);
  });
});

describe("payout sent", () => {
  async function sellerOwed() {
    const seller = await makeUser({ name: "Payout Seller" });
    const product = await makeProduct(seller.id, { priceCents: 5000 });
    const buyer = await makeBuyer();
    expect((await buy(buyer.key, product.id)).status).toBe(201);
    // Its own past week, so this payout run concerns this seller only.
    const day = `20${String(10 + Math.floor(Math.random() * 80)).padStart(2, "0")}-01-07`;
    await (await db()).ledgerEntry.updateMany({ where: { userId: seller.id }, data: { createdAt: new Date(`${day}T12:00:00Z`) } });
    const year = day.slice(0, 4);
    return { seller, period: { periodStart: `${year}-01-05`, periodEnd: `${year}-01-11` } };
  }

  it("mails the seller the amount when a payout is made, once", async () => {
    const { seller, period } = await sellerOwed();
    const run = await runPayouts(period);
    const mine = run.payouts.find((p) => p.sellerId === seller.id)!;
    expect(mine).toBeDefined();
    const mail = await sink.waitFor(seller.email, (m) => m.subject?.startsWith("Payout sent") ?? false);
    expect(mail.subject).toBe(`Payout sent: $${mine.amount.toFixed(2)} USD`);
    expect(mail.text).toContain(period.periodStart);
    await runPayouts(period); // a re-run pays nothing and mails nothing
    await settle();
    expect(sink.to(seller.email).filter((m) => m.subject?.startsWith("Payout sent"))).toHaveLength(1);
  });

  it("sends nothing when payout mail is off", async () => {
    const { seller, period } = await sellerOwed();
    const cookie = await signIn(seller.email, TEST_PASSWORD);
    await api("/account/notifications", {
      method: "PUT",
      json: { saleNotices: "each", payouts: false, disputes: true, productUpdates: true },
      ...asSession(cookie),
    });
    const run = await runPayouts(period);
    expect(run.payouts.some((p) => p.sellerId === seller.id)).toBe(true);
    await settle();
    expect(await (await db()).mailMessage.count({ where: { userId: seller.id, kind: "payout-sent" } })).toBe(0);
  });
});
