import { baseUrl } from "../support/server";

export type Attempt = { signedIn: boolean; error: string | null; status: number };

/** One credentials sign-in over HTTP, as the browser's form makes it, from `ip`; says what next-auth answered. */
export async function attempt(email: string, password: string, ip: string, base?: string): Promise<Attempt> {
  base ??= await baseUrl();
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; "), "x-forwarded-for": ip },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const signedIn = res.headers.getSetCookie().some((c) => /^(__Secure-)?next-auth\.session-token=./.test(c));
  const { url } = (await res.json()) as { url: string };
  return { signedIn, error: new URL(url).searchParams.get("error"), status: res.status };
}
