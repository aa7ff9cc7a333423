import { db } from "@/lib/db/client";

/** The category list with how many published products each holds. */
export async function listCategories(): Promise<{ slug: string; name: string; products: number }[]> {
  const client = await db();
  const [categories, counts] = await Promise.all([
    client.category.findMany({ orderBy: { name: "asc" } }),
    client.product.groupBy({ by: ["categorySlug"], where: { status: "PUBLISHED" }, _count: { _all: true } }),
  ]);
  const bySlug = new Map(counts.map((c) => [c.categorySlug, c._count._all]));
  return categories.map((c) => ({ slug: c.slug, name: c.name, products: bySlug.get(c.slug) ?? 0 }));
}
