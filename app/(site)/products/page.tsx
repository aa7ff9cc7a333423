import { CatalogView } from "./_components/catalog-view";
import { catalogValues } from "@/lib/catalog/catalog-url";
import { requestCurrency } from "@/lib/catalog/request-currency";

export const dynamic = "force-dynamic";
export const metadata = { title: "Catalog" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * The catalog rendered per request: free-text searches and the pages after the first. The first page of each filter
 * set is served from a cached page instead (proxy.ts, app/(storefront)/storefront/[currency]/products, ADR 062).
 */
export default async function CatalogPage({ searchParams }: { searchParams: Search }) {
  const values = catalogValues(await searchParams);
  // The visitor's currency (ADR 055), unless the address names one.
  return <CatalogView values={values} currency={(await requestCurrency()).currency} />;
}
