import { CURRENCY_SEGMENTS } from "@/lib/catalog/storefront-address";
import { db, listen, notify, notifyOnCommit, type DbTx } from "@/lib/db/client";
import { log } from "@/lib/log";

// Freshness of the cached storefront pages (app/(storefront), ADR 062) on every instance: a change NOTIFYs its product
// id once committed, and each app process LISTENs and expires, in its own page cache, the pages showing that product.
// Not Next.js's revalidatePath: that marks only the cache of the process serving the request, and nothing outside a
// request (jobs, operator commands).

const CHANNEL = "storefront_changed";

/** Where cache-handler.mjs puts `(tags: string[]) => void`, which expires those tags in this process's page cache. */
const EXPIRE_CACHE_TAGS = Symbol.for("promptly.expireCacheTags");

// Next.js's implicit tags (next/dist/server/lib/implicit-tags.js): a page's route, "_N_T_<route>/page", and its
// address, "_N_T_<path>".
const routeTag = (route: string) => `_N_T_${route}/page`;

/**
 * The cached pages a change to `productId` shows on: the home page and the catalog's first pages (by route, every
 * currency and filter set: either can show any product) and the product's own page in each currency. Other products'
 * pages that mention it (a bundle listing it, the seller card's totals) follow within their 60 s `revalidate`.
 */
export function storefrontTags(productId: string): string[] {
  return [
    routeTag("/(storefront)/storefront/[currency]"),
    routeTag("/(storefront)/storefront/[currency]/products/[filters]"),
    ...CURRENCY_SEGMENTS.map((currency) => `_N_T_/storefront/${currency}/product/${productId}`),
  ];
}

/** Expires the pages showing `productId` in this process's page cache (none outside the app server, e.g. the CLI). */
function expireHere(productId: string): void {
  const expire = (globalThis as Record<symbol, unknown>)[EXPIRE_CACHE_TAGS];
  if (typeof expire === "function") expire(storefrontTags(productId));
}

/**
 * After a committed change a storefront page shows (a product's publication, text, price, images, files; a review):
 * here at once, so the caller's next page load already sees it, and on every other instance through the database.
 */
export async function storefrontChanged(productId: string): Promise<void> {
  expireHere(productId);
  try {
    await notify(CHANNEL, productId);
  } catch (err) {
    // The change is committed: other instances' pages follow within their 60 s `revalidate`.
    log.warn("storefront change not announced to other instances", { productId, error: String(err) });
  }
}

/**
 * After a change to what a seller's product pages and cards show (their name, picture, bio or handle): the pages of
 * each of their published products, as storefrontChanged.
 */
export async function sellerStorefrontChanged(sellerId: string): Promise<void> {
  const client = await db();
  const products = await client.product.findMany({ where: { authorId: sellerId, status: "PUBLISHED" }, select: { id: true } });
  for (const { id } of products) await storefrontChanged(id);
}

/**
 * Inside a transaction that changes what a product page shows as a side effect (a refund hiding the buyer's review):
 * every instance, this one included, expires the product's pages when it commits.
 */
export async function storefrontChangesOnCommit(tx: DbTx, productId: string): Promise<void> {
  await notifyOnCommit(tx, CHANNEL, productId);
}

/** Awaits a committed change to a product, then marks its storefront pages stale (storefrontChanged); the change's result passes through. */
export async function afterStorefrontChange<T>(productId: string, change: Promise<T>): Promise<T> {
  const result = await change;
  await storefrontChanged(productId);
  return result;
}

/** In each app server (lib/startup.ts): expires the pages of every product another process changed. */
export function listenForStorefrontChanges(): () => void {
  return listen(CHANNEL, (productId) => expireHere(productId));
}
