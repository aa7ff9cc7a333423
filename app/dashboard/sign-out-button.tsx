"use client";

import { LogOutIcon } from "lucide-react";
import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 text-slate-700" onClick={() => signOut({ callbackUrl: "/" })}>
      <LogOutIcon aria-hidden />
      Sign out
    </Button>
  );
}
