"use client";

import { LogOutIcon, MenuIcon } from "lucide-react";
import Link from "next/link";
import { signOutHome } from "@/lib/auth/sign-out-client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { categoryStyle } from "@/components/catalog/category-style";
import { useAccount } from "./use-account";
import { ACCOUNT_LINKS, prefetchOf, SITE_LINKS, type CategoryCount } from "./site-nav";

const item = "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm text-foreground hover:bg-muted [&_svg]:size-4 [&_svg]:shrink-0";

/** Below 768 px the header's links, categories and account open in this Sheet. */
export function MobileMenu({ categories }: { categories: CategoryCount[] }) {
  const [open, setOpen] = useState(false);
  const { account } = useAccount();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="md:hidden">
          <MenuIcon className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent className="overflow-y-auto p-4">
        <SheetTitle className="px-3 text-lg font-bold text-link">Promptly</SheetTitle>
        <SheetDescription className="sr-only">Site menu</SheetDescription>
        <nav aria-label="Site" className="flex flex-col gap-4">
          <div className="flex flex-col gap-0.5">
            {SITE_LINKS.map((l) => (
              <Link key={l.href} href={l.href} prefetch={prefetchOf(l.href)} onClick={close} className={`${item} font-medium`}>
                {l.label}
              </Link>
            ))}
          </div>
          <div className="flex flex-col gap-0.5">
            <p className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">Categories</p>
            {categories.map((c) => {
              const Icon = categoryStyle(c.slug).icon;
              return (
                <Link key={c.slug} href={`/products?category=${c.slug}`} onClick={close} className={item}>
                  <Icon aria-hidden />
                  <span className="flex-1">{c.name}</span>
                  <span className="text-xs text-muted-foreground">{c.products}</span>
                </Link>
              );
            })}
          </div>
          <div className="flex flex-col gap-0.5 border-t pt-3">
            {account ? (
              <>
                <p className="truncate px-3 pb-1 text-xs text-muted-foreground">{account.email}</p>
                {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
                  <Link key={href} href={href} onClick={close} className={item}>
                    <Icon aria-hidden />
                    {label}
                  </Link>
                ))}
                <button type="button" onClick={() => signOutHome()} className={`${item} text-left`}>
                  <LogOutIcon aria-hidden />
                  Sign out
                </button>
              </>
            ) : (
              <>
                <Link href="/signin" onClick={close} className={`${item} font-medium`}>
                  Sign in
                </Link>
                <Link href="/signup" onClick={close} className={item}>
                  Create an account
                </Link>
              </>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
