import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/next-auth";
import { db } from "@/lib/db/client";

/** For server components under /dashboard: the signed-in user, or a redirect to sign-in. */
export async function requireUser() {
  const session = await getServerSession(authOptions());
  const id = (session?.user as { id?: string } | undefined)?.id;
  const user = id ? await (await db()).user.findUnique({ where: { id } }) : null;
  if (!user) redirect("/signin");
  return user;
}

export async function currentUserId(): Promise<string | null> {
  const session = await getServerSession(authOptions());
  return (session?.user as { id?: string } | undefined)?.id ?? null;
}
