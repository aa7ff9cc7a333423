"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useAccount } from "./use-account";

const PENDING = <div aria-hidden className="h-8 w-[4.5rem] sm:w-44" data-testid="account-pending" />;

// Signed in only: the menu (Radix's dropdown) stays out of a signed-out visitor's first load.
const AccountMenu = dynamic(() => import("./account-menu").then((m) => m.AccountMenu), { ssr: false, loading: () => PENDING });

/**
 * The header's account corner: the account menu, or "Create account" and "Sign in". Until the session answers, a
 * blank of the same height holds the place, so a signed-in visitor never sees "Sign in" flash.
 */
export function AccountArea() {
  const { status, account } = useAccount();
  if (status === "loading") return PENDING;
  if (account) return <AccountMenu account={account} />;
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
        <Link href="/signup">Create account</Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/signin">Sign in</Link>
      </Button>
    </>
  );
}
