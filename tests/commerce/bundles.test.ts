import { afterEach, describe, expect, it } from "vitest";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { db } from "@/lib/db/client";
import { baseUrl } from "../support/server";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";

// Bundles (docs/commerce.md#bundles, docs/decisions/054-bundles-grant-through-the-order.md): made through the API,
// bought with the credit for products already held, granting access everywhere through the one entitlement rule,
// and taken back by the bundle's refund except what was bought on its own.

const bundleBody = (ids: string[], over: Record<string, unknown> = {}) => ({
  title: "Outreach bundle",
  description: "Every outreach prompt at one price.",
  type: "BUNDLE",
  category: "commerce-test",
  content: "",
  price: 30,
  bundleProductIds: ids,
  ...over,
});

/** A seller with three published prompts (10.00, 15.00, 20.00) and a published bundle of them at 30.00. */
async function bundleScenario(opts: { bundlePrice?: number } = {}) {
  const seller = await makeUser({ name: "Bundle Seller", plan: "PRO" });
  const items = [
    await makeProduct(seller.id, { priceCents: 1000, content: "Alpha prompt {{name}}" }),
    await makeProduct(seller.id, { priceCents: 1500, content: "Beta prompt {{name}}" }),
    await makeProduct(seller.id, { priceCents: 2000, content: "Gamma prompt {{name}}" }),
  ];
  const client = await db();
  for (const [i, p] of items.entries()) {
    await client.product.update({ where: { id: p.id }, data: { title: ["Alpha", "Beta", "Gamma"][i] } });
  }
  const created = await api("/products", {
    key: seller.key,
    json: bundleBody(
      items.map((p) => p.id),
      { price: opts.bundlePrice ?? 30 },
    ),
  });
  expect(created.status, created.text).toBe(201);
  const bundleId = created.body.data.id as string;
  const published = await api(`/products/${bundleId}/publish`, { key: seller.key, method: "POST" });
  expect(published.status, published.text).toBe(200);
  return { seller, items, bundleId };
}

const download = (key: string, orderId: string, productId?: string) =>
  api(`/purchases/${orderId}/download${productId ? `?productId=${productId}` : ""}`, { key });
