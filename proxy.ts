import { NextResponse, type NextRequest } from "next/server";
import { errorBody } from "@/lib/api/envelope";
import { requestIdOf } from "@/lib/api/request-id";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { currentPagePolicy, newNonce, NONCE_HEADER, transportSecurityHeaders } from "@/lib/security/headers";
import {
  catalogSegment,
  currencySegment,
  productOfPath,
  STOREFRONT_CATALOG_HEADER,
  STOREFRONT_CURRENCY_HEADER,
  STOREFRONT_PRODUCT_HEADER,
} from "@/lib/catalog/storefront-address";
import { PRIVATE_VIEW_PARAM } from "@/lib/catalog/private-view";
import { CURRENCY_COOKIE, visitorCurrency } from "@/lib/catalog/visitor-currency";

/** The path segment that is not valid percent-encoded UTF-8, or null when every segment decodes. */
function undecodableSegment(pathname: string): string | null {
  if (!pathname.includes("%")) return null;
  for (const segment of pathname.split("/")) {
    try {
      decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return null;
}

/**
 * Next.js decodes a dynamic route's params before any route handler runs and answers a malformed escape
 * (`/products/%E0%A4%A`) with a bare 500. The proxy runs first, so /api/v1 callers get the envelope instead.
 */
function refuseUndecodablePath(req: NextRequest): NextResponse {
  const segment = undecodableSegment(req.nextUrl.pathname);
  if (segment === null) return NextResponse.next();
  const requestId = requestIdOf(req);
  const body = errorBody("VALIDATION_ERROR", "The URL path is not valid percent-encoded UTF-8", {
    fields: [{ path: "(path)", message: `Cannot decode "${segment.slice(0, 100)}"` }],
    requestId,
  });
  return new NextResponse(body, { status: 400, headers: { "content-type": "application/json; charset=utf-8", "X-Request-Id": requestId } });
}

/**
 * Every page gets a fresh nonce in its Content-Security-Policy; Next.js reads it from the forwarded request header
 * and puts it on its own scripts (server components may read it from x-nonce). Dashboard pages also get their path and query
 * (server components cannot read their own URL), so a signed-out visitor is sent to sign-in with a callbackUrl back
 * to it. Both headers are overwritten, never trusted from the client; the path is only ever used as a same-site
 * path (lib/auth/callback-url.ts).
 */
function securePage(req: NextRequest): NextResponse {
  const nonce = newNonce();
  const policy = currentPagePolicy(nonce);
  const headers = new Headers(req.headers);
  dropStorefrontHeaders(headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set("Content-Security-Policy", policy);
  headers.set(REQUEST_PATH_HEADER, `${req.nextUrl.pathname}${req.nextUrl.search}`);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", policy);
  for (const [k, v] of Object.entries(transportSecurityHeaders())) res.headers.set(k, v);
  return res;
}

/** How long a CDN may serve a cached storefront page before asking again, and how long past that while it asks. */
export const STOREFRONT_CACHE_CONTROL = "public, s-maxage=5, stale-while-revalidate=60";

/**
 * The cached storefront pages (ADR 062): the same HTML for every visitor of one currency. The visitor's currency (the
 * picker's cookie, else Accept-Language, lib/catalog/visitor-currency.ts) goes into a request header that a
 * `beforeFiles` rewrite in next.config.mjs follows to /storefront/<currency>. A rewrite returned from here would be
 * proxied over HTTP to Next.js's idea of the origin, which fails under `next start -H 127.0.0.1`. No nonce and no
 * policy from here: the page's policy lists its own scripts' hashes (cache-handler.mjs), and a Content-Security-Policy
 * request header a client sends is dropped, so no request can put a nonce into the shared HTML.
 */
function storefrontPage(req: NextRequest, target: StorefrontTarget | null): NextResponse {
  const headers = new Headers(req.headers);
  dropStorefrontHeaders(headers);
  headers.delete(NONCE_HEADER);
  headers.delete("content-security-policy");
  if (target) headers.set(STOREFRONT_CURRENCY_HEADER, target.currency);
  if (target?.catalog) headers.set(STOREFRONT_CATALOG_HEADER, target.catalog);
  if (target?.product) headers.set(STOREFRONT_PRODUCT_HEADER, "1");
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Cache-Control", STOREFRONT_CACHE_CONTROL);
  for (const [k, v] of Object.entries(transportSecurityHeaders())) res.headers.set(k, v);
  return res;
}

type StorefrontTarget = { currency: string; catalog?: string; product?: true };

/** The headers that pick a cached page (next.config.mjs rewrites on them): only this proxy may set them. */
function dropStorefrontHeaders(headers: Headers) {
  for (const name of [STOREFRONT_CURRENCY_HEADER, STOREFRONT_CATALOG_HEADER, STOREFRONT_PRODUCT_HEADER]) headers.delete(name);
}

/**
 * The cached page this address is served from (its currency segment, and for the catalog its filter segment), or
 * null when it is rendered per request: the catalog's later pages and free-text searches (catalogSegment), and a
 * product page asked for with ?preview (a draft or withdrawn product, shown to its author and buyers). A product
 * page's other parameters (?ref=, Stripe's return) are read in the browser, so they share the cached page.
 */
function storefrontTarget(req: NextRequest): StorefrontTarget | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const { pathname, searchParams } = req.nextUrl;
  const currency = () => currencySegment(visitorCurrency(req.cookies.get(CURRENCY_COOKIE)?.value, req.headers.get("accept-language")));
  if (pathname === "/") return { currency: currency() };
  if (productOfPath(pathname) !== null) return searchParams.has(PRIVATE_VIEW_PARAM) ? null : { currency: currency(), product: true };
  if (pathname !== "/products") return null;
  // Next.js's own parameter on its data requests (router.refresh, prefetches) names no filter.
  const query = new URLSearchParams(searchParams);
  query.delete("_rsc");
  const catalog = catalogSegment(query);
  return catalog === null ? null : { currency: currency(), catalog };
}

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/api/v1")) return refuseUndecodablePath(req);
  const target = storefrontTarget(req);
  if (target !== null) return storefrontPage(req, target);
  // The cached pages at their own addresses (a CDN or a test may ask for them directly): the same bytes, no nonce.
  if (pathname === "/storefront" || pathname.startsWith("/storefront/")) return storefrontPage(req, null);
  return securePage(req);
}

// Pages (everything outside /api and Next.js's static files) need a nonce per response; /unsubscribe/, a route handler,
// sets its own (app/unsubscribe/[token]/route.ts). Of the API, only /api/v1
// paths holding a "%" can be undecodable: every other API request skips the proxy, whose machinery costs about a
// millisecond per request (docs/benchmarks.md, AI gateway); API responses get their headers from next.config.mjs
// and the route wrapper.
export const config = {
  matcher: ["/api/v1/:path(.*%.*)", "/((?!api/|_next/static/|_next/image|icon.svg|favicon.ico|unsubscribe/).*)"],
};
