import { env } from "@/lib/env";

/**
 * The public origin of the site: APP_URL when set; else the origin the client used (its Host header: Next normalises
 * nextUrl to "localhost", and a link to another host name would lose the session cookie).
 */
export function publicOrigin(req: { headers: Headers; nextUrl: URL }): string {
  const host = req.headers.get("host");
  const origin = env().APP_URL ?? (host ? `${req.nextUrl.protocol}//${host}` : req.nextUrl.origin);
  return origin.replace(/\/+$/, "");
}

/** {base_url} of links in API responses: the public origin plus /api/v1. */
export function apiBaseUrl(req: { headers: Headers; nextUrl: URL }): string {
  return `${publicOrigin(req)}/api/v1`;
}
