import { db } from "@/lib/db/client";
import { listCategories } from "@/lib/catalog/categories";
import { listProducts } from "@/lib/catalog/list-products";
import type { ProductListItem } from "@/lib/catalog/present";
import { imageSources, type ImageSources } from "@/lib/catalog/image-names";
import { listProductsQuery } from "@/lib/catalog/schemas";

/** A list item with the picture its card shows: the product's first image, or null (the page draws a cover). */
export type StorefrontItem = ProductListItem & { image: ImageSources | null };

/** The first image of each product (by position), for catalog cards; products without one are absent. */
export async function firstImages(productIds: string[]): Promise<Map<string, ImageSources>> {
  const client = await db();
  if (productIds.length === 0) return new Map();
  const assets = await client.productAsset.findMany({
    where: { productId: { in: productIds }, kind: "IMAGE" },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, productId: true, sha256: true, variantWidths: true },
  });
  const first = new Map<string, ImageSources>();
  for (const a of assets) if (!first.has(a.productId)) first.set(a.productId, imageSources(a.productId, a));
  return first;
}

export async function withImages(items: ProductListItem[]): Promise<StorefrontItem[]> {
  const images = await firstImages(items.map((i) => i.id));
  return items.map((i) => ({ ...i, image: images.get(i.id) ?? null }));
}

const ROW = 4;
const row = (sort: "popular" | "rating" | "newest", currency: string | undefined) =>
  listProducts(listProductsQuery.parse({ sort, limit: ROW, currency }), null);

/**
 * The home page's shelves, read straight from the catalog (no API round trip): categories with their counts,
 * featured (the most bought), top rated and newest products, priced in `currency` where their sellers set one.
 */
export async function getStorefront(currency?: string) {
  const [categories, featured, topRated, newest] = await Promise.all([
    listCategories(),
    row("popular", currency),
    row("rating", currency),
    row("newest", currency),
  ]);
  const images = await firstImages([...featured.items, ...topRated.items, ...newest.items].map((i) => i.id));
  const pictured = (items: ProductListItem[]) => items.map((i) => ({ ...i, image: images.get(i.id) ?? null }));
  return {
    categories,
    products: categories.reduce((n, c) => n + c.products, 0),
    featured: pictured(featured.items),
    topRated: pictured(topRated.items),
    newest: pictured(newest.items),
  };
}

/** Every image of one product, in order, with its resized copies: the product page's gallery. */
export async function productImageSources(productId: string): Promise<ImageSources[]> {
  const client = await db();
  const assets = await client.productAsset.findMany({
    where: { productId, kind: "IMAGE" },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, productId: true, sha256: true, variantWidths: true },
  });
  return assets.map((a) => imageSources(productId, a));
}
