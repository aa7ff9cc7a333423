import Link from "next/link";
import type { StorefrontItem } from "@/lib/catalog/storefront";
import { categoryLabel, productTypeLabel } from "@/lib/format/labels";
import { Price } from "./price";
import { ProductCover } from "./product-cover";
import { RatingStars } from "./rating-stars";
import { SellerAvatar } from "./seller-avatar";

/**
 * A product in a grid (home shelves, catalog, seller profiles): picture, kind and category, title, rating, price,
 * seller. The title's link covers the whole card (its ::after); the seller's name is a link of its own above it, to
 * their profile, since a link may not hold another. `showSeller` is off on the seller's own profile.
 */
export function ProductCard({
  product,
  categoryName,
  showSeller = true,
}: {
  product: StorefrontItem;
  categoryName?: string;
  showSeller?: boolean;
}) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card transition-colors hover:border-primary has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
      <ProductCover image={product.image} category={product.category} seed={product.id} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="rounded bg-brand-soft px-2 py-0.5 font-medium text-link">{productTypeLabel(product.type)}</span>
          <span className="truncate">{categoryName ?? categoryLabel(product.category)}</span>
        </div>
        <Link href={`/products/${product.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
          <h3 className="font-semibold text-foreground group-hover:text-link">{product.title}</h3>
        </Link>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <RatingStars average={product.rating.average} count={product.rating.count} />
          <Price price={product.price} currency={product.currency} named={product.priceMode === "pay_what_you_want"} />
        </div>
        {showSeller && (
          <div className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <SellerAvatar name={product.author.name} avatarUrl={product.author.avatarUrl} className="size-5 text-[10px]" />
            <span className="truncate">
              by{" "}
              <Link
                href={`/sellers/${product.author.handle}`}
                className="relative z-10 font-medium hover:text-link hover:underline focus-visible:underline focus-visible:outline-none"
              >
                {product.author.name}
                {product.author.verified && <span className="sr-only"> (verified seller)</span>}
              </Link>
              {product.author.verified && (
                <span aria-hidden className="ml-1 text-link">
                  ✓
                </span>
              )}
            </span>
          </div>
        )}
      </div>
    </article>
  );
}
