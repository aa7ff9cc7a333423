import { notFound } from "next/navigation";
import { CatalogView } from "@/app/(site)/products/_components/catalog-view";
import { catalogValues } from "@/lib/catalog/catalog-url";
import { catalogQueryOfSegment, segmentCurrency } from "@/lib/catalog/storefront-address";

export const revalidate = 60;
// Rendered on a filter set's first request and kept (the build renders none: no database at build time).
export function generateStaticParams(): { filters: string }[] {
  return [];
}
export const metadata = { title: "Catalog" };

/**
 * The catalog's first page for one filter set, cached per currency (ADR 062): proxy.ts serves "/products?…" from here
 * when the query is filters only (lib/catalog/storefront-address.ts, catalogSegment). Searches and later pages are
 * rendered per request by app/(site)/products/page.tsx.
 */
export default async function CachedCatalogPage({ params }: { params: Promise<{ currency: string; filters: string }> }) {
  const { currency: segment, filters } = await params;
  const currency = segmentCurrency(segment);
  const query = catalogQueryOfSegment(filters);
  if (currency === null || query === null) notFound();
  return <CatalogView values={catalogValues(query)} currency={currency} />;
}
