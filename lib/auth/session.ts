import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { signInHref } from "@/lib/auth/callback-url";
import { authOptions } from "@/lib/auth/next-auth";
import { db } from "@/lib/db/client";

/** For server components under /dashboard: the signed-in user, or a redirect to sign-in that returns to this page. */
export async function requireUser() {
  const session = await getServerSession(authOptions());
  const id = (session?.user as { id?: string } | undefined)?.id;
  const user = id ? await (await db()).user.findUnique({ where: { id } }) : null;
  if (!user) redirect(signInHref((await headers()).get(REQUEST_PATH_HEADER) ?? "/dashboard"));
  return user;
}

export async function currentUserId(): Promise<string | null> {
  const session = await getServerSession(authOptions());
  return (session?.user as { id?: string } | undefined)?.id ?? null;
}

/** Who the public header greets: the signed-in account's name and email, or null for a visitor. */
export async function currentAccount(): Promise<{ name: string; email: string } | null> {
  const id = await currentUserId();
  if (!id) return null;
  return (await db()).user.findUnique({ where: { id }, select: { name: true, email: true } });
}
