import Link from "next/link";
import { ProductCard } from "@/components/catalog/product-card";
import { listCategories } from "@/lib/catalog/categories";
import { catalogFacets } from "@/lib/catalog/facets";
import { listProducts } from "@/lib/catalog/list-products";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { withImages } from "@/lib/catalog/storefront";
import { pluralize } from "@/lib/format/numbers";
import { CatalogFilters } from "./catalog-filters";
import { Pagination } from "./pagination";

/**
 * The catalog's filters and one page of products for `values` (the URL's values, lib/catalog/catalog-url.ts) in
 * `currency`. Rendered per request by app/(site)/products/page.tsx, and cached per currency and filter set for the
 * first page by app/(storefront)/storefront/[currency]/products/[filters]/page.tsx (ADR 062): it reads nothing of the
 * visitor (`author=me` never reaches it).
 */
export async function CatalogView({ values, currency }: { values: Record<string, string>; currency?: string }) {
  const parsed = listProductsQuery.safeParse({ currency, ...values });
  const [categories, facets, result] = await Promise.all([
    listCategories(),
    catalogFacets(),
    parsed.success ? listProducts(parsed.data, null) : null,
  ]);
  const items = result ? await withImages(result.items) : [];
  const names = new Map(categories.map((c) => [c.slug, c.name]));
  const category = values.category ? names.get(values.category) : undefined;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 sm:px-6">
      {items.length > 0 && (
        // Past the search and six filter fields in one key press (docs/catalog.md#storefront-pages).
        <a
          href="#results"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
        >
          Skip to results
        </a>
      )}
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{category ?? "Catalog"}</h1>
        {result && (
          <p className="text-sm text-muted-foreground" data-testid="result-count">
            {result.meta.search?.totalExact === false ? "More than " : ""}
            {pluralize(result.meta.total, "product")}
          </p>
        )}
      </header>
      <CatalogFilters values={values} categories={categories} facets={facets} currency={parsed.data?.currency ?? "USD"} />
      {result?.meta.search?.correctedQuery && (
        <p className="text-sm text-muted-foreground" data-testid="search-correction">
          Showing results for <strong className="font-semibold text-foreground">{result.meta.search.correctedQuery}</strong>
          <span className="text-muted-foreground"> (no exact match for “{result.meta.search.query}”)</span>
        </p>
      )}
      {!result ? (
        <p role="alert" className="rounded border border-destructive-border bg-destructive-soft p-4 text-destructive-text">
          Some filters are invalid (check the prices and page).{" "}
          <Link href="/products" className="underline">
            Reset filters
          </Link>
        </p>
      ) : items.length === 0 ? (
        <p className="rounded border border-border bg-card p-8 text-center text-muted-foreground">
          No products match{values.search ? ` “${values.search}”` : ""}. Try other words or{" "}
          <Link href="/products" className="text-link underline">
            clear the filters
          </Link>
          .
        </p>
      ) : (
        <>
          <ul id="results" tabIndex={-1} className="grid gap-4 outline-none sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
            {items.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} categoryName={names.get(p.category)} />
              </li>
            ))}
          </ul>
          <Pagination values={values} {...result.meta} />
        </>
      )}
    </main>
  );
}
