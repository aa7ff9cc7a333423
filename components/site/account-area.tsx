"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { AccountMenu } from "./account-menu";
import { useAccount } from "./use-account";

/**
 * The header's account corner: the account menu, or "Create account" and "Sign in". Until the session answers, a
 * blank of the same height holds the place, so a signed-in visitor never sees "Sign in" flash.
 */
export function AccountArea() {
  const { status, account } = useAccount();
  if (status === "loading") return <div aria-hidden className="h-8 w-[4.5rem] sm:w-44" data-testid="account-pending" />;
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
