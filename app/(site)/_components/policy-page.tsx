import Link from "next/link";
import type { ReactNode } from "react";
import { POLICY_LINKS } from "@/components/site/site-footer";

/** The frame of the policy pages (docs/catalog.md#storefront-pages): a title, a date, sections, and links to the others. */
export function PolicyPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">Last changed {updated}</p>
        <p className="text-foreground">{intro}</p>
      </header>
      <div className="flex flex-col gap-6 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_section]:flex [&_section]:flex-col [&_section]:gap-2 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1">
        {children}
      </div>
      <nav aria-label="Other policies" className="flex flex-wrap gap-4 border-t pt-4 text-sm">
        {POLICY_LINKS.filter((p) => p.label !== title).map((p) => (
          <Link key={p.href} href={p.href} className="text-link underline">
            {p.label}
          </Link>
        ))}
      </nav>
    </main>
  );
}
