import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { closeDisputeByOperator, openDisputeByOperator } from "@/lib/purchases/disputes";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
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
});
