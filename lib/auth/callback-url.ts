// Where sign-in sends the user back to (the `callbackUrl` query parameter). Shared by the sign-in form (client)
// and requireUser (server), so no server imports here.

const BASE = "http://same-origin.invalid";

/**
 * `value` if it is a path on this site, else `fallback`. Anything that a browser could resolve to another origin
 * is refused: absolute URLs, protocol-relative `//host`, backslashes (`/\host` is `//host` to browsers), and
 * control characters (which browsers strip before resolving).
 */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\\\p{Cc}]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** The sign-in page, returning to `path` (a path on this site) afterwards. */
export function signInHref(path: string): string {
  const back = safeCallbackUrl(path, "");
  return back ? `/signin?callbackUrl=${encodeURIComponent(back)}` : "/signin";
}
