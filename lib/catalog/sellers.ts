import { z } from "zod";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { looksLikeHandle } from "@/lib/accounts/handle-rules";
import { avatarUrl } from "@/lib/accounts/avatar-url";
import { listProducts } from "@/lib/catalog/list-products";
import { rating, type ProductListItem } from "@/lib/catalog/present";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { productListItemView } from "@/lib/catalog/views";

/** How many of a seller's products the profile lists (most bought first); the catalog, filtered by author, has the rest. */
export const PROFILE_PRODUCTS = 48;

export const sellerHandleParams = z.object({
  handle: z.string().min(1).max(60).meta({ description: "The seller's handle, as in /sellers/{handle}" }),
});

export const sellerProfileView = z
  .strictObject({
    id: z.string(),
    handle: z.string(),
    name: z.string(),
    bio: z.string(),
    verified: z.boolean().meta({ description: "The storefront's verified-seller badge" }),
    avatarUrl: z.string().nullable().meta({ description: "The seller's profile picture (256 px square WebP); null: none" }),
    memberSince: z.iso.datetime().meta({ description: "When the account was created (ISO 8601 UTC)" }),
    stats: z.strictObject({
      products: z.number().int().meta({ description: "Published products" }),
      sales: z.number().int().meta({ description: "Purchases of the published products, refunds taken off" }),
      rating: z.strictObject({
        average: z.number().meta({ description: "Over every review of the published products; 0 with none" }),
        count: z.number().int(),
      }),
    }),
    products: z.array(productListItemView).meta({ description: `Up to ${PROFILE_PRODUCTS} published products, most bought first` }),
  })
  .meta({ id: "SellerProfile" });
// The list items as present.ts maps them (their enums typed as the columns' strings).
export type SellerProfile = Omit<z.infer<typeof sellerProfileView>, "products"> & { products: ProductListItem[] };

const sellerNotFound = () => notFound("Seller");

/**
 * A seller's public profile (GET /sellers/{handle}, the page /sellers/<handle>; docs/catalog.md#seller-profiles):
 * name, bio, badge, published products and their rating and sales. Only published products are shown or counted
 * (never drafts, unpublished or deleted ones), and an account with none has no profile (404), so a buyer's
 * handle shows nothing; nor does a deleted account.
 */
export async function getSellerProfile(handle: string, currency?: string): Promise<SellerProfile> {
  const h = handle.toLowerCase();
  if (!looksLikeHandle(h)) throw sellerNotFound();
  const client = await db();
  const user = await client.user.findUnique({
    where: { handle: h },
    select: { id: true, handle: true, name: true, bio: true, verified: true, avatarHash: true, createdAt: true, deletedAt: true },
  });
  if (!user || user.deletedAt) throw sellerNotFound();
  const [totals, page] = await Promise.all([
    client.product.aggregate({
      where: { authorId: user.id, status: "PUBLISHED" },
      _count: { _all: true },
      _sum: { purchaseCount: true, ratingSum: true, ratingCount: true },
    }),
    listProducts(listProductsQuery.parse({ author: user.id, sort: "popular", limit: PROFILE_PRODUCTS, currency }), null),
  ]);
  if (totals._count._all === 0) throw sellerNotFound();
  const ratingSum = totals._sum.ratingSum ?? 0;
  const ratingCount = totals._sum.ratingCount ?? 0;
  return {
    id: user.id,
    handle: user.handle,
    name: user.name,
    bio: user.bio,
    verified: user.verified,
    avatarUrl: avatarUrl(user.id, user.avatarHash),
    memberSince: user.createdAt.toISOString(),
    stats: {
      products: totals._count._all,
      sales: totals._sum.purchaseCount ?? 0,
      rating: { average: ratingCount > 0 ? rating(ratingSum / ratingCount) : 0, count: ratingCount },
    },
    products: page.items,
  };
}
