import Link from "next/link";
import { ProductCard } from "@/components/catalog/product-card";
import { currentUserId } from "@/lib/auth/session";
import { listCategories } from "@/lib/catalog/categories";
import { catalogFacets } from "@/lib/catalog/facets";
import { listProducts } from "@/lib/catalog/list-products";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { withImages } from "@/lib/catalog/storefront";
import { pluralize } from "@/lib/format/numbers";
import { CatalogFilters } from "./_components/catalog-filters";
import { catalogValues } from "@/lib/catalog/catalog-url";
import { Pagination } from "./_components/pagination";

export const dynamic = "force-dynamic";
export const metadata = { title: "Catalog" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function CatalogPage({ searchParams }: { searchParams: Search }) {
  const values = catalogValues(await searchParams);
  const parsed = listProductsQuery.safeParse(values);
  const [categories, facets, result] = await Promise.all([
    listCategories(),
    catalogFacets(),
    parsed.success ? listProducts(parsed.data, await currentUserId()) : null,
  ]);
  const items = result ? await withImages(result.items) : [];
  const names = new Map(categories.map((c) => [c.slug, c.name]));
  const category = values.category ? names.get(values.category) : undefined;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{category ?? "Catalog"}</h1>
        {result && (
          <p className="text-sm text-slate-600" data-testid="result-count">
            {pluralize(result.meta.total, "product")}
          </p>
        )}
      </header>
      <CatalogFilters values={values} categories={categories} facets={facets} />
      {result?.meta.search?.correctedQuery && (
        <p className="text-sm text-slate-600" data-testid="search-correction">
          Showing results for <strong className="font-semibold text-slate-900">{result.meta.search.correctedQuery}</strong>
          <span className="text-slate-600"> (no exact match for “{result.meta.search.query}”)</span>
        </p>
      )}
      {!result ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
          Some filters are invalid (check the prices and page).{" "}
          <Link href="/products" className="underline">
            Reset filters
          </Link>
        </p>
      ) : items.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-8 text-center text-slate-600">
          No products match{values.search ? ` “${values.search}”` : ""}. Try other words or{" "}
          <Link href="/products" className="text-brand-700 underline">
            clear the filters
          </Link>
          .
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
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
