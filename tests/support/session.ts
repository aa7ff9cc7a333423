import { baseUrl } from "./server";

const cookiePairs = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/**
 * Signs in over HTTP exactly as a browser does with next-auth credentials (GET csrf, POST callback) and
 * returns the Cookie header for dashboard-session requests, or null when the credentials are refused.
 */
export async function trySignIn(
  email: string,
  password: string,
  headers: Record<string, string> = {},
  /** Another app than the in-process server (an app process of tests/support/app-process.ts). */
  base?: string,
): Promise<string | null> {
  base ??= await baseUrl();
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiePairs(csrf);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const all = [...jar, ...cookiePairs(res)];
  return all.some((c) => /^(__Secure-)?next-auth\.session-token=./.test(c)) ? all.join("; ") : null;
}

/** `headers`: e.g. a User-Agent and X-Forwarded-For, which the session row records (the sessions list shows them). */
export async function signIn(email: string, password: string, headers: Record<string, string> = {}, base?: string): Promise<string> {
  const cookie = await trySignIn(email, password, headers, base);
  if (!cookie) throw new Error(`sign-in refused for ${email}`);
  return cookie;
}

/**
 * Signs in through any next-auth credentials provider ("credentials", "magic-link") with the given fields; answers
 * the Cookie header, or the error next-auth reports ("TwoFactorRequired", "CredentialsSignin", …).
 */
export async function signInThrough(
  provider: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ cookie: string | null; error: string | null }> {
  const base = await baseUrl();
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiePairs(csrf);
  const res = await fetch(`${base}/api/auth/callback/${provider}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, ...fields, json: "true" }),
  });
  const all = [...jar, ...cookiePairs(res)];
  const signedIn = all.some((c) => /^(__Secure-)?next-auth\.session-token=./.test(c));
  let error: string | null = null;
  if (!signedIn) {
    const location = res.headers.get("location") ?? ((await res.json().catch(() => ({}))) as { url?: string }).url ?? "";
    error = new URL(location, base).searchParams.get("error");
  }
  return { cookie: signedIn ? all.join("; ") : null, error };
}
