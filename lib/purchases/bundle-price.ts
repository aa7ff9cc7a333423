import { db, type DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { priceOf, type PurchasePrice } from "@/lib/discounts/redeem";
import { assertBundleItemsPublished } from "@/lib/catalog/bundles";
import { entitlementOf } from "@/lib/purchases/access";

/** One of a bundle's products in a purchase: granted by it, or held already and credited (docs/commerce.md#bundles). */
export type BundleLine = {
  productId: string;
  title: string;
  listPriceCents: number;
  granted: boolean;
  /** Held already: what the buyer had paid for it (what is left of it after refunds). */
  creditCents: number;
  /** Granted: its share of what the order charges, prorated by list price (set by allocatePaid). */
  paidCents: number;
};

/** What a buyer pays for a product, with a bundle's lines (null for any other product). */
export type PricedPurchase = PurchasePrice & { bundleCreditCents: number; bundle: BundleLine[] | null };

type PricedProduct = Parameters<typeof priceOf>[1] & { type: string };

/**
 * The price of a purchase, the one place that knows bundles (docs/decisions/054-bundles-grant-through-the-order.md):
 * any product is priceOf's price; a bundle's list price is reduced first by what the buyer already paid for the
 * products in it they hold (PromptBase's rule, never below zero), then a discount code applies to what is left.
 * A bundle whose products the buyer all holds already is refused (400, details.reason "bundle_owned").
 */
export async function purchasePriceOf(buyerId: string, product: PricedProduct, code: string | undefined, named?: number) {
  if (product.type !== "BUNDLE") {
    const price = await priceOf(buyerId, product, code, named);
    return { ...price, bundleCreditCents: 0, bundle: null } satisfies PricedPurchase;
  }
  const client = await db();
  await assertBundleItemsPublished(client, product.id);
  const lines = await bundleLines(client, buyerId, product.id);
  if (lines.every((l) => !l.granted)) {
    throw new AppError("VALIDATION_ERROR", "You already have every product in this bundle", {
      reason: "bundle_owned",
      fields: [{ path: "productId", message: "You already have every product in this bundle" }],
    });
  }
  const credit = Math.min(
    product.priceCents,
    lines.reduce((sum, l) => sum + l.creditCents, 0),
  );
  const price = await priceOf(buyerId, { ...product, priceCents: product.priceCents - credit }, code, named);
  const paid = allocatePaid(
    price.amountCents,
    lines.filter((l) => l.granted).map((l) => l.listPriceCents),
  );
  let next = 0;
  const bundle = lines.map((l) => (l.granted ? { ...l, paidCents: paid[next++] } : l));
  return { ...price, listPriceCents: product.priceCents, bundleCreditCents: credit, bundle } satisfies PricedPurchase;
}

/** Each of the bundle's products, held by the buyer (with what they paid for it) or to be granted. */
async function bundleLines(client: DbTx, buyerId: string, bundleId: string): Promise<BundleLine[]> {
  const items = await client.bundleItem.findMany({
    where: { bundleId },
    orderBy: { position: "asc" },
    select: { product: { select: { id: true, title: true, priceCents: true } } },
  });
  const lines: BundleLine[] = [];
  for (const { product: p } of items) {
    const held = await entitlementOf(client, buyerId, p.id);
    const creditCents = held ? await paidFor(client, held, p.id) : 0;
    lines.push({ productId: p.id, title: p.title, listPriceCents: p.priceCents, granted: !held, creditCents, paidCents: 0 });
  }
  return lines;
}

/**
 * What the buyer paid for a product they hold, less what was refunded of it: its own order's amount, or its share
 * of the bundle that granted it (that bundle's refunds taken off in proportion).
 */
async function paidFor(client: DbTx, held: { orderId: string; via: "order" | "bundle" }, productId: string): Promise<number> {
  const order = await client.order.findUniqueOrThrow({ where: { id: held.orderId }, select: { amountCents: true, refundedCents: true } });
  const left = order.amountCents - order.refundedCents;
  if (held.via === "order") return Math.max(0, left);
  const line = await client.orderBundleItem.findUniqueOrThrow({
    where: { orderId_productId: { orderId: held.orderId, productId } },
    select: { paidCents: true },
  });
  if (order.amountCents === 0) return 0;
  return Math.max(0, Math.floor((line.paidCents * left) / order.amountCents));
}

/**
 * Splits a paid amount over weights (list prices) in whole cents by the largest-remainder method, so the shares add
 * up to the amount exactly; equal weights when they are all zero. Hand-rolled: twelve lines, no library does cents.
 */
export function allocatePaid(totalCents: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.every((x) => x === 0) ? weights.map(() => 1) : weights;
  const sum = w.reduce((a, b) => a + b, 0);
  const exact = w.map((x) => (BigInt(totalCents) * BigInt(x)) / BigInt(sum));
  const shares = exact.map(Number);
  let left = totalCents - shares.reduce((a, b) => a + b, 0);
  const remainders = w
    .map((x, i) => ({ i, r: (BigInt(totalCents) * BigInt(x)) % BigInt(sum) }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left-- <= 0) break;
    shares[i] += 1;
  }
  return shares;
}
