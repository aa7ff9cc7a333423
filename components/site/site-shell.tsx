import type { ReactNode } from "react";
import { currentAccount } from "@/lib/auth/session";
import { listCategories } from "@/lib/catalog/categories";
import { requestCurrency } from "@/lib/catalog/request-currency";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, content and footer of every public page (the (site) layout and the 404 page). */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [categories, account, currency] = await Promise.all([listCategories(), currentAccount(), requestCurrency()]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader categories={categories} account={account} currency={currency} />
      <div id="main" className="flex-1">
        {children}
      </div>
      <SiteFooter />
    </div>
  );
}
