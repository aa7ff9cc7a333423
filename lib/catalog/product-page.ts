import { db } from "@/lib/db/client";
import { listCategories } from "@/lib/catalog/categories";
import type { getPublicProduct } from "@/lib/catalog/get-product";
import { listReviews } from "@/lib/catalog/reviews";
import { productImageSources } from "@/lib/catalog/storefront";
import { workflowOutline } from "@/lib/catalog/workflow-outline";
import { categoryLabel } from "@/lib/format/labels";

/**
 * What the public product page shows beside the detail (lib/catalog/get-product.ts, which checks visibility
 * first): the rating distribution, the seller's track record and a workflow's outline. Nothing of the visitor's: their
 * purchase and the bundle's products they hold come from productViewerState (lib/catalog/product-viewer.ts).
 */
export async function getProductPageExtras(product: { id: string; type: string; author: { id: string } }) {
  const client = await db();
  const [ratings, seller, sold, content] = await Promise.all([
    client.review.groupBy({ by: ["rating"], where: { productId: product.id, hiddenAt: null }, _count: { _all: true } }),
    client.user.findUniqueOrThrow({ where: { id: product.author.id }, select: { createdAt: true } }),
    client.product.aggregate({
      where: { authorId: product.author.id, status: "PUBLISHED" },
      _count: { _all: true },
      _sum: { purchaseCount: true },
    }),
    product.type === "WORKFLOW" ? client.product.findUnique({ where: { id: product.id }, select: { content: true } }) : null,
  ]);
  const counts = new Map(ratings.map((r) => [r.rating, r._count._all]));
  return {
    ratingDistribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    seller: {
      memberSince: seller.createdAt.toISOString(),
      products: sold._count._all,
      sales: sold._sum.purchaseCount ?? 0,
    },
    workflow: content ? workflowOutline(content.content) : null,
  };
}
export type ProductPageExtras = Awaited<ReturnType<typeof getProductPageExtras>>;

type PublicProduct = Awaited<ReturnType<typeof getPublicProduct>>;

/**
 * Everything the product page shows, for a product the caller may see (getPublicProduct checked it; `visibleTo` is
 * the account it was shown to when it is not published, null on the cached page): the first reviews, the extras
 * above, the category's name and the images' sources.
 */
export async function getProductPage(product: PublicProduct, visibleTo: string | null) {
  const [reviews, extras, categories, images] = await Promise.all([
    listReviews(visibleTo, product.id, { limit: 20 }),
    getProductPageExtras(product),
    listCategories(),
    productImageSources(product.id),
  ]);
  const categoryName = categories.find((c) => c.slug === product.category)?.name ?? categoryLabel(product.category);
  return { product, images, reviews, extras, categoryName };
}
export type ProductPage = Awaited<ReturnType<typeof getProductPage>>;
