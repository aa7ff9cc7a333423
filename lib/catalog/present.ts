import { toAmount } from "@/lib/money";
import { avatarUrl } from "@/lib/accounts/avatar-url";
import type { AssetKind, PriceMode, ProductStatus, ProductType, RefundPolicy } from "@/lib/db/generated/enums";
import { priceModeOut } from "@/lib/catalog/price-mode";
import { policyOut } from "@/lib/catalog/refund-policy";
import { licenseKeysOut, type LicenseSettingsRow } from "@/lib/licenses/settings";
import { allPrices, shownIn } from "@/lib/catalog/currency-prices";

// One mapper per shape, so the API never leaks a column (searchText, ratingSum...) by accident.

export type ProductRow = {
  id: string;
  authorId: string;
  title: string;
  description: string;
  type: ProductType;
  categorySlug: string;
  priceCents: number;
  // Absent on rows read before pay-what-you-want existed in the select: FIXED.
  priceMode?: PriceMode;
  suggestedPriceCents?: number | null;
  currency: string;
  /** Prices in other currencies (lib/catalog/currency-prices.ts); absent on rows read without it. */
  prices?: unknown;
  status: ProductStatus;
  tags: string[];
  compatibility: string[];
  viewCount: number;
  purchaseCount: number;
  ratingCount: number;
  ratingAverage: number;
  // Prisma reads give Dates; the catalog list's prepared statement gives ISO text (no Date round trip).
  publishedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

export type AuthorRow = { id: string; name: string; handle: string; verified: boolean; avatarHash?: string | null; bio?: string };

export type AssetRow = { id: string; kind: AssetKind; name: string; mediaType: string; size: bigint | number };

const iso = (d: Date | string) => (typeof d === "string" ? d : d.toISOString());
export const statusOut = (s: ProductStatus) => s.toLowerCase() as Lowercase<ProductStatus>;
export const rating = (avg: number) => Number(avg.toFixed(2));

export function imageUrl(productId: string, assetId: string): string {
  return `/api/v1/products/${productId}/images/${assetId}`;
}

/** `price` is the minimum of a pay_what_you_want product; minimumPrice and suggestedPrice are null for fixed ones. */
export function pricingOut(p: Pick<ProductRow, "priceCents" | "priceMode" | "suggestedPriceCents">) {
  const pwyw = p.priceMode === "PAY_WHAT_YOU_WANT";
  return {
    priceMode: priceModeOut(p.priceMode ?? "FIXED"),
    minimumPrice: pwyw ? toAmount(p.priceCents) : null,
    suggestedPrice: pwyw && p.suggestedPriceCents != null ? toAmount(p.suggestedPriceCents) : null,
  };
}

export function toListItem(p: ProductRow, author: AuthorRow) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    type: p.type,
    category: p.categorySlug,
    status: statusOut(p.status),
    price: toAmount(p.priceCents),
    ...pricingOut(p),
    currency: p.currency,
    author: {
      id: author.id,
      name: author.name,
      handle: author.handle,
      verified: author.verified,
      avatarUrl: avatarUrl(author.id, author.avatarHash),
    },
    rating: { average: rating(p.ratingAverage), count: p.ratingCount },
    stats: { views: p.viewCount, purchases: p.purchaseCount },
    compatibility: p.compatibility,
    tags: p.tags,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}
export type ProductListItem = ReturnType<typeof toListItem>;

export function toDetail(
  p: ProductRow & {
    content: string;
    requirements: string[];
    features: string[];
    version: string;
    changelog: string;
    refundPolicy: RefundPolicy;
  } & LicenseSettingsRow,
  author: AuthorRow,
  assets: AssetRow[],
  opts: { showContent: boolean; viewer: "author" | "buyer" | "visitor"; currency?: string },
) {
  const { author: listAuthor, stats, ...rest } = toListItem(shownIn(p, opts.currency), author);
  return {
    ...rest,
    content: opts.showContent ? p.content : null,
    author: { ...listAuthor, bio: author.bio ?? "" },
    requirements: p.requirements,
    features: p.features,
    version: p.version,
    changelog: p.changelog,
    files: assets.filter((a) => a.kind === "FILE").map((a) => ({ id: a.id, name: a.name, size: Number(a.size), type: a.mediaType })),
    images: assets.filter((a) => a.kind === "IMAGE").map((a) => imageUrl(p.id, a.id)),
    stats: { ...stats, rating: rating(p.ratingAverage), reviews: p.ratingCount },
    publishedAt: p.publishedAt === null ? null : iso(p.publishedAt),
    viewer: opts.viewer,
    refundPolicy: policyOut(p.refundPolicy),
    licenseKeys: licenseKeysOut(p),
    prices: allPrices(p),
  };
}
export type ProductDetail = ReturnType<typeof toDetail>;
