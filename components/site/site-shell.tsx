import type { ReactNode } from "react";
import { listCategories } from "@/lib/catalog/categories";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, content and footer of every public page (the (site) and (storefront) layouts). Nothing of the visitor is
 * read here: the account area loads in the browser (account-area.tsx), so the cached storefront pages can use it
 * (ADR 062). `currency`: the one the page's prices show in (undefined: each product's own).
 */
export async function SiteShell({ children, currency }: { children: ReactNode; currency?: string }) {
  const categories = await listCategories();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader categories={categories} currency={currency} />
      <div id="main" className="flex-1">
        {children}
      </div>
      <SiteFooter />
    </div>
  );
}
