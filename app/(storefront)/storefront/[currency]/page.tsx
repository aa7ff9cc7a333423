import { ArrowRightIcon, SearchIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { categoryStyle } from "@/components/catalog/category-style";
import { ProductCard } from "@/components/catalog/product-card";
import { getStorefront, type StorefrontItem } from "@/lib/catalog/storefront";
import { pluralize } from "@/lib/format/numbers";
import { segmentCurrency } from "@/lib/catalog/storefront-address";
import { notFound } from "next/navigation";

export const revalidate = 60;

const SUGGESTIONS = ["email sequence", "meeting notes", "SEO blog", "code review", "customer support"];

const BUYER_STEPS = [
  ["Find", "Search by what you need done; every listing shows sample outputs, reviews and what it works with."],
  ["Buy once", "Pay with a saved card. The prompt or workflow is yours, with every update the seller ships."],
  ["Run it", "Run it here with your own OpenAI, Anthropic or other provider key, or through the API."],
];
const SELLER_STEPS = [
  ["List", "Write the prompt or chain steps into a workflow; add images and sample outputs so buyers see the result."],
  ["Publish", "We check it is complete, then it appears in search and its category the same minute."],
  ["Get paid", "Every sale lands in your balance; payouts go out weekly, with sales and analytics in your dashboard."],
];

function Shelf({
  id,
  title,
  items,
  more,
  categoryNames,
}: {
  id: string;
  title: string;
  items: StorefrontItem[];
  more: string;
  categoryNames: Map<string, string>;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <Link href={more} className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline">
          See all <span className="sr-only">{title.toLowerCase()}</span>
          <ArrowRightIcon aria-hidden className="size-4" />
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((p) => (
          <li key={p.id} className="flex">
            <ProductCard product={p} categoryName={categoryNames.get(p.category)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Steps({ title, steps, action }: { title: string; steps: string[][]; action: { href: string; label: string } }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ol className="flex flex-col gap-4">
        {steps.map(([name, text], i) => (
          <li key={name} className="flex gap-3">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-link"
            >
              {i + 1}
            </span>
            <p className="text-sm text-muted-foreground">
              <strong className="font-semibold text-foreground">{name}.</strong> {text}
            </p>
          </li>
        ))}
      </ol>
      <Button asChild variant="outline" className="mt-auto self-start">
        <Link href={action.href}>{action.label}</Link>
      </Button>
    </div>
  );
}

/**
 * The storefront: search first, then the ways in (categories, shelves) and how buying and selling work. Served at "/"
 * from /storefront/<currency> by proxy.ts, cached per currency (ADR 062).
 */
export default async function Home({ params }: { params: Promise<{ currency: string }> }) {
  const currency = segmentCurrency((await params).currency);
  if (currency === null) notFound();
  const store = await getStorefront(currency);
  const names = new Map(store.categories.map((c) => [c.slug, c.name]));
  return (
    <main className="flex flex-col">
      <section className="border-b bg-gradient-to-b from-brand-soft to-subtle">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">AI prompts and workflows that do the work</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            {pluralize(store.products, "ready-made prompt or workflow", "ready-made prompts and workflows")} from independent sellers. Buy
            once, run with your own provider key.
          </p>
          <form role="search" method="get" action="/products" className="flex w-full max-w-xl gap-2">
            <label htmlFor="home-search" className="sr-only">
              What do you want to get done?
            </label>
            <div className="relative flex-1">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <input
                id="home-search"
                name="search"
                type="search"
                placeholder="e.g. email sequence"
                className="h-12 w-full rounded-lg border border-input bg-card pr-3 pl-10 text-base shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              />
            </div>
            <Button type="submit" size="lg" className="h-12">
              Search
            </Button>
          </form>
          <div className="flex flex-wrap justify-center gap-2 text-sm">
            <span className="text-muted-foreground">Popular:</span>
            {SUGGESTIONS.map((s) => (
              <Link
                key={s}
                href={`/products?search=${encodeURIComponent(s)}`}
                className="rounded-full border border-input bg-card px-3 py-0.5 text-foreground hover:border-primary"
              >
                {s}
              </Link>
            ))}
          </div>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="categories" className="flex flex-col gap-4">
          <h2 id="categories" className="text-2xl font-bold">
            Browse by category
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {store.categories.map((c) => {
              const { icon: Icon, from, to } = categoryStyle(c.slug);
              return (
                <li key={c.slug}>
                  <Link
                    href={`/products?category=${c.slug}`}
                    className="flex h-full items-center gap-3 rounded-lg border border-border bg-card p-3 hover:border-primary"
                  >
                    <span
                      aria-hidden
                      className="flex size-10 shrink-0 items-center justify-center rounded-md"
                      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
                    >
                      <Icon className="size-5 text-white" />
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-medium text-foreground">{c.name}</span>
                      <span className="block text-xs text-muted-foreground">{pluralize(c.products, "product")}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        <Shelf id="featured" title="Featured: most bought" items={store.featured} more="/products?sort=popular" categoryNames={names} />
        <Shelf id="top-rated" title="Top rated" items={store.topRated} more="/products?sort=rating" categoryNames={names} />
        <Shelf id="newest" title="Just added" items={store.newest} more="/products?sort=newest" categoryNames={names} />

        <section aria-labelledby="how" className="flex flex-col gap-4">
          <h2 id="how" className="text-2xl font-bold">
            How Promptly works
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            <Steps title="For buyers" steps={BUYER_STEPS} action={{ href: "/products", label: "Browse the catalog" }} />
            <Steps title="For sellers" steps={SELLER_STEPS} action={{ href: "/dashboard/products/new", label: "Start selling" }} />
          </div>
        </section>
      </div>
    </main>
  );
}
