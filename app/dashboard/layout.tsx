import Link from "next/link";
import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/session";
import { DASHBOARD_NAV } from "./nav";
import { SignOutButton } from "./sign-out-button";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  return (
    <div className="min-h-screen flex">
      <aside className="w-60 shrink-0 border-r border-slate-200 bg-white p-4 flex flex-col gap-1">
        <Link href="/" className="mb-4 text-lg font-semibold text-brand-600">
          Promptly
        </Link>
        <nav className="flex flex-col gap-1" aria-label="Dashboard">
          {DASHBOARD_NAV.map((item) => (
            <Link key={item.href} href={item.href} className="rounded px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100">
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-3 text-xs text-slate-500">
          <div className="font-medium text-slate-700">{user.name}</div>
          <div>{user.email}</div>
          <div className="mb-2">Plan: {user.plan}</div>
          <SignOutButton />
        </div>
      </aside>
      <main className="flex-1 p-8 max-w-6xl">{children}</main>
    </div>
  );
}
