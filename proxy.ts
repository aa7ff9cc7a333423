import { NextResponse, type NextRequest } from "next/server";
import { errorBody } from "@/lib/api/envelope";
import { requestIdOf } from "@/lib/api/request-id";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { currentPagePolicy, newNonce, NONCE_HEADER, transportSecurityHeaders } from "@/lib/security/headers";

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
  headers.set(NONCE_HEADER, nonce);
  headers.set("Content-Security-Policy", policy);
  headers.set(REQUEST_PATH_HEADER, `${req.nextUrl.pathname}${req.nextUrl.search}`);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", policy);
  for (const [k, v] of Object.entries(transportSecurityHeaders())) res.headers.set(k, v);
  return res;
}

export function proxy(req: NextRequest) {
  return req.nextUrl.pathname.startsWith("/api/v1") ? refuseUndecodablePath(req) : securePage(req);
}

// Pages (everything outside /api and Next.js's static files) need a nonce per response; /unsubscribe/, a route handler,
// sets its own (app/unsubscribe/[token]/route.ts). Of the API, only /api/v1
// paths holding a "%" can be undecodable: every other API request skips the proxy, whose machinery costs about a
// millisecond per request (docs/benchmarks.md, AI gateway); API responses get their headers from next.config.mjs
// and the route wrapper.
export const config = {
  matcher: ["/api/v1/:path(.*%.*)", "/((?!api/|_next/static/|_next/image|icon.svg|favicon.ico|unsubscribe/).*)"],
};
