import { db } from "@/lib/db/client";
import { findVisibleProductOrThrow } from "@/lib/catalog/access";
import { bundleProducts } from "@/lib/catalog/bundles";
import { contentShownTo, recordView } from "@/lib/catalog/get-product";
import { findOwnReview } from "@/lib/catalog/reviews";
import { entitlementOf } from "@/lib/purchases/access";
import type { ProductViewerView } from "@/lib/catalog/views";

/**
 * The visitor's part of the product page (docs/catalog.md#storefront-pages), which the page's HTML leaves out so that
 * it is the same for everyone: what the caller is to the product, their purchase, the bundle's products they hold,
 * their own review and the content buyers see. Counts the page view as the page did (one per viewer per product per
 * UTC day, never the author's): `viewerId` is the caller's id, or anonymousViewerId for a signed-out visitor.
 * Only the caller's own data: a product they may not see is PRODUCT_NOT_FOUND, as on the page.
 */
export async function productViewerState(callerId: string | null, viewerId: string, productId: string): Promise<ProductViewerView> {
  const client = await db();
  const { product, viewer } = await findVisibleProductOrThrow(client, productId, callerId);
  if (viewer !== "author") await recordView(product.id, viewerId);
  const base = {
    productId: product.id,
    signedIn: callerId !== null,
    viewer,
    purchase: null,
    bundleHeld: [],
    ownReview: null,
    content: null,
  };
  if (callerId === null) return base;
  const [showContent, held, ownReview, bundled] = await Promise.all([
    contentShownTo(client, product, viewer, callerId),
    entitlementOf(client, callerId, product.id),
    findOwnReview(callerId, product.id),
    product.type === "BUNDLE" ? bundleProducts(client, product.id) : null,
  ]);
  // A bundle's published products the caller already holds: the page marks them, and the price is reduced by what they paid.
  const bundleHeld: string[] = [];
  for (const item of (bundled ?? []).filter((p) => p.status === "published")) {
    if (await entitlementOf(client, callerId, item.id)) bundleHeld.push(item.id);
  }
  return {
    ...base,
    // Held through its own order or a bundle's (lib/purchases/access.ts); a disputed order's access is frozen.
    purchase:
      held && held.status === "COMPLETED"
        ? { orderId: held.orderId, purchasedAt: held.since.toISOString(), viaBundle: held.via === "bundle" }
        : null,
    bundleHeld,
    ownReview,
    content: showContent ? product.content : null,
  };
}
