"use client";

import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button type="button" onClick={() => signOut({ callbackUrl: "/" })} className="text-sm text-brand-600 hover:underline">
      Sign out
    </button>
  );
}
