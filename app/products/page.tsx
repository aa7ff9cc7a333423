import Link from "next/link";
import { currentUserId } from "@/lib/auth/session";
import { listCategories } from "@/lib/catalog/categories";
import { listProducts } from "@/lib/catalog/list-products";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { CatalogFilters } from "./_components/catalog-filters";
import { Pagination } from "./_components/pagination";
import { ProductCard } from "./_components/product-card";

export const dynamic = "force-dynamic";
export const metadata = { title: "Catalog" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function CatalogPage({ searchParams }: { searchParams: Search }) {
  // Empty form fields arrive as "": drop them so the URL means what the visitor chose.
  const values = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([k, v]) => (typeof v === "string" && v !== "" && k !== "author" ? [[k, v]] : [])),
  );
  const parsed = listProductsQuery.safeParse(values);
  const [categories, result] = await Promise.all([
    listCategories(),
    parsed.success ? listProducts(parsed.data, await currentUserId()) : null,
  ]);
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10">
      <header className="flex items-center justify-between">
        <h1 className="text-3xl font-bold">Catalog</h1>
        <Link href="/dashboard/products" className="text-sm text-brand-600 hover:underline">
          Sell a product →
        </Link>
      </header>
      <CatalogFilters values={values} categories={categories} />
      {result?.meta.search?.correctedQuery && (
        <p className="text-sm text-slate-600" data-testid="search-correction">
          Showing results for <strong className="font-semibold text-slate-900">{result.meta.search.correctedQuery}</strong>
          <span className="text-slate-500"> (no exact match for “{result.meta.search.query}”)</span>
        </p>
      )}
      {!result ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
          Some filters are invalid (check the prices and page).{" "}
          <Link href="/products" className="underline">
            Reset filters
          </Link>
        </p>
      ) : result.items.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-8 text-center text-slate-600">
          No products match{values.search ? ` “${values.search}”` : ""}. Try other words or{" "}
          <Link href="/products" className="text-brand-600 underline">
            clear the filters
          </Link>
          .
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
          <Pagination values={values} {...result.meta} />
        </>
      )}
    </main>
  );
}
