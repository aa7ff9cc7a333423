import Link from "next/link";
import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/session";
import { NavLinks } from "./nav-links";
import { SignOutButton } from "./sign-out-button";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  return (
    <div className="flex min-h-screen">
      <aside className="sticky top-0 flex h-screen w-60 shrink-0 flex-col gap-1 border-r border-slate-200 bg-white p-4">
        <Link href="/" className="mb-4 px-3 text-lg font-bold tracking-tight text-brand-600">
          Promptly
        </Link>
        <NavLinks />
        <div className="mt-auto border-t border-slate-200 px-3 pt-3 text-xs text-slate-500">
          <div className="truncate font-medium text-slate-800">{user.name}</div>
          <div className="truncate" data-testid="signed-in-email">
            {user.email}
          </div>
          <div className="mb-2 mt-1">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{user.plan}</span>
          </div>
          <SignOutButton />
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-8 py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
