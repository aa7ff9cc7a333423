// The cached storefront's addresses (ADR 062): a page per currency, /storefront/<currency>/…, where <currency> is one
// of CURRENCIES or "any" (each product's own price), and for the catalog's first page per filter set,
// /storefront/<currency>/products/<filters>. proxy.ts serves "/" and "/products?…" from the visitor's ones.
import { catalogValues } from "@/lib/catalog/catalog-url";
import { CURRENCIES, type Currency } from "@/lib/catalog/currencies";
import { listProductsQuery } from "@/lib/catalog/schemas";

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

/** The request header proxy.ts sets to a cached catalog page's filter segment (catalogSegment). */
export const STOREFRONT_CATALOG_HEADER = "x-storefront-catalog";

/** The request header proxy.ts sets on a product page's address that is served from its cached page. */
export const STOREFRONT_PRODUCT_HEADER = "x-storefront-product";

/** The product id a storefront address names ("/products/<id>"), or null for any other path. */
export function productOfPath(pathname: string): string | null {
  return /^\/products\/([A-Za-z0-9_-]{1,64})$/.exec(pathname)?.[1] ?? null;
}

/** The catalog's address without filters: /storefront/<currency>/products/all. */
export const ALL_FILTERS = "all";

/**
 * The catalog filters a cached first page may carry (the filter form's fields). A free-text search, a later page, or
 * any other parameter (a tracking tag) is rendered per request: their combinations are unbounded.
 */
const CACHED_FILTER_KEYS = new Set(["category", "type", "provider", "minPrice", "maxPrice", "sort", "author"]);

const encode = (query: string) => Buffer.from(query, "utf8").toString("base64url");

/**
 * The path segment of the cached catalog page for this query string, or null when the catalog renders it per request.
 * Empty values (a plain form sends every field) and page=1 fall away; the rest, sorted by name, as base64url (a
 * segment of letters, digits, "-" and "_" whatever the filters hold), or "all" for none. Only valid filters get a
 * page: a query the catalog would refuse is answered per request.
 */
export function catalogSegment(query: URLSearchParams): string | null {
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  for (const [k, v] of query) {
    if (seen.has(k)) return null; // a repeated name: not something our form sends
    seen.add(k);
    if (v === "") continue;
    if (k === "page") {
      if (v !== "1") return null;
      continue;
    }
    if (!CACHED_FILTER_KEYS.has(k) || (k === "author" && v === "me")) return null;
    kept.push([k, v]);
  }
  if (!listProductsQuery.safeParse(catalogValues(Object.fromEntries(kept))).success) return null;
  if (kept.length === 0) return ALL_FILTERS;
  kept.sort(([a], [b]) => (a < b ? -1 : 1));
  return encode(new URLSearchParams(kept).toString());
}

/** The catalog query a segment stands for (catalogSegment's inverse), or null when no cached page has that segment. */
export function catalogQueryOfSegment(segment: string): Record<string, string> | null {
  if (segment === ALL_FILTERS) return {};
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(segment)) return null;
  const query = new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8"));
  return catalogSegment(query) === segment ? Object.fromEntries(query) : null;
}
