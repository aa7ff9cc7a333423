import { revalidatePath } from "next/cache";
import { log } from "@/lib/log";

/**
 * After a change a storefront page shows (a product's publication, text, price, images; a review): every cached
 * storefront page (app/(storefront), ADR 062) is rendered again on its next request. One call for all of them, not a
 * tag per product: the home page can show any product, and a few small pages rendered again cost less than tracking
 * which shelves a product is on. Outside a request (jobs, operator commands) Next.js has no cache to mark: the pages'
 * 60 s `revalidate` covers those.
 */
export function storefrontChanged(): void {
  try {
    revalidatePath("/(storefront)/storefront/[currency]", "layout");
  } catch (err) {
    log.debug("storefront revalidation skipped (no request)", { err: String(err) });
  }
}

/** Awaits a committed change, then marks the storefront stale (storefrontChanged); the change's result passes through. */
export async function afterStorefrontChange<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  storefrontChanged();
  return result;
}
