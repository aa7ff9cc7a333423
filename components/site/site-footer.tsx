import Link from "next/link";
import { prefetchOf } from "./site-nav";

const COLUMNS = [
  {
    heading: "Buy",
    links: [
      { href: "/products", label: "Catalog" },
      { href: "/products?type=PROMPT", label: "Prompts" },
      { href: "/products?type=WORKFLOW", label: "Workflows" },
      { href: "/products?type=BUNDLE", label: "Bundles" },
      { href: "/dashboard/purchases", label: "Your purchases" },
    ],
  },
  {
    heading: "Sell",
    links: [
      { href: "/dashboard/products/new", label: "List a product" },
      { href: "/dashboard/sales", label: "Sales and payouts" },
      { href: "/dashboard/analytics", label: "Analytics" },
    ],
  },
  {
    heading: "Developers",
    links: [
      { href: "/docs", label: "API reference" },
      { href: "/api/v1/openapi.json", label: "OpenAPI document" },
      { href: "/dashboard/api-keys", label: "API keys" },
    ],
  },
];

// The policy pages (app/(site)/terms, privacy, refund-policy).
export const POLICY_LINKS = [
  { href: "/terms", label: "Terms" },
  { href: "/privacy", label: "Privacy" },
  { href: "/refund-policy", label: "Refund policy" },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-2">
          <Link href="/" className="text-lg font-bold tracking-tight text-link">
            Promptly
          </Link>
          <p className="text-sm text-muted-foreground">Prompts and multi-step workflows you run with your own AI provider keys.</p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.heading} aria-label={col.heading} className="flex flex-col gap-2 text-sm">
            <h2 className="font-semibold text-foreground">{col.heading}</h2>
            {col.links.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                prefetch={prefetchOf(l.href)}
                className="text-muted-foreground hover:text-foreground hover:underline"
              >
                {l.label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t px-4 py-4 text-xs text-muted-foreground">
        <p>© {new Date().getUTCFullYear()} Promptly</p>
        <nav aria-label="Policies" className="flex flex-wrap gap-x-4">
          {POLICY_LINKS.map((l) => (
            <Link key={l.href} href={l.href} className="inline-block py-1 hover:text-foreground hover:underline">
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
