import { db } from "@/lib/db/client";

export type CatalogFacets = { types: Record<string, number>; providers: Record<string, number> };

/**
 * How many published products each type and each provider has, for the catalog's filter labels ("Workflows (12)").
 * Counts of the whole published catalog, like the categories' counts, so a filter's number does not change
 * under the visitor as they narrow the list.
 */
export async function catalogFacets(): Promise<CatalogFacets> {
  const client = await db();
  const rows = await client.$queryRaw<{ facet: "type" | "provider"; value: string; products: number }[]>`
    SELECT 'type' AS facet, p."type"::text AS value, count(*)::int AS products FROM "Product" p
    WHERE p."status" = 'PUBLISHED' GROUP BY p."type"
    UNION ALL
    SELECT 'provider', c.value, count(*)::int FROM "Product" p CROSS JOIN LATERAL unnest(p."compatibility") c(value)
    WHERE p."status" = 'PUBLISHED' GROUP BY c.value`;
  const facets: CatalogFacets = { types: {}, providers: {} };
  for (const r of rows) (r.facet === "type" ? facets.types : facets.providers)[r.value] = r.products;
  return facets;
}
