import Link from "next/link";
import { Button } from "@/components/ui/button";
import { AccountArea } from "./account-area";
import { CategoriesMenu } from "./categories-menu";
import { MobileMenu } from "./mobile-menu";
import { SiteSearch } from "./site-search";
import { ThemeToggle } from "./theme-toggle";
import { CurrencyPicker } from "./currency-picker";
import { prefetchOf, SITE_LINKS, type CategoryCount } from "./site-nav";

/** The public pages' header: wide screens show every link in one bar; phones get a menu Sheet and the search below. */
export function SiteHeader({ categories, currency }: { categories: CategoryCount[]; currency?: string }) {
  const [catalog, ...rest] = SITE_LINKS;
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <MobileMenu categories={categories} />
        <Link href="/" className="mr-2 text-lg font-bold tracking-tight text-link">
          Promptly
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          <Button asChild variant="ghost" size="sm">
            <Link href={catalog.href}>{catalog.label}</Link>
          </Button>
          <CategoriesMenu categories={categories} />
          {rest.map((l) => (
            <Button key={l.href} asChild variant="ghost" size="sm">
              <Link href={l.href} prefetch={prefetchOf(l.href)}>
                {l.label}
              </Link>
            </Button>
          ))}
        </nav>
        <SiteSearch id="site-search" className="ml-auto hidden w-56 sm:block lg:w-72" />
        <div className="ml-auto flex items-center gap-2 sm:ml-2">
          <CurrencyPicker shown={currency} className="hidden sm:inline-flex" />
          <ThemeToggle />
          <AccountArea />
        </div>
      </div>
      {/* Phones: the currency beside the search, so the top bar keeps its width. */}
      <div className="flex gap-2 px-4 pb-2 sm:hidden" data-site-search-phone>
        <SiteSearch id="site-search-phone" className="min-w-0 flex-1" />
        <CurrencyPicker shown={currency} testId="currency-picker-phone" />
      </div>
    </header>
  );
}
