import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { hasActivePurchase } from "@/lib/purchases/access";
import { InProcessRunner } from "@/lib/jobs/in-process-runner";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { JOBS } from "@/inngest/registry";
import { expireRefundRequests } from "@/inngest/functions/refund-requests";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";
import { runScenario, setUpFakeProvider } from "../ai/fixtures";

const fake = setUpFakeProvider();

type Policy = "BEFORE_ACCESS" | "SELLER_REVIEW" | "ALWAYS";

async function purchased(refundPolicy?: Policy) {
  const seller = await makeUser({ name: "Policy Seller", plan: "PRO" });
  const product = await makeProduct(seller.id, { priceCents: 2000, refundPolicy });
  const buyer = await makeBuyer();
  const orderId: string = (await buy(buyer.key, product.id)).body.data.orderId;
  return { seller, product, buyer, orderId };
}

const refund = (key: string, orderId: string) => api(`/purchases/${orderId}/refund`, { key, json: { reason: "not_as_described" } });
const download = (key: string, orderId: string) => api(`/purchases/${orderId}/download`, { key });

/** What a refund would have moved: the order's state, refund rows and the seller's ledger. */
async function money(orderId: string, sellerId: string) {
  const client = await db();
  return {
    status: (await client.order.findUniqueOrThrow({ where: { id: orderId } })).status,
    refunds: await client.refund.count({ where: { orderId } }),
    reversals: await client.ledgerEntry.count({ where: { orderId, userId: sellerId, kind: "REFUND" } }),
  };
}

describe("refunds after access (refund policy, ADR 025)", () => {
  it("refunds at once before any access, as before", async () => {
    const { seller, buyer, orderId } = await purchased();
    const before = await api(`/purchases/${orderId}`, { key: buyer.key });
    expect(before.body.data).toMatchObject({
      accessedAt: null,
      refundPolicy: "seller_review",
      refundMode: "immediate",
      refundRequest: null,
    });
    const res = await refund(buyer.key, orderId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: "refunded", orderId, orderStatus: "refunded", amount: 20 });
    expect(await money(orderId, seller.id)).toEqual({ status: "REFUNDED", refunds: 1, reversals: 1 });
  });

  it("the attack: buy, download, refund → a refund request for the seller, no money back, access kept", async () => {
    const { seller, product, buyer, orderId } = await purchased();
    expect((await download(buyer.key, orderId)).status).toBe(200);
    const res = await refund(buyer.key, orderId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      outcome: "requested",
      orderId,
      orderStatus: "completed",
      refundRequest: { id: expect.stringMatching(/^rr_/), status: "pending", amount: 20, currency: "USD", reason: "not_as_described" },
    });
    const autoApproveAt = new Date(res.body.data.refundRequest.autoApproveAt).getTime();
    expect(Math.abs(autoApproveAt - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    expect(await money(orderId, seller.id)).toEqual({ status: "COMPLETED", refunds: 0, reversals: 0 });
    expect(await hasActivePurchase(await db(), buyer.id, product.id)).toBe(true);
    const events = await (await db()).event.findMany({ where: { type: "refund.requested", accountIds: { has: seller.id } } });
    expect(events.map((e) => e.data)).toEqual([
      {
        refundRequest: {
          id: res.body.data.refundRequest.id,
          orderId,
          productId: product.id,
          amount: 20,
          currency: "USD",
          reason: "not_as_described",
          autoApproveAt: res.body.data.refundRequest.autoApproveAt,
        },
      },
    ]);
    // The buyer sees the request's state; asking again is refused while it waits.
    const view = await api(`/purchases/${orderId}`, { key: buyer.key });
    expect(view.body.data).toMatchObject({ refundRequest: { status: "pending" }, refundableUntil: null, refundMode: null });
    expect(view.body.data.accessedAt).not.toBeNull();
    const again = await refund(buyer.key, orderId);
    expect([again.status, again.body.error.details.reason]).toEqual([400, "refund_requested"]);
  });

  it("counts a run and a product detail read with content as access", async () => {
    const scenario = await runScenario("Summarise {{text}}", fake.url);
    expect((await scenario.run({ text: "x" })).status).toBe(200);
    const ran = await refund(scenario.buyer.key, scenario.order.id);
    expect(ran.body.data.outcome).toBe("requested");
    const order = await (await db()).order.findUniqueOrThrow({ where: { id: scenario.order.id } });
    expect(order.ranAt).not.toBeNull();

    const read = await purchased();
    const visible = await api(`/products/${read.product.id}`, { key: read.buyer.key });
    expect(visible.body.data.content).toContain("cold email");
    expect((await refund(read.buyer.key, read.orderId)).body.data.outcome).toBe("requested");
    // The author's own reads and a signed-out visitor's never count.
    const fresh = await purchased();
    await api(`/products/${fresh.product.id}`, { key: fresh.seller.key });
    expect((await refund(fresh.buyer.key, fresh.orderId)).body.data.outcome).toBe("refunded");
  });

  it("policy before_access refuses after access; always refunds at once after access", async () => {
    const strict = await purchased("BEFORE_ACCESS");
    await download(strict.buyer.key, strict.orderId);
    expect((await api(`/purchases/${strict.orderId}`, { key: strict.buyer.key })).body.data).toMatchObject({
      refundPolicy: "before_access",
      refundableUntil: null,
      refundMode: null,
    });
    const refused = await refund(strict.buyer.key, strict.orderId);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { reason: "content_accessed", refundPolicy: "before_access", orderId: strict.orderId },
    });
    expect(await money(strict.orderId, strict.seller.id)).toEqual({ status: "COMPLETED", refunds: 0, reversals: 0 });

    const early = await purchased("BEFORE_ACCESS");
    expect((await refund(early.buyer.key, early.orderId)).body.data.outcome).toBe("refunded");

    const lenient = await purchased("ALWAYS");
    await download(lenient.buyer.key, lenient.orderId);
    expect((await refund(lenient.buyer.key, lenient.orderId)).body.data.outcome).toBe("refunded");
    expect(await money(lenient.orderId, lenient.seller.id)).toEqual({ status: "REFUNDED", refunds: 1, reversals: 1 });
  });

  it("sellers set the policy on their product through the API, seller_review by default", async () => {
    const seller = await makeUser({ plan: "PRO" });
    const created = await api("/products", {
      key: seller.key,
      json: { title: "Policy product", description: "d", type: "PROMPT", category: "commerce-test", price: 5, content: "c" },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await api(`/products/${id}`, { key: seller.key })).body.data.refundPolicy).toBe("seller_review");
    const changed = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { refundPolicy: "before_access" } });
    expect(changed.status).toBe(200);
    expect((await api(`/products/${id}`, { key: seller.key })).body.data.refundPolicy).toBe("before_access");
    const bad = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { refundPolicy: "never" } });
    expect([bad.status, bad.body.error.details.fields[0].path]).toEqual([400, "refundPolicy"]);
  });
});

