import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/session";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { AccountBox } from "./account-box";
import { MobileNav } from "./mobile-nav";
import { NavLinks } from "./nav-links";
import { VerifyBanner } from "./verify-banner";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: { default: "Dashboard", template: "%s · Dashboard · Promptly" } };

/** Sidebar at 768 px and wider; below it a top bar with a menu button that opens the same links in a Sheet. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const account = { name: user.name, email: user.email, plan: user.plan };
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-card px-3 md:hidden">
        <MobileNav account={<AccountBox {...account} />} />
        <Link href="/dashboard" className="text-lg font-bold tracking-tight text-link">
          Promptly
        </Link>
        <ThemeToggle className="ml-auto" />
      </header>
      <aside className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col gap-4 overflow-y-auto border-r bg-card p-4 md:flex">
        <div className="flex items-center justify-between">
          <Link href="/dashboard" className="px-3 text-lg font-bold tracking-tight text-link">
            Promptly
          </Link>
          <ThemeToggle />
        </div>
        <NavLinks />
        <div className="mt-auto">
          <AccountBox {...account} testId="signed-in-email" />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:px-8 md:py-8">
        <div className="mx-auto max-w-6xl">
          {!user.emailVerifiedAt && <VerifyBanner email={user.email} />}
          {children}
        </div>
      </main>
    </div>
  );
}
