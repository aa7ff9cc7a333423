import { NextResponse, type NextRequest } from "next/server";
import { errorBody } from "@/lib/api/envelope";
import { requestIdOf } from "@/lib/api/request-id";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";

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
 * Passes the protected page's path and query to the page (server components cannot read their own URL), so a
 * signed-out visitor is sent to sign-in with a callbackUrl back to it. The header is overwritten, never trusted
 * from the client, and only ever used as a same-site path (lib/auth/callback-url.ts).
 */
function passRequestPath(req: NextRequest): NextResponse {
  const headers = new Headers(req.headers);
  headers.set(REQUEST_PATH_HEADER, `${req.nextUrl.pathname}${req.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export function proxy(req: NextRequest) {
  return req.nextUrl.pathname.startsWith("/api/v1") ? refuseUndecodablePath(req) : passRequestPath(req);
}

// Only /api/v1 paths holding a "%" can be undecodable: every other API request skips the proxy, whose machinery
// costs about a millisecond per request (docs/benchmarks.md, AI gateway).
export const config = { matcher: ["/api/v1/:path(.*%.*)", "/dashboard", "/dashboard/:path*"] };