describe("refund requests: the seller's answer", () => {
  async function requested() {
    const p = await purchased();
    await download(p.buyer.key, p.orderId);
    const requestId: string = (await refund(p.buyer.key, p.orderId)).body.data.refundRequest.id;
    return { ...p, requestId };
  }

  it("lists the seller's requests, filtered by status", async () => {
    const { seller, requestId, orderId } = await requested();
    const all = await api("/refund-requests", { key: seller.key });
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ page: 1, total: 1 });
    expect(all.body.data[0]).toMatchObject({
      id: requestId,
      orderId,
      status: "pending",
      buyer: { name: "Buyer" },
      product: { title: "Cold Email Writer" },
    });
    expect((await api("/refund-requests?status=declined", { key: seller.key })).body.data).toEqual([]);
    expect((await api("/refund-requests?status=pending", { key: seller.key })).body.data).toHaveLength(1);
    const bad = await api("/refund-requests?status=maybe", { key: seller.key });
    expect(bad.status).toBe(400);
  });

  it("approve refunds the buyer in full with purchase.refunded; a second answer is refused", async () => {
    const { seller, buyer, orderId, requestId, product } = await requested();
    const res = await api(`/refund-requests/${requestId}/approve`, { key: seller.key, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: requestId, status: "approved", decidedBy: "seller" });
    expect(await money(orderId, seller.id)).toEqual({ status: "REFUNDED", refunds: 1, reversals: 1 });
    expect(await hasActivePurchase(await db(), buyer.id, product.id)).toBe(false);
    const events = await (await db()).event.findMany({ where: { type: "purchase.refunded", accountIds: { has: buyer.id } } });
    expect(events).toHaveLength(1);
    expect((await api(`/purchases/${orderId}`, { key: buyer.key })).body.data).toMatchObject({
      status: "refunded",
      refundRequest: { status: "approved" },
    });
    const twice = await api(`/refund-requests/${requestId}/decline`, { key: seller.key, json: {} });
    expect([twice.status, twice.body.error.details.reason]).toEqual([400, "refund_request_decided"]);
  });

  it("decline keeps the purchase, emits refund.declined with the note, and closes refunds on the order", async () => {
    const { seller, buyer, orderId, requestId } = await requested();
    const res = await api(`/refund-requests/${requestId}/decline`, { key: seller.key, json: { reason: "You used it 40 times" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "declined", declineReason: "You used it 40 times", decidedBy: "seller" });
    expect(await money(orderId, seller.id)).toEqual({ status: "COMPLETED", refunds: 0, reversals: 0 });
    const events = await (await db()).event.findMany({ where: { type: "refund.declined", accountIds: { has: buyer.id } } });
    expect(events.map((e) => e.data)).toEqual([
      { refundRequest: expect.objectContaining({ id: requestId, orderId, declineReason: "You used it 40 times", amount: 20 }) },
    ]);
    expect((await api(`/purchases/${orderId}`, { key: buyer.key })).body.data.refundRequest).toMatchObject({
      status: "declined",
      declineReason: "You used it 40 times",
    });
    const again = await refund(buyer.key, orderId);
    expect([again.status, again.body.error.details.reason]).toEqual([400, "refund_declined"]);
    const tooLong = await api(`/refund-requests/${requestId}/decline`, { key: seller.key, json: { reason: "x".repeat(1001) } });
    expect(tooLong.status).toBe(400);
  });

  it("hides other sellers' requests (404), refuses the buyer, and checks scopes", async () => {
    const { buyer, requestId } = await requested();
    const other = await makeUser({ plan: "PRO" });
    for (const action of ["approve", "decline"]) {
      const res = await api(`/refund-requests/${requestId}/${action}`, { key: other.key, json: {} });
      expect([res.status, res.body.error.code]).toEqual([404, "NOT_FOUND"]);
      const byBuyer = await api(`/refund-requests/${requestId}/${action}`, { key: buyer.key, json: {} });
      expect(byBuyer.status).toBe(404);
    }
    expect((await api("/refund-requests", { key: other.key })).body.data).toEqual([]);
    expect((await api("/refund-requests/rr_unknown/approve", { key: other.key, json: {} })).status).toBe(404);
    const readOnly = await makeUser({ scopes: ["purchases:read"] });
    const denied = await api(`/refund-requests/${requestId}/approve`, { key: readOnly.key, json: {} });
    expect([denied.status, denied.body.error.code]).toEqual([403, "UNAUTHORIZED"]);
    const noRead = await makeUser({ scopes: ["products:read"] });
    expect((await api("/refund-requests", { key: noRead.key })).status).toBe(403);
  });
});

