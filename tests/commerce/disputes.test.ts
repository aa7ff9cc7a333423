import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { closeDisputeByOperator, openDisputeByOperator } from "@/lib/purchases/disputes";
import { api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";
import { publishedProduct } from "../catalog/helpers";
import { makeBuyer } from "./helpers";

// Card disputes in test mode (docs/payments.md#disputes): opened and closed by the operator's commands
// (disputes:open / disputes:close call these same functions), through the steps Stripe's charge.dispute.* events take
// in Stripe mode (tests/payments/stripe.test.ts covers those).

const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;
const validate = (key: string) => api("/licenses/validate", { json: { key }, headers: { "x-forwarded-for": freshIp() } });
const run = (key: string, productId: string) => api("/ai/execute", { key, json: { productId, apiKeyId: "pk_unknown", variables: {} } });

async function disputedSetup() {
  const seller = await makeUser({ name: "Dispute Seller", plan: "PRO" });
  const productId = await publishedProduct(seller.key, { price: 20, licenseKeys: { enabled: true, activationLimit: 2 } });
  const buyer = await makeBuyer();
  const bought = await api("/purchases", { key: buyer.key, json: { productId } });
  expect(bought.status, bought.text).toBe(201);
  return { seller, buyer, productId, orderId: bought.body.data.orderId as string, licenseKey: bought.body.data.licenseKey as string };
}

const balanceOf = async (key: string) => (await api("/balance", { key })).body.data[0] as { balance: number; disputes: number };
const eventsOf = async (key: string, type: string, orderId: string) =>
  ((await api(`/events?type=${type}`, { key })).body.data as { data: { dispute: { orderId: string; status: string } } }[]).filter(
    (e) => e.data.dispute.orderId === orderId,
  );

describe("card disputes", () => {
  it(
    "an open dispute freezes access, the key and the seller's share; won gives all three back, exactly once",
    { timeout: 60_000 },
    async () => {
      const { seller, buyer, productId, orderId, licenseKey } = await disputedSetup();
      // Positive controls: before the dispute the buyer downloads, runs (refused for the unknown provider key, not the
      // purchase) and the key validates.
      expect((await api(`/purchases/${orderId}/download`, { key: buyer.key })).status).toBe(200);
      expect((await run(buyer.key, productId)).status).not.toBe(403);
      expect((await validate(licenseKey)).body.data.valid).toBe(true);
      const before = await balanceOf(seller.key);
      expect(before.balance).toBe(16);

      expect((await openDisputeByOperator(orderId, "product_not_received")).outcome).toBe("dispute opened");
      const download = await api(`/purchases/${orderId}/download`, { key: buyer.key });
      expect([download.status, download.body.error.code, download.body.error.details.reason]).toEqual([403, "UNAUTHORIZED", "disputed"]);
      const ran = await run(buyer.key, productId);
      expect([ran.status, ran.body.error.code]).toEqual([403, "UNAUTHORIZED"]);
      expect((await validate(licenseKey)).body.data).toMatchObject({ valid: false, status: "revoked", productId: null });

      const mine = (await api(`/purchases/${orderId}`, { key: buyer.key })).body.data;
      expect(mine).toMatchObject({ status: "disputed", hasAccess: false, dispute: { status: "open", reason: "product_not_received" } });
      expect(mine.dispute.summary).toMatch(/Access is paused/);
      const theirs = (await api(`/purchases/${orderId}`, { key: seller.key })).body.data;
      expect(theirs.dispute).toMatchObject({ status: "open", heldAmount: 16 });
      expect(theirs.dispute.summary).toContain("$16.00 is held from your balance");
      const sale = ((await api("/sales", { key: seller.key })).body.data as { orderId: string; status: string }[]).find(
        (o) => o.orderId === orderId,
      );
      expect(sale?.status).toBe("disputed");
      expect(await balanceOf(seller.key)).toMatchObject({ balance: 0, disputes: -16 });
      // Neither side can refund a disputed order: the bank decides.
      const refund = await api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "other" } });
      expect([refund.status, refund.body.error.details.reason]).toEqual([400, "disputed"]);
      // Opened again (a repeated event): nothing more is held.
      await openDisputeByOperator(orderId, "product_not_received");
      expect((await balanceOf(seller.key)).balance).toBe(0);

      expect(await closeDisputeByOperator(orderId, "won")).toBe("dispute won");
      expect(await closeDisputeByOperator(orderId, "won")).toBe("dispute already closed");
      expect((await api(`/purchases/${orderId}/download`, { key: buyer.key })).status).toBe(200);
      expect((await run(buyer.key, productId)).status).not.toBe(403);
      expect((await validate(licenseKey)).body.data.valid).toBe(true);
      expect((await api(`/purchases/${orderId}`, { key: buyer.key })).body.data).toMatchObject({
        status: "completed",
        hasAccess: true,
        dispute: { status: "won", heldAmount: 0 },
      });
      expect(await balanceOf(seller.key)).toMatchObject({ balance: 16, disputes: 0 });
      expect(await eventsOf(seller.key, "dispute.created", orderId)).toHaveLength(1);
      expect((await eventsOf(buyer.key, "dispute.closed", orderId)).map((e) => e.data.dispute.status)).toEqual(["won"]);
    },
  );

  it(
    "a lost dispute keeps the share out of the balance with a ledger entry, ends access and revokes the key",
    { timeout: 60_000 },
    async () => {
      const { seller, buyer, orderId, licenseKey } = await disputedSetup();
      await openDisputeByOperator(orderId, "fraudulent");
      expect(await closeDisputeByOperator(orderId, "lost")).toBe("dispute lost");
      expect(await balanceOf(seller.key)).toMatchObject({ balance: 0, disputes: -16 });
      const entries = await (await db()).ledgerEntry.findMany({ where: { orderId, kind: "DISPUTE" } });
      expect(entries.map((e) => e.amountCents)).toEqual([-1600]);
      const order = (await api(`/purchases/${orderId}`, { key: seller.key })).body.data;
      expect(order).toMatchObject({ status: "disputed", hasAccess: false, dispute: { status: "lost", heldAmount: 16 } });
      expect(order.license.status).toBe("revoked");
      expect((await validate(licenseKey)).body.data.valid).toBe(false);
      const revoked = (await api("/events?type=license.revoked", { key: buyer.key })).body.data as {
        data: { license: { orderId: string; reason: string } };
      }[];
      expect(revoked.filter((e) => e.data.license.orderId === orderId).map((e) => e.data.license.reason)).toEqual(["dispute_lost"]);
      expect((await api(`/purchases/${orderId}/download`, { key: buyer.key })).status).toBe(403);
      // Closing it again (Stripe repeats the event) changes nothing.
      expect(await closeDisputeByOperator(orderId, "lost")).toBe("dispute already closed");
      expect((await balanceOf(seller.key)).balance).toBe(0);
    },
  );

  it("the order lists filter disputed orders, for the buyer and the seller; a won dispute returns the order to paid", async () => {
    const { seller, buyer, orderId } = await disputedSetup();
    const ids = async (key: string, path: string, status: string) =>
      ((await api(`${path}?status=${status}&limit=100`, { key })).body.data as { orderId: string; status: string }[])
        .filter((o) => o.orderId === orderId)
        .map((o) => o.status);
    expect(await ids(buyer.key, "/purchases", "completed")).toEqual(["completed"]);
    expect(await ids(buyer.key, "/purchases", "disputed")).toEqual([]);
    await openDisputeByOperator(orderId, "fraudulent");
    for (const [key, path] of [
      [buyer.key, "/purchases"],
      [seller.key, "/sales"],
    ] as const) {
      expect(await ids(key, path, "disputed")).toEqual(["disputed"]);
      expect(await ids(key, path, "completed")).toEqual([]);
      expect(await ids(key, path, "refunded")).toEqual([]);
      expect(await ids(key, path, "all")).toEqual(["disputed"]);
    }
    const disputed = await api("/sales?status=disputed", { key: seller.key });
    expect(disputed.body.meta.total).toBe(1);
    await closeDisputeByOperator(orderId, "won");
    expect(await ids(seller.key, "/sales", "disputed")).toEqual([]);
    expect(await ids(seller.key, "/sales", "completed")).toEqual(["completed"]);
    // An unknown status is a validation error naming the field.
    const bad = await api("/purchases?status=chargeback", { key: buyer.key });
    expect([bad.status, bad.body.error.code, bad.body.error.details.fields[0].path]).toEqual([400, "VALIDATION_ERROR", "status"]);
  });

  it("mails the seller when a dispute opens and when it is lost or won, with amounts in their currency", async () => {
    const client = await db();
    const mailsOf = (userId: string, orderId: string) =>
      client.mailMessage.findMany({
        where: { userId, kind: { in: ["dispute-opened", "dispute-closed"] }, text: { contains: orderId } },
        orderBy: { createdAt: "asc" },
      });
    const lost = await disputedSetup();
    await openDisputeByOperator(lost.orderId, "fraudulent");
    await openDisputeByOperator(lost.orderId, "fraudulent"); // a repeated event: no second mail
    const opened = await mailsOf(lost.seller.id, lost.orderId);
    expect(opened.map((m) => [m.kind, m.to])).toEqual([["dispute-opened", lost.seller.email]]);
    expect(opened[0].subject).toMatch(/^A payment for .+ is disputed$/);
    expect(opened[0].text).toContain("$20.00 USD"); // the disputed payment
    expect(opened[0].text).toContain("$16.00 USD"); // the seller's share held
    expect(opened[0].text).toContain("did not make this payment"); // the reason in plain words
    expect(opened[0].text).not.toContain("fraudulent");
    await closeDisputeByOperator(lost.orderId, "lost");
    await closeDisputeByOperator(lost.orderId, "lost");
    const closed = (await mailsOf(lost.seller.id, lost.orderId)).slice(1);
    expect(closed.map((m) => m.subject.split(":")[0])).toEqual(["Dispute lost"]);
    expect(closed[0].text).toContain("$16.00 USD");
    // Nothing of it goes to the buyer.
    expect(await mailsOf(lost.buyer.id, lost.orderId)).toEqual([]);

    const won = await disputedSetup();
    await openDisputeByOperator(won.orderId);
    await closeDisputeByOperator(won.orderId, "won");
    expect((await mailsOf(won.seller.id, won.orderId)).map((m) => m.subject.split(":")[0])).toEqual([
      expect.stringMatching(/^A payment for/),
      "Dispute won",
    ]);

    // A seller who turned dispute mail off (Settings → Notifications) gets none; the dispute itself is unchanged.
    const quiet = await disputedSetup();
    const cookie = await signIn(quiet.seller.email, TEST_PASSWORD);
    const off = await api("/account/notifications", {
      method: "PUT",
      json: { saleNotices: "each", payouts: true, disputes: false, productUpdates: true },
      headers: { cookie },
    });
    expect([off.status, off.body.data.disputes]).toEqual([200, false]);
    expect((await openDisputeByOperator(quiet.orderId)).outcome).toBe("dispute opened");
    expect(await closeDisputeByOperator(quiet.orderId, "lost")).toBe("dispute lost");
    expect(await mailsOf(quiet.seller.id, quiet.orderId)).toEqual([]);
  });

  it("counts a disputed order out of revenue analytics like a refund while open and once lost; a won dispute restores it", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const revenue = async (key: string) =>
      (await api(`/analytics/revenue?startDate=${day}&endDate=${day}&period=day`, { key })).body.data.summary as Record<string, number>;
    const products = async (key: string) =>
      (await api(`/analytics/products?startDate=${day}&endDate=${day}&period=day`, { key })).body.data as {
        summary: Record<string, number>;
        topProducts: { revenue: number; sales: number }[];
      };
    const sold = { grossRevenue: 20, refunds: 0, platformFees: 4, netRevenue: 16, sales: 1 };
    const taken = { grossRevenue: 20, refunds: 20, platformFees: 0, netRevenue: 0, sales: 0 };

    const won = await disputedSetup();
    expect(await revenue(won.seller.key)).toMatchObject(sold);
    await openDisputeByOperator(won.orderId);
    expect(await revenue(won.seller.key)).toMatchObject(taken);
    expect((await products(won.seller.key)).summary).toMatchObject({ totalRevenue: 0, netRevenue: 0, totalSales: 0 });
    await closeDisputeByOperator(won.orderId, "won");
    expect(await revenue(won.seller.key)).toMatchObject(sold);
    const restored = await products(won.seller.key);
    expect(restored.summary).toMatchObject({ totalRevenue: 20, netRevenue: 16, totalSales: 1 });
    expect(restored.topProducts).toMatchObject([{ revenue: 20, sales: 1 }]);

    // Partly refunded, then disputed and lost: the refund and the dispute together take back the whole payment.
    const lost = await disputedSetup();
    const refund = await api(`/purchases/${lost.orderId}/refund`, { key: lost.seller.key, json: { reason: "other", amount: 5 } });
    expect(refund.status, refund.text).toBe(200);
    await openDisputeByOperator(lost.orderId);
    await closeDisputeByOperator(lost.orderId, "lost");
    const after = await revenue(lost.seller.key);
    expect(after).toMatchObject(taken);
    expect(after.grossRevenue - after.refunds - after.platformFees).toBe(after.netRevenue);
    expect((await products(lost.seller.key)).topProducts).toMatchObject([{ revenue: 0, sales: 0 }]);
    // The balance agrees: 16.00 net, 4.00 of it refunded, the other 12.00 lost to the dispute.
    expect(await balanceOf(lost.seller.key)).toMatchObject({ balance: 0, disputes: -12 });
  });
});
