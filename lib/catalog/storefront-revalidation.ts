import { revalidatePath } from "next/cache";
import { CURRENCY_SEGMENTS } from "@/lib/catalog/storefront-address";
import { log } from "@/lib/log";

/**
 * After a change a storefront page shows (a product's publication, text, price, images; a review): the cached home
 * and catalog pages (app/(storefront), ADR 062) and this product's own pages, in every currency, are rendered again
 * on their next request. The home page and the catalog can show any product, and a few small pages rendered again
 * cost less than tracking which shelves a product is on; other products' pages are left alone (a bundle's page
 * naming this product, the seller's other products) and follow within their 60 s `revalidate`. Outside a request
 * (jobs, operator commands) Next.js has no cache to mark: the 60 s period covers those too.
 */
export function storefrontChanged(productId: string): void {
  try {
    revalidatePath("/(storefront)/storefront/[currency]", "page");
    revalidatePath("/(storefront)/storefront/[currency]/products/[filters]", "page");
    for (const currency of CURRENCY_SEGMENTS) revalidatePath(`/storefront/${currency}/product/${productId}`);
  } catch (err) {
    log.debug("storefront revalidation skipped (no request)", { err: String(err) });
  }
}

/** Awaits a committed change to a product, then marks its storefront pages stale (storefrontChanged); the change's result passes through. */
export async function afterStorefrontChange<T>(productId: string, change: Promise<T>): Promise<T> {
  const result = await change;
  storefrontChanged(productId);
  return result;
}
