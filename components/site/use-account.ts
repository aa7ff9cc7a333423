"use client";

import { useSession } from "next-auth/react";

/** The signed-in account as the header shows it; `image` is its profile picture's address, or null. */
export type Account = { name: string; email: string; image: string | null };

/**
 * Who is signed in, asked of the session endpoint (/api/auth/session, lib/auth/next-auth.ts) from the browser, so
 * no page's HTML holds it and the storefront's pages can be cached for everyone (ADR 062). `loading` until it answers.
 */
export function useAccount(): { status: "loading" | "signed-in" | "signed-out"; account: Account | null } {
  const { data, status } = useSession();
  if (status === "loading") return { status, account: null };
  const user = data?.user;
  if (!user?.email) return { status: "signed-out", account: null };
  return { status: "signed-in", account: { name: user.name ?? user.email, email: user.email, image: user.image ?? null } };
}
