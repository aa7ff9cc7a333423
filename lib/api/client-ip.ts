/**
 * The caller's IP for per-IP limits. The server rewrites X-Forwarded-For to the one client address before any
 * handler runs (lib/security/client-address.ts: the connecting peer, or what a proxy in TRUSTED_PROXIES
 * reported), so the header holds our own word, not the client's. The last hop is read in case it did not run.
 */
export function clientIpFromHeaders(get: (name: string) => string | null | undefined): string {
  const forwarded = get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return (last || "unknown").slice(0, 64);
}

export function clientIp(req: { headers: Headers }): string {
  return clientIpFromHeaders((name) => req.headers.get(name));
}
