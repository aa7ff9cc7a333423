import type { ParsedMail } from "mailparser";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { queueProductUpdateBatch } from "@/lib/purchases/product-updates";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { api, rawFetch } from "../support/http";
import { signIn } from "../support/session";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

const settle = () => new Promise((r) => setTimeout(r, 2500)); // longer than the job runner's poll
const header = (m: ParsedMail, name: string) =>
  m.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n/g, "")
    .replace(/^[^:]+:\s*/, "");
const updates = (email: string, version: string) => sink.to(email).filter((m) => m.subject === `Cold Email Writer ${version} is out`);
/** The one-click URL of a mail's List-Unsubscribe header, as a path on the test server. */
const unsubscribePath = (m: ParsedMail) => new URL(/^<([^>]+)>$/.exec(header(m, "List-Unsubscribe") ?? "")![1]).pathname;

async function release(sellerKey: string, productId: string, version: string, changelog: string) {
  const res = await api(`/products/${productId}`, {
    method: "PATCH",
    key: sellerKey,
    json: { version, changelog, content: `Write a cold email (${version}) to {{name}} about {{topic}}.` },
  });
  expect(res.status).toBe(200);
}

describe("product-update mail", () => {
  it("mails each active buyer the version and changelog with one-click unsubscribe; opted-out buyers get nothing", async () => {
    const seller = await makeUser({ name: "Sam Seller" });
    const product = await makeProduct(seller.id);
    const [stays, leaves, allOff] = [await makeBuyer(), await makeBuyer(), await makeBuyer()];
    const orders: Record<string, string> = {};
    for (const b of [stays, leaves, allOff]) {
      const res = await buy(b.key, product.id);
      expect(res.status).toBe(201);
      orders[b.id] = res.body.data.orderId;
    }
    // One buyer turns product updates off for every product (Settings → Notifications).
    const cookie = await signIn(allOff.email, TEST_PASSWORD);
    const prefs = await api("/account/notifications", {
      method: "PUT",
      json: { saleNotices: "each", payouts: true, disputes: true, productUpdates: false },
      headers: { cookie },
    });
    expect(prefs.status).toBe(200);

    await release(seller.key, product.id, "1.1.0", "Shorter openers.\nA follow-up template.");
    const first = await sink.waitFor(stays.email, (m) => m.subject === "Cold Email Writer 1.1.0 is out");
    expect(first.text).toContain("Sam Seller released version 1.1.0 of Cold Email Writer");
    expect(first.text).toContain("Shorter openers.");
    expect(first.text).toContain(`/dashboard/purchases/${orders[stays.id]}`);
    expect(header(first, "List-Unsubscribe")).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}>$/);
    expect(header(first, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const second = await sink.waitFor(leaves.email, (m) => m.subject === "Cold Email Writer 1.1.0 is out");

    // A GET (a mail scanner following the link) only asks; nothing changes.
    const path = unsubscribePath(second);
    const page = await rawFetch(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Stop mail about new versions of Cold Email Writer?");
    expect(html).toContain('method="post"');
    const client = await db();
    expect(await client.productUpdateOptOut.count({ where: { userId: leaves.id } })).toBe(0);

    // A forged or altered token changes nothing and says so, the same for every account.
    const forged = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const refused = await rawFetch(forged, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This unsubscribe link is not valid");
    expect((await rawFetch("/unsubscribe/not-a-token", { method: "POST" })).status).toBe(400);
    expect(await client.productUpdateOptOut.count({ where: { userId: leaves.id } })).toBe(0);

    // The one-click POST of RFC 8058: no session, no cookie.
    const done = await rawFetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("We will not mail you about new versions of Cold Email Writer");
    expect(await client.productUpdateOptOut.count({ where: { userId: leaves.id, productId: product.id } })).toBe(1);

    await settle();
    expect(updates(allOff.email, "1.1.0")).toEqual([]);

    // The next version mails only the buyer who stayed.
    await release(seller.key, product.id, "1.2.0", "Tone picker.");
    const next = await sink.waitFor(stays.email, (m) => m.subject === "Cold Email Writer 1.2.0 is out");
    expect(next.text).toContain("Tone picker.");
    await settle();
    expect(updates(leaves.email, "1.2.0")).toEqual([]);
    expect(updates(allOff.email, "1.2.0")).toEqual([]);
    expect(updates(stays.email, "1.1.0")).toHaveLength(1);
    expect(updates(stays.email, "1.2.0")).toHaveLength(1);

    // The fan-out run again (a retried step) writes nothing twice.
    const version = await client.productVersion.findFirstOrThrow({ where: { productId: product.id, label: "1.2.0" } });
    expect(await queueProductUpdateBatch(product.id, version.seq, null)).toEqual({ queued: 0, next: null });
    expect(await client.mailMessage.count({ where: { kind: "product-update", userId: stays.id } })).toBe(2);
  }, 120_000);

  it("mails buyers who hold the product through a bundle, once per buyer, and nobody whose bundle was refunded", async () => {
    const seller = await makeUser({ name: "Sam Seller", plan: "PRO" });
    const product = await makeProduct(seller.id);
    const other = await makeProduct(seller.id, { priceCents: 1500, content: "Other prompt {{name}}" });
    const created = await api("/products", {
      key: seller.key,
      json: {
        title: "Outreach bundle",
        description: "Every outreach prompt at one price.",
        type: "BUNDLE",
        category: "commerce-test",
        content: "",
        price: 25,
        bundleProductIds: [product.id, other.id],
      },
    });
    expect(created.status, created.text).toBe(201);
    const bundleId: string = created.body.data.id;
    expect((await api(`/products/${bundleId}/publish`, { key: seller.key, method: "POST" })).status).toBe(200);
    const [viaBundle, both, direct, refunded] = [await makeBuyer(), await makeBuyer(), await makeBuyer(), await makeBuyer()];
    const bought = async (key: string, productId: string) => {
      const res = await buy(key, productId);
      expect(res.status, res.text).toBe(201);
      return res.body.data.orderId as string;
    };
    const bundleOrder = await bought(viaBundle.key, bundleId);
    const bothBundleOrder = await bought(both.key, bundleId);
    await bought(direct.key, product.id);
    const refundedOrder = await bought(refunded.key, bundleId);
    const refund = await api(`/purchases/${refundedOrder}/refund`, { key: seller.key, json: { reason: "other" } });
    expect(refund.body.data.orderStatus, refund.text).toBe("refunded");
    // A buyer holding the product both on its own and through the bundle. The API refuses to sell what a bundle
    // already grants, so the own order is written as an older version could have left it: still one mail.
    const client = await db();
    const granted = await client.order.findUniqueOrThrow({ where: { id: bothBundleOrder } });
    const ownOrder = `${bothBundleOrder}_own`;
    await client.order.create({
      data: {
        id: ownOrder,
        buyerId: both.id,
        sellerId: seller.id,
        productId: product.id,
        amountCents: 1999,
        feeCents: 400,
        sellerNetCents: 1599,
        currency: granted.currency,
        chargeRef: `ch_${ownOrder}`,
        activeKey: `${both.id}:${product.id}`,
      },
    });

    await release(seller.key, product.id, "1.1.0", "Bundle-aware.");
    const toBundleBuyer = await sink.waitFor(viaBundle.email, (m) => m.subject === "Cold Email Writer 1.1.0 is out");
    expect(toBundleBuyer.text).toContain("which you got with the bundle");
    expect(toBundleBuyer.text).toContain("Outreach bundle");
    expect(toBundleBuyer.text).toContain(`/dashboard/purchases/${bundleOrder}`);
    const toBoth = await sink.waitFor(both.email, (m) => m.subject === "Cold Email Writer 1.1.0 is out");
    expect(toBoth.text).toContain("which you bought");
    expect(toBoth.text).toContain(`/dashboard/purchases/${ownOrder}`); // their own order, not the bundle's
    await sink.waitFor(direct.email, (m) => m.subject === "Cold Email Writer 1.1.0 is out");
    await settle();
    expect([viaBundle, both, direct].map((b) => updates(b.email, "1.1.0").length)).toEqual([1, 1, 1]);
    expect(updates(refunded.email, "1.1.0")).toEqual([]);
    // The other item of the bundle did not change: nobody hears about it.
    expect(sink.to(viaBundle.email).filter((m) => m.subject?.includes(" is out"))).toHaveLength(1);

    // Run again (a retried step): nobody twice. Batches go by buyer id: after the first holder's id, the other two.
    const version = await client.productVersion.findFirstOrThrow({ where: { productId: product.id, label: "1.1.0" } });
    expect(await queueProductUpdateBatch(product.id, version.seq, null)).toEqual({ queued: 0, next: null });
    const next = await client.productVersion.create({
      data: { productId: product.id, seq: version.seq + 1, label: "1.1.1", content: version.content },
    });
    const holders = [viaBundle, both, direct].map((b) => b.id).sort();
    expect(await queueProductUpdateBatch(product.id, next.seq, holders[0])).toEqual({ queued: 2, next: null });
    expect(await queueProductUpdateBatch(product.id, next.seq, null)).toEqual({ queued: 1, next: null });
    const mails = await client.mailMessage.findMany({
      where: { kind: "product-update", dedupeKey: { startsWith: `product-update:${product.id}:${next.seq}:` } },
    });
    expect(mails.map((m) => m.userId).sort()).toEqual(holders);
  }, 120_000);

  it("the buyer turns one product's update mail off and on from the purchase page's switch", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    const orderId: string = (await buy(buyer.key, product.id)).body.data.orderId;
    const path = `/purchases/${orderId}/product-updates`;
    expect((await api(path, { key: buyer.key })).body.data).toEqual({ subscribed: true, allOff: false });
    const off = await api(path, { method: "PUT", key: buyer.key, json: { subscribed: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ subscribed: false, allOff: false });

    await release(seller.key, product.id, "2.0.0", "Rewritten.");
    await settle();
    expect(updates(buyer.email, "2.0.0")).toEqual([]);

    expect((await api(path, { method: "PUT", key: buyer.key, json: { subscribed: true } })).body.data.subscribed).toBe(true);
    await release(seller.key, product.id, "2.1.0", "Fixes.");
    await sink.waitFor(buyer.email, (m) => m.subject === "Cold Email Writer 2.1.0 is out");

    // Errors: a bad body, another account's order (the seller's too), a key without the scope.
    const bad = await api(path, { method: "PUT", key: buyer.key, json: { subscribed: "no" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].path).toBe("subscribed");
    expect((await api(path, { method: "PUT", key: buyer.key, json: { subscribed: true, extra: 1 } })).status).toBe(400);
    expect((await api(path, { key: seller.key })).status).toBe(404);
    expect((await api(`/purchases/ord_missing/product-updates`, { key: buyer.key })).status).toBe(404);
    const readOnly = await makeUser({ scopes: ["purchases:read"] });
    expect((await api(path, { method: "PUT", key: readOnly.key, json: { subscribed: false } })).status).toBe(403);
  }, 120_000);

  it("a draft never published mails nobody when its version changes", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id, { status: "DRAFT" });
    await (await db()).product.update({ where: { id: product.id }, data: { publishedAt: null } });
    await release(seller.key, product.id, "1.0.1", "Typo.");
    expect(await (await db()).productVersion.count({ where: { productId: product.id, label: "1.0.1" } })).toBe(1);
    expect(await (await db()).job.count({ where: { name: "product-update-mail", concurrencyKey: product.id } })).toBe(0);
  });
});