const run = (key: string, productId: string) => api("/ai/execute", { key, json: { productId, apiKeyId: "pk_unknown", variables: {} } });
const refund = (key: string, orderId: string, body: Record<string, unknown> = {}) =>
  api(`/purchases/${orderId}/refund`, { key, json: { reason: "other", ...body } });

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
async function mcpPrompts(key: string): Promise<string[]> {
  const client = new Client({ name: "bundle-tests", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${await baseUrl()}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  open.push(client);
  return (await client.listPrompts()).prompts.map((p) => p.name);
}

describe("bundles: the seller makes one", () => {
  it("creates a bundle of their own products, shows them in order, and publishes it once they are all published", async () => {
    const seller = await makeUser({ name: "Bundle Maker" });
    const a = await makeProduct(seller.id, { priceCents: 1000 });
    const b = await makeProduct(seller.id, { priceCents: 1500, status: "DRAFT" });
    const created = await api("/products", { key: seller.key, json: bundleBody([b.id, a.id]) });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    const detail = (await api(`/products/${id}`, { key: seller.key })).body.data;
    expect(detail).toMatchObject({ type: "BUNDLE", price: 30, priceMode: "fixed" });
    expect(detail.bundleProducts.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [b.id, "draft"],
      [a.id, "published"],
    ]);

    const refused = await api(`/products/${id}/publish`, { key: seller.key, method: "POST" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/Publish "Cold Email Writer" first/);

    const client = await db();
    await client.product.update({ where: { id: b.id }, data: { status: "PUBLISHED" } });
    expect((await api(`/products/${id}/publish`, { key: seller.key, method: "POST" })).status).toBe(200);

    // The list filters bundles; a visitor sees the bundle's products.
    const visitorKey = (await makeUser({ name: "Visitor" })).key;
    const listed = await api(`/products?type=BUNDLE&author=${seller.id}`, { key: visitorKey });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toEqual([id]);
    const visitor = (await api(`/products/${id}`, { key: visitorKey })).body.data;
    expect(visitor.bundleProducts.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    expect(visitor.content).toBeNull();

    // Reordering and changing the list is a patch; product.updated names it.
    const c = await makeProduct(seller.id, { priceCents: 500 });
    const patched = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { bundleProductIds: [a.id, c.id] } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.changes.bundleProductIds).toEqual({ old: [b.id, a.id], new: [a.id, c.id] });
    expect((await api(`/products/${id}`, { key: visitorKey })).body.data.bundleProducts.map((p: { id: string }) => p.id)).toEqual([
      a.id,
      c.id,
    ]);
  });

  it("refuses hostile lists: another seller's product, a bundle in a bundle, itself, too few, repeats, deleted, another currency", async () => {
    const seller = await makeUser({ name: "Hostile Bundler" });
    const other = await makeUser({ name: "Other Seller" });
    const mine = await makeProduct(seller.id);
    const mine2 = await makeProduct(seller.id);
    const theirs = await makeProduct(other.id);
    const client = await db();
    const gone = await makeProduct(seller.id);
    await client.product.update({ where: { id: gone.id }, data: { status: "DELETED", deletedAt: new Date() } });
    const euro = await makeProduct(seller.id);
    await client.product.update({ where: { id: euro.id }, data: { currency: "EUR" } });
    const inner = await api("/products", { key: seller.key, json: bundleBody([mine.id, mine2.id]) });
    expect(inner.status).toBe(201);
    const innerId = inner.body.data.id;

    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ bundleProductIds: [mine.id, theirs.id] }, "bundleProductIds.1", /Not one of your products/],
      [{ bundleProductIds: [mine.id, "prod_doesnotexist"] }, "bundleProductIds.1", /Not one of your products/],
      [{ bundleProductIds: [innerId, mine.id] }, "bundleProductIds.0", /another bundle/],
      [{ bundleProductIds: [mine.id, gone.id] }, "bundleProductIds.1", /deleted/],
      [{ bundleProductIds: [mine.id, euro.id] }, "bundleProductIds.1", /priced in EUR/],
      [{ bundleProductIds: [] }, "bundleProductIds", /at least 2/],
      [{ bundleProductIds: [mine.id] }, "bundleProductIds", /at least 2/],
      [{ bundleProductIds: [mine.id, mine.id] }, "bundleProductIds", /each product once/],
      [{ bundleProductIds: undefined }, "bundleProductIds", /List the products/],
      [{ bundleProductIds: [mine.id, 7] }, "bundleProductIds.1", /./],
      [{ priceMode: "pay_what_you_want", minimumPrice: 1, price: undefined }, "priceMode", /fixed price/],
      [{ licenseKeys: { enabled: true } }, "licenseKeys", /no license keys/],
      [{ prices: [{ currency: "EUR", amount: 20 }] }, "prices", /main currency only/],
      [{ type: "PROMPT", content: "x" }, "bundleProductIds", /Only a BUNDLE/],
    ];
    for (const [over, path, message] of cases) {
      const res = await api("/products", { key: seller.key, json: bundleBody([mine.id, mine2.id], over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      const field = res.body.error.details.fields.find((f: { path: string }) => f.path === path);
      expect(field, `${JSON.stringify(over)}: ${res.text}`).toBeDefined();
      expect(field.message).toMatch(message);
    }
    // Nothing half-written: the refused bundles left no product and no items.
    expect(await client.product.count({ where: { authorId: seller.id, type: "BUNDLE" } })).toBe(1);

    // A bundle cannot contain itself, nor change kind; another product cannot list bundled products.
    const self = await api(`/products/${innerId}`, { key: seller.key, method: "PATCH", json: { bundleProductIds: [innerId, mine.id] } });
    expect(self.body.error.details.fields[0]).toMatchObject({ path: "bundleProductIds.0", message: expect.stringMatching(/itself/) });
    const kind = await api(`/products/${innerId}`, { key: seller.key, method: "PATCH", json: { type: "PROMPT" } });
    expect([kind.status, kind.body.error.details.fields[0].path]).toEqual([400, "type"]);
    const toBundle = await api(`/products/${mine.id}`, { key: seller.key, method: "PATCH", json: { type: "BUNDLE" } });
    expect([toBundle.status, toBundle.body.error.details.fields[0].path]).toEqual([400, "type"]);
    const euros = await api(`/products/${innerId}`, {
      key: seller.key,
      method: "PATCH",
      json: { prices: [{ currency: "EUR", amount: 20 }] },
    });
    expect([euros.status, euros.body.error.details.fields[0].path]).toEqual([400, "prices"]);
    const listOnPrompt = await api(`/products/${mine.id}`, {
      key: seller.key,
      method: "PATCH",
      json: { bundleProductIds: [mine2.id, gone.id] },
    });
    expect(listOnPrompt.status).toBe(400);
    // Another seller cannot patch the bundle at all (they may see nothing of a draft).
    const stranger = await api(`/products/${innerId}`, {
      key: other.key,
      method: "PATCH",
      json: { bundleProductIds: [theirs.id, mine.id] },
    });
    expect(stranger.status).toBe(404);
    expect(
      (await client.bundleItem.findMany({ where: { bundleId: innerId }, orderBy: { position: "asc" } })).map((i) => i.productId),
    ).toEqual([mine.id, mine2.id]);
  });
});

describe("bundles: buying one", () => {
  it("grants every product: downloads, content, runs, MCP and entitlements, through the bundle's order", async () => {
    const { seller, items, bundleId } = await bundleScenario();
    const buyer = await makeBuyer();
    const quote = (await api("/purchases/quote", { key: buyer.key, json: { productId: bundleId } })).body.data;
    expect(quote).toMatchObject({ listPrice: 30, amount: 30, bundle: { credit: 0 } });

    const res = await buy(buyer.key, bundleId);
    expect(res.status, res.text).toBe(201);
    const orderId = res.body.data.orderId;
    expect(res.body.data).toMatchObject({ amount: 30, listPrice: 30, bundle: { credit: 0 } });
    expect(res.body.data.bundle.items.map((i: { title: string; granted: boolean }) => [i.title, i.granted])).toEqual([
      ["Alpha", true],
      ["Beta", true],
      ["Gamma", true],
    ]);

    for (const p of items) {
      const file = await download(buyer.key, orderId, p.id);
      expect(file.status, file.text).toBe(200);
      expect(file.text).toContain("prompt {{name}}");
      expect((await api(`/products/${p.id}`, { key: buyer.key })).body.data).toMatchObject({
        viewer: "buyer",
        content: expect.any(String),
      });
      expect((await run(buyer.key, p.id)).status).not.toBe(403);
    }
    // The bundle order's download names one of its products; a bare download says which.
    const bare = await download(buyer.key, orderId);
    expect([bare.status, bare.body.error.details.reason]).toEqual([400, "bundle_product_required"]);
    expect(bare.body.error.details.products).toHaveLength(3);
    expect((await download(buyer.key, orderId, "prod_other")).status).toBe(400);
    // The bundle itself runs nothing; MCP lists its products, not the bundle.
    expect((await mcpPrompts(buyer.key)).sort()).toEqual(items.map((p) => p.id).sort());

    // Buying one of them again is "already purchased", naming the bundle's order.
    const again = await buy(buyer.key, items[0].id);
    expect([again.status, again.body.error.details.reason, again.body.error.details.orderId]).toEqual([400, "already_purchased", orderId]);

    const entitlements = await api(`/customers/${buyer.id}/entitlements`, { key: seller.key });
    expect(entitlements.status).toBe(200);
    expect(
      entitlements.body.data.map((e: { productId: string; via: string; orderId: string }) => [e.productId, e.via, e.orderId]).sort(),
    ).toEqual([[bundleId, "order", orderId], ...items.map((p) => [p.id, "bundle", orderId])].sort());

    // The order, the receipt, the ledger and the event carry the bundle.
    const order = (await api(`/purchases/${orderId}`, { key: buyer.key })).body.data;
    expect(order.bundle.items[0]).toMatchObject({
      productId: items[0].id,
      granted: true,
      downloadUrl: expect.stringContaining(`?productId=${items[0].id}`),
    });
    const sellerView = (await api(`/purchases/${orderId}`, { key: seller.key })).body.data;
    expect(sellerView.bundle.items[0].downloadUrl).toBeNull();
    const receipt = await api(`/purchases/${orderId}/receipt`, { key: buyer.key });
    expect(receipt.text).toContain("Includes");
    expect(receipt.text).toContain("Gamma");
    const client = await db();
    const ledger = await client.ledgerEntry.findMany({ where: { orderId } });
    expect(ledger.map((l) => [l.kind, l.amountCents])).toEqual([["SALE", 2400]]);
    const event = await client.event.findFirstOrThrow({ where: { type: "purchase.completed", accountIds: { has: buyer.id } } });
    expect((event.data as { order: { bundle: unknown } }).order.bundle).toEqual({
      credit: 0,
      items: [
        { productId: items[0].id, title: "Alpha", granted: true, credit: 0 },
        { productId: items[1].id, title: "Beta", granted: true, credit: 0 },
        { productId: items[2].id, title: "Gamma", granted: true, credit: 0 },
      ],
    });
    // Analytics: one sale of the bundle, for what was paid; its products sold nothing of their own.
    const day = new Date().toISOString().slice(0, 10);
    const products = (await api(`/analytics/products?startDate=${day}&endDate=${day}&period=day`, { key: seller.key })).body.data;
    expect(products.summary).toMatchObject({ totalRevenue: 30, totalSales: 1 });
    expect(products.topProducts.map((p: { id: string }) => p.id)).toEqual([bundleId]);
  });

  it("takes off what the buyer paid for a product they own, and the bundle's refund keeps that one", async () => {
    const { seller, items, bundleId } = await bundleScenario();
    const buyer = await makeBuyer();
    const own = await buy(buyer.key, items[1].id); // Beta, 15.00
    expect(own.status).toBe(201);

    const quote = (await api("/purchases/quote", { key: buyer.key, json: { productId: bundleId } })).body.data;
    expect(quote).toMatchObject({ listPrice: 30, amount: 15, bundle: { credit: 15 } });
    expect(quote.bundle.items.map((i: { granted: boolean; credit: number }) => [i.granted, i.credit])).toEqual([
      [true, 0],
      [false, 15],
      [true, 0],
    ]);
    const res = await buy(buyer.key, bundleId);
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 15, listPrice: 30, bundle: { credit: 15 } });
    const orderId = res.body.data.orderId;
    const client = await db();
    expect(await client.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ amountCents: 1500, bundleCreditCents: 1500 });
    // The granted products share the 15.00 paid by list price: 10 : 20 → 5.00 and 10.00.
    const lines = await client.orderBundleItem.findMany({ where: { orderId }, orderBy: { position: "asc" } });
    expect(lines.map((l) => [l.granted, l.creditCents, l.paidCents])).toEqual([
      [true, 0, 500],
      [false, 1500, 0],
      [true, 0, 1000],
    ]);
    // The credited product is not downloadable through the bundle: it has its own order.
    expect((await download(buyer.key, orderId, items[1].id)).status).toBe(400);
    const receipt = await api(`/purchases/${orderId}/receipt`, { key: buyer.key });
    expect(receipt.text).toMatch(/Beta \(already yours: \$15\.00 credited\)/);

    // The seller refunds the bundle: what it granted goes, what was bought on its own stays.
    const refunded = await refund(seller.key, orderId);
    expect(refunded.status, refunded.text).toBe(200);
    for (const p of [items[0], items[2]]) {
      expect((await api(`/products/${p.id}`, { key: buyer.key })).body.data.viewer).toBe("visitor");
      expect((await run(buyer.key, p.id)).status).toBe(403);
    }
    expect((await download(buyer.key, orderId, items[0].id)).status).toBe(403);
    expect((await api(`/products/${items[1].id}`, { key: buyer.key })).body.data.viewer).toBe("buyer");
    expect((await download(buyer.key, own.body.data.orderId)).status).toBe(200);
    expect(await mcpPrompts(buyer.key)).toEqual([items[1].id]);
    const entitlements = (await api(`/customers/${buyer.id}/entitlements`, { key: seller.key })).body.data;
    expect(entitlements.map((e: { productId: string }) => e.productId)).toEqual([items[1].id]);
    // The refunded products can be bought again.
    expect((await buy(buyer.key, items[0].id)).status).toBe(201);
  });

  it("never goes below zero: what was paid for an owned product beyond the bundle's price makes a free order, with no charge", async () => {
    const { items, bundleId } = await bundleScenario({ bundlePrice: 12 });
    const buyer = await makeBuyer();
    expect((await buy(buyer.key, items[2].id)).status).toBe(201); // Gamma, 20.00: more than the bundle's 12.00
    const quote = (await api("/purchases/quote", { key: buyer.key, json: { productId: bundleId } })).body.data;
    expect(quote).toMatchObject({ listPrice: 12, amount: 0, bundle: { credit: 12 } });
    const free = await buy(buyer.key, bundleId);
    expect(free.status, free.text).toBe(201);
    expect(free.body.data).toMatchObject({ amount: 0, bundle: { credit: 12 } });
    const client = await db();
    expect(await client.charge.count({ where: { orderId: free.body.data.orderId } })).toBe(0);
    expect((await download(buyer.key, free.body.data.orderId, items[0].id)).status).toBe(200);
    const again = await buy(buyer.key, bundleId);
    expect([again.status, again.body.error.details.reason]).toEqual([400, "already_purchased"]);
  });

  it("refuses a bundle whose products are all owned, or one of whose products was unpublished, and charges nothing", async () => {
    const { seller, items, bundleId } = await bundleScenario();
    const buyer = await makeBuyer();
    for (const p of items) expect((await buy(buyer.key, p.id)).status).toBe(201);
    const owned = await buy(buyer.key, bundleId);
    expect([owned.status, owned.body.error.details.reason]).toEqual([400, "bundle_owned"]);

    const other = await makeBuyer();
    expect((await api(`/products/${items[0].id}/unpublish`, { key: seller.key, method: "POST" })).status).toBe(200);
    const hidden = await buy(other.key, bundleId);
    expect(hidden.status).toBe(400);
    expect(hidden.body.error.message).toMatch(/Publish "Alpha" first/);
    const client = await db();
    expect(await client.order.count({ where: { productId: bundleId } })).toBe(0);
  });

  it("counts a product's download as access to the bundle (its refund then follows the policy), but not the bundle's own page", async () => {
    const { items, bundleId } = await bundleScenario();
    const buyer = await makeBuyer();
    const orderId = (await buy(buyer.key, bundleId)).body.data.orderId;
    expect((await api(`/products/${bundleId}`, { key: buyer.key })).body.data.viewer).toBe("buyer");
    expect((await api(`/purchases/${orderId}`, { key: buyer.key })).body.data).toMatchObject({ accessedAt: null, refundMode: "immediate" });
    expect((await download(buyer.key, orderId, items[2].id)).status).toBe(200);
    const order = (await api(`/purchases/${orderId}`, { key: buyer.key })).body.data;
    expect(order.accessedAt).not.toBeNull();
    expect(order.refundMode).toBe("request"); // the bundle's policy: seller_review after access
    const asked = await refund(buyer.key, orderId);
    expect(asked.body.data.outcome).toBe("requested");
    expect((await download(buyer.key, orderId, items[0].id)).status).toBe(200); // still theirs while the seller decides
  });

  it("gives one order for concurrent purchases of the same bundle", async () => {
    const { bundleId, items } = await bundleScenario();
    const buyer = await makeBuyer();
    const results = await Promise.all(Array.from({ length: 8 }, () => buy(buyer.key, bundleId)));
    const client = await db();
    const orders = await client.order.findMany({ where: { buyerId: buyer.id, productId: bundleId } });
    expect(orders).toHaveLength(1);
    expect(results.filter((r) => r.status === 201).every((r) => r.body.data.orderId === orders[0].id)).toBe(true);
    expect(results.filter((r) => r.status !== 201).map((r) => r.body.error.details.reason)).toEqual(
      Array(results.filter((r) => r.status !== 201).length).fill("already_purchased"),
    );
    expect(await client.orderBundleItem.count({ where: { buyerId: buyer.id } })).toBe(items.length);
    expect(await client.charge.count({ where: { orderId: orders[0].id } })).toBe(1);
    expect(await client.ledgerEntry.count({ where: { orderId: orders[0].id } })).toBe(1);
  });
});
