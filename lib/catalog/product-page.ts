import { db } from "@/lib/db/client";
import { workflowOutline } from "@/lib/catalog/workflow-outline";
import { entitlementOf } from "@/lib/purchases/access";

/**
 * What the public product page shows beside the detail (lib/catalog/get-product.ts, which checks visibility
 * first): the rating distribution, the seller's track record, a workflow's outline and the caller's purchase.
 */
export async function getProductPageExtras(
  product: { id: string; type: string; author: { id: string }; bundleProducts: { id: string }[] | null },
  callerId: string | null,
) {
  const client = await db();
  const [ratings, seller, sold, content, purchase] = await Promise.all([
    client.review.groupBy({ by: ["rating"], where: { productId: product.id, hiddenAt: null }, _count: { _all: true } }),
    client.user.findUniqueOrThrow({ where: { id: product.author.id }, select: { createdAt: true } }),
    client.product.aggregate({
      where: { authorId: product.author.id, status: "PUBLISHED" },
      _count: { _all: true },
      _sum: { purchaseCount: true },
    }),
    product.type === "WORKFLOW" ? client.product.findUnique({ where: { id: product.id }, select: { content: true } }) : null,
    callerId ? entitlementOf(client, callerId, product.id) : null,
  ]);
  // A bundle's products the caller already holds: the page marks them, and the price is reduced by what they paid.
  const held = [];
  for (const item of callerId ? (product.bundleProducts ?? []) : []) {
    if (await entitlementOf(client, callerId!, item.id)) held.push(item.id);
  }
  const counts = new Map(ratings.map((r) => [r.rating, r._count._all]));
  return {
    ratingDistribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    seller: {
      memberSince: seller.createdAt.toISOString(),
      products: sold._count._all,
      sales: sold._sum.purchaseCount ?? 0,
    },
    workflow: content ? workflowOutline(content.content) : null,
    bundleHeld: held,
    // Held through its own order or a bundle's (lib/purchases/access.ts); a disputed order's access is frozen.
    purchase:
      purchase && purchase.status === "COMPLETED"
        ? { orderId: purchase.orderId, purchasedAt: purchase.since.toISOString(), viaBundle: purchase.via === "bundle" }
        : null,
  };
}
export type ProductPageExtras = Awaited<ReturnType<typeof getProductPageExtras>>;
