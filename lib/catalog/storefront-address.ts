// The cached storefront's addresses (ADR 062): a page per currency, /storefront/<currency>/…, where <currency> is one
// of CURRENCIES or "any" (each product's own price). proxy.ts serves "/" from the visitor's one.
import { CURRENCIES, type Currency } from "@/lib/catalog/schemas";

/** The path segment of the prices a visitor sees: their currency, or "any". */
export const STOREFRONT_ANY = "any";

/** The request header proxy.ts sets to the visitor's currency segment; next.config.mjs rewrites "/" to that page. */
export const STOREFRONT_CURRENCY_HEADER = "x-storefront-currency";

export const currencySegment = (currency: Currency | undefined): string => currency ?? STOREFRONT_ANY;

/** The currency a segment names: a Currency, undefined for "any", or null for a segment we do not serve. */
export function segmentCurrency(segment: string): Currency | undefined | null {
  if (segment === STOREFRONT_ANY) return undefined;
  return (CURRENCIES as readonly string[]).includes(segment) ? (segment as Currency) : null;
}

/** Every currency segment, for the revalidation and the tests. */
export const CURRENCY_SEGMENTS: readonly string[] = [...CURRENCIES, STOREFRONT_ANY];