describe("refund-requests-expire job", () => {
  it("is registered hourly, and on the in-process runner approves requests unanswered for 7 days, leaving newer ones", async () => {
    expect(JOBS).toContain(expireRefundRequests);
    expect(expireRefundRequests.cron).toBe("0 * * * *");
    const old = await purchased();
    await download(old.buyer.key, old.orderId);
    const oldId: string = (await refund(old.buyer.key, old.orderId)).body.data.refundRequest.id;
    const recent = await purchased();
    await download(recent.buyer.key, recent.orderId);
    const recentId: string = (await refund(recent.buyer.key, recent.orderId)).body.data.refundRequest.id;
    const client = await db();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await client.refundRequest.update({
      where: { id: oldId },
      data: { createdAt: eightDaysAgo, dueAt: new Date(eightDaysAgo.getTime() + 7 * 86_400_000) },
    });

    const runner = new InProcessRunner([expireRefundRequests], { pollMs: 100 });
    runner.start();
    try {
      const { id } = await enqueueJob(expireRefundRequests, {});
      const deadline = Date.now() + 20_000;
      while ((await client.job.findUniqueOrThrow({ where: { id } })).status !== "SUCCEEDED") {
        if (Date.now() > deadline) throw new Error("the job did not complete in 20 s");
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await runner.stop();
    }
    expect(await client.refundRequest.findUniqueOrThrow({ where: { id: oldId } })).toMatchObject({ status: "APPROVED", decidedBy: "auto" });
    expect(await money(old.orderId, old.seller.id)).toEqual({ status: "REFUNDED", refunds: 1, reversals: 1 });
    expect(await client.refundRequest.findUniqueOrThrow({ where: { id: recentId } })).toMatchObject({ status: "PENDING" });
    expect(await money(recent.orderId, recent.seller.id)).toEqual({ status: "COMPLETED", refunds: 0, reversals: 0 });
  });
});
