"use client";

import { LogOutIcon } from "lucide-react";
import { signOutHome } from "@/lib/auth/sign-out-client";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 text-foreground" onClick={() => signOutHome()}>
      <LogOutIcon aria-hidden />
      Sign out
    </Button>
  );
}
