import { baseUrl } from "./server";

const cookiePairs = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/**
 * Signs in over HTTP exactly as a browser does with next-auth credentials (GET csrf, POST callback) and
 * returns the Cookie header for dashboard-session requests, or null when the credentials are refused.
 */
export async function trySignIn(email: string, password: string): Promise<string | null> {
  const base = await baseUrl();
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiePairs(csrf);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const all = [...jar, ...cookiePairs(res)];
  return all.some((c) => /^(__Secure-)?next-auth\.session-token=./.test(c)) ? all.join("; ") : null;
}

export async function signIn(email: string, password: string): Promise<string> {
  const cookie = await trySignIn(email, password);
  if (!cookie) throw new Error(`sign-in refused for ${email}`);
  return cookie;
}
