import { getToken } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { authSecret } from "@/lib/secrets";
import { redirect } from "next/navigation";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { signInHref } from "@/lib/auth/callback-url";
import { sessionAccount } from "@/lib/auth/sessions";

/** For server components under /dashboard: the signed-in user, or a redirect to sign-in that returns to this page. */
export async function requireUser() {
  const user = await sessionUser();
  if (!user) redirect(signInHref((await headers()).get(REQUEST_PATH_HEADER) ?? "/dashboard"));
  return user;
}

/**
 * The session's account, or null when there is none, the session was ended (signed out from the sessions list, by a
 * password change or reset) or the account deleted. One indexed read (lib/auth/sessions.ts).
 */
async function sessionUser() {
  const token = await getToken({ req: { cookies: await cookies(), headers: await headers() } as never, secret: authSecret() });
  if (!token?.sub) return null;
  return sessionAccount(token.sub, typeof token.sid === "string" ? token.sid : undefined);
}

/** The storefront's signed-in account id, under the same session check as the dashboard (an ended session reads as none). */
export async function currentUserId(): Promise<string | null> {
  return (await sessionUser())?.id ?? null;
}

/** Who the public header greets: the signed-in account's name and email, or null for a visitor. */
export async function currentAccount(): Promise<{ name: string; email: string } | null> {
  const user = await sessionUser();
  return user ? { name: user.name, email: user.email } : null;
}
