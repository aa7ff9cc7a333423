import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";

/**
 * Passes the protected page's path and query to the page (server components cannot read their own URL), so a
 * signed-out visitor is sent to sign-in with a callbackUrl back to it. The header is overwritten, never trusted
 * from the client, and only ever used as a same-site path (lib/auth/callback-url.ts).
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/dashboard", "/dashboard/:path*"] };
