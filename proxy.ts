import { NextResponse, type NextRequest } from "next/server";
import { errorBody } from "@/lib/api/envelope";
import { requestIdOf } from "@/lib/api/request-id";

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
export function proxy(req: NextRequest) {
  const segment = undecodableSegment(req.nextUrl.pathname);
  if (segment === null) return NextResponse.next();
  const requestId = requestIdOf(req);
  const body = errorBody("VALIDATION_ERROR", "The URL path is not valid percent-encoded UTF-8", {
    fields: [{ path: "(path)", message: `Cannot decode "${segment.slice(0, 100)}"` }],
    requestId,
  });
  return new NextResponse(body, { status: 400, headers: { "content-type": "application/json; charset=utf-8", "X-Request-Id": requestId } });
}

export const config = { matcher: "/api/v1/:path*" };
