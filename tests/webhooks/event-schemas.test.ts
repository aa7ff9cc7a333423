import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { EVENT_DATA, EVENT_ENVELOPES } from "@/lib/events/event-schemas";
import { EVENT_TYPES, type EventType } from "@/lib/events/types";
import { runPayouts } from "@/lib/payouts/run-payouts";
import { closeDisputeByOperator, openDisputeByOperator } from "@/lib/purchases/disputes";
import { api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";
import { createProduct, publishedProduct } from "../catalog/helpers";
import { makeBuyer } from "../commerce/helpers";
import { startReceiver } from "./support/receiver";
import { addEndpoint } from "./support/webhooks";

// Every emitter's real payload against the schema lib/events/event-schemas.ts publishes to integrators (the
// OpenAPI document's `webhooks`): each event type is caused the way the app causes it (over HTTP where an operation
// does it, the payout job's domain function otherwise), and every Event row written for the accounts involved is
// parsed with its type's schemas. emitEvent's `data` is typed by the same schemas (lib/events/build-event.ts), so
// this catches what the type cannot: a value of the right type but the wrong form (a date, a rounded amount).

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

const ok = async (res: Promise<{ status: number; text: string }>, what: string) => {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r as Awaited<typeof res> & { body: any };
};

/** Buy, download (the content is accessed), ask for a refund: a refund request under the default policy. */
async function refundAfterDownload() {
  const seller = await makeUser();
  const productId = await publishedProduct(seller.key, { price: 20 });
  const buyer = await makeBuyer();
  const order = await ok(api("/purchases", { key: buyer.key, json: { productId } }), "purchase");
  const orderId = order.body.data.orderId;
  await ok(api(`/purchases/${orderId}/download`, { key: buyer.key }), "download");
  const asked = await ok(api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "not_as_described" } }), "refund");
  expect(asked.body.data.outcome).toBe("requested");
  return { seller, requestId: asked.body.data.refundRequest.id as string, accounts: [seller.id, buyer.id] };
}

const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

/** A purchase of a product that issues license keys (docs/commerce.md#license-keys). */
async function licensedPurchase() {
  const seller = await makeUser();
  const productId = await publishedProduct(seller.key, {
    price: 15,
    licenseKeys: { enabled: true, activationLimit: 2, expiresInDays: 365 },
  });
  const buyer = await makeBuyer();
  const order = await ok(api("/purchases", { key: buyer.key, json: { productId } }), "purchase");
  return { key: order.body.data.licenseKey as string, orderId: order.body.data.orderId as string, buyer, accounts: [seller.id, buyer.id] };
}

