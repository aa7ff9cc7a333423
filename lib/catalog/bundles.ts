import type { DbTx } from "@/lib/db/client";
import { validationError } from "@/lib/errors";
import { toAmount } from "@/lib/money";
import { statusOut } from "@/lib/catalog/present";
import { BUNDLE_LIMITS, type BundleProductView } from "@/lib/catalog/bundle-schemas";

// A bundle is a product of type BUNDLE that sells some of its seller's own products at one price
// (docs/commerce.md#bundles, docs/decisions/054-bundles-grant-through-the-order.md). Its products are rows of
// BundleItem, in the seller's order; this file keeps the rules on which products a bundle may hold.

const field = (i: number) => `bundleProductIds.${i}`;

/**
 * Checks the products a bundle of this seller would hold and stores them in that order, replacing any earlier list.
 * Refused (400, each fault naming its place in the list): another seller's or an unknown product (both "not one of
 * your products", so other sellers' ids are never confirmed), the bundle itself, another bundle, a deleted
 * product, one priced in another currency.
 */
export async function setBundleItems(tx: DbTx, sellerId: string, bundle: { id: string; currency: string }, ids: string[]) {
  const rows = await tx.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, authorId: true, type: true, status: true, currency: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const faults: { path: string; message: string }[] = [];
  ids.forEach((id, i) => {
    const p = byId.get(id);
    if (!p || p.authorId !== sellerId) faults.push({ path: field(i), message: "Not one of your products" });
    else if (p.id === bundle.id) faults.push({ path: field(i), message: "A bundle cannot contain itself" });
    else if (p.type === "BUNDLE") faults.push({ path: field(i), message: "A bundle cannot contain another bundle" });
    else if (p.status === "DELETED") faults.push({ path: field(i), message: "This product was deleted" });
    else if (p.currency !== bundle.currency) {
      faults.push({ path: field(i), message: `This product is priced in ${p.currency}; the bundle is in ${bundle.currency}` });
    }
  });
  if (faults.length) throw validationError(faults, "Some products cannot go in this bundle");
  await tx.bundleItem.deleteMany({ where: { bundleId: bundle.id } });
  await tx.bundleItem.createMany({ data: ids.map((productId, position) => ({ bundleId: bundle.id, productId, position })) });
}

/** The bundle's products in the seller's order (empty for any other product). */
export async function bundleProducts(client: DbTx, bundleId: string): Promise<BundleProductView[]> {
  const items = await client.bundleItem.findMany({
    where: { bundleId },
    orderBy: { position: "asc" },
    select: { product: { select: { id: true, title: true, type: true, priceCents: true, status: true } } },
  });
  return items.map(({ product: p }) => ({
    id: p.id,
    title: p.title,
    type: p.type === "WORKFLOW" ? "WORKFLOW" : "PROMPT",
    price: toAmount(p.priceCents),
    status: statusOut(p.status),
  }));
}

/**
 * Before a bundle is published or bought, every product in it must be published: a buyer gets exactly what the
 * page lists. Faults name the products in plain words.
 */
export async function assertBundleItemsPublished(client: DbTx, bundleId: string): Promise<void> {
  const items = await bundleProducts(client, bundleId);
  if (items.length < BUNDLE_LIMITS.min) {
    throw validationError([{ path: "bundleProductIds", message: `A bundle holds at least ${BUNDLE_LIMITS.min} products` }]);
  }
  const hidden = items.filter((p) => p.status !== "published");
  if (hidden.length) {
    const message = `Publish ${hidden.map((p) => `"${p.title}"`).join(", ")} first: every product in a bundle must be published`;
    throw validationError([{ path: "bundleProductIds", message }], message);
  }
}