/** Causes each event type through the app; returns the accounts the events concern. */
const causes: Record<EventType, () => Promise<string[]>> = {
  async test() {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await startReceiver();
    receivers.push(r);
    const ep = await addEndpoint(u.key, r.url);
    await ok(api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" }), "webhook test");
    return [u.id];
  },
  async "product.published"() {
    const u = await makeUser();
    await publishedProduct(u.key, { title: "Published for the schema check", price: 12.5 });
    return [u.id];
  },
  async "product.updated"() {
    const u = await makeUser();
    const id = await createProduct(u.key, { title: "Before the edit", price: 9.99 });
    await ok(
      api(`/products/${id}`, { key: u.key, method: "PATCH", json: { title: "After the edit", price: 14, tags: ["edited"] } }),
      "product edit",
    );
    return [u.id];
  },
  async "product.unpublished"() {
    const u = await makeUser();
    const a = await publishedProduct(u.key, { title: "Unpublished for the check" });
    const b = await publishedProduct(u.key, { title: "Deleted for the check" });
    await ok(api(`/products/${a}/unpublish`, { key: u.key, method: "POST" }), "unpublish");
    await ok(api(`/products/${b}`, { key: u.key, method: "DELETE" }), "delete");
    return [u.id];
  },
  async "purchase.completed"() {
    const seller = await makeUser();
    const productId = await publishedProduct(seller.key, { price: 19.99 });
    const buyer = await makeBuyer();
    await ok(api("/purchases", { key: buyer.key, json: { productId } }), "purchase");
    return [seller.id, buyer.id];
  },
  async "purchase.refunded"() {
    const seller = await makeUser();
    const productId = await publishedProduct(seller.key, { price: 25 });
    const buyer = await makeBuyer();
    const order = await ok(api("/purchases", { key: buyer.key, json: { productId } }), "purchase");
    await ok(
      api(`/purchases/${order.body.data.orderId}/refund`, { key: buyer.key, json: { reason: "not_as_described", details: "Too short" } }),
      "refund",
    );
    return [seller.id, buyer.id];
  },
  async "refund.requested"() {
    return (await refundAfterDownload()).accounts;
  },
  async "refund.declined"() {
    const { seller, requestId, accounts } = await refundAfterDownload();
    await ok(api(`/refund-requests/${requestId}/decline`, { key: seller.key, json: { reason: "Used in full" } }), "decline");
    return accounts;
  },
  async "dispute.created"() {
    const { orderId, accounts } = await licensedPurchase();
    await openDisputeByOperator(orderId, "fraudulent");
    return accounts;
  },
  async "dispute.closed"() {
    const { orderId, accounts } = await licensedPurchase();
    await openDisputeByOperator(orderId, "product_not_received");
    await closeDisputeByOperator(orderId, "lost");
    return accounts;
  },
  async "license.created"() {
    return (await licensedPurchase()).accounts;
  },
  async "license.activated"() {
    const { key, accounts } = await licensedPurchase();
    await ok(api("/licenses/activate", { json: { key, instanceName: "Laptop" }, headers: { "x-forwarded-for": freshIp() } }), "activate");
    return accounts;
  },
  async "license.revoked"() {
    const { orderId, buyer, accounts } = await licensedPurchase();
    await ok(api(`/purchases/${orderId}/refund`, { key: buyer.key, json: { reason: "not_as_described" } }), "refund");
    return accounts;
  },
  async "payout.completed"() {
    const seller = await makeUser();
    const productId = await publishedProduct(seller.key, { price: 40 });
    const buyer = await makeBuyer();
    await ok(api("/purchases", { key: buyer.key, json: { productId } }), "purchase");
    // A past week no other test pays, so this run concerns this seller only.
    await (await db()).ledgerEntry.updateMany({ where: { userId: seller.id }, data: { createdAt: new Date("2023-03-08T12:00:00Z") } });
    const { payouts } = await runPayouts({ periodStart: "2023-03-06", periodEnd: "2023-03-12" });
    expect(payouts.filter((p) => p.sellerId === seller.id)).toHaveLength(1);
    return [seller.id, buyer.id];
  },
  async "review.created"() {
    const author = await makeUser();
    const productId = await publishedProduct(author.key, { price: 5 });
    const buyer = await makeBuyer();
    await ok(api("/purchases", { key: buyer.key, json: { productId } }), "purchase");
    await ok(api(`/products/${productId}/reviews`, { key: buyer.key, json: { rating: 4, comment: "Saved me an hour" } }), "review");
    return [author.id, buyer.id];
  },
  async "user.subscription.updated"() {
    const u = await makeUser();
    const cookie = await signIn(u.email, TEST_PASSWORD);
    await ok(api("/account/plan", { json: { plan: "PRO" }, headers: { cookie } }), "plan change");
    return [u.id];
  },
};

describe("every emitted event matches the schema published for its type", () => {
  it(
    "each cause writes events whose data and receiver body parse with the published schemas; every type is covered",
    { timeout: 180_000 },
    async () => {
      const accounts = new Set<string>();
      for (const cause of Object.values(causes)) for (const id of await cause()) accounts.add(id);

      const rows = await (await db()).event.findMany({ where: { accountIds: { hasSome: [...accounts] } } });
      const seen = new Set<string>();
      for (const row of rows) {
        const type = row.type as EventType;
        const where = `${row.type} event ${row.id}`;
        expect(EVENT_TYPES, `${where}: a type missing from lib/events/types.ts`).toContain(type);
        const data = EVENT_DATA[type].safeParse(row.data);
        expect(data.error?.issues, `${where}: stored data ${JSON.stringify(row.data)}`).toBeUndefined();
        const body = JSON.parse(row.payload);
        const envelope = EVENT_ENVELOPES[type].safeParse(body);
        expect(envelope.error?.issues, `${where}: receiver body ${row.payload}`).toBeUndefined();
        expect(body.data, `${where}: the body's data is the stored data`).toEqual(row.data);
        expect(body.id).toBe(row.id);
        seen.add(type);
      }
      // A new event type needs a cause above (the Record type asks for it too) and an emitter that writes it.
      expect(
        EVENT_TYPES.filter((t) => !seen.has(t)),
        "event types no cause above emitted",
      ).toEqual([]);
    },
  );
});
