import Link from "next/link";
import type { StorefrontItem } from "@/lib/catalog/storefront";
import { categoryLabel, productTypeLabel } from "@/lib/format/labels";
import { Price } from "./price";
import { ProductCover } from "./product-cover";
import { RatingStars } from "./rating-stars";

/** A product in a grid (home shelves, catalog): picture, kind and category, title, rating, price, seller. */
export function ProductCard({ product, categoryName }: { product: StorefrontItem; categoryName?: string }) {
  return (
    <Link
      href={`/products/${product.id}`}
      className="group flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <ProductCover image={product.image} category={product.category} seed={product.id} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="rounded bg-brand-soft px-2 py-0.5 font-medium text-link">{productTypeLabel(product.type)}</span>
          <span className="truncate">{categoryName ?? categoryLabel(product.category)}</span>
        </div>
        <h3 className="font-semibold text-foreground group-hover:text-link">{product.title}</h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <RatingStars average={product.rating.average} count={product.rating.count} />
          <Price price={product.price} currency={product.currency} named={product.priceMode === "pay_what_you_want"} />
        </div>
        <div className="truncate text-xs text-muted-foreground">
          by {product.author.name}
          {product.author.verified && <span className="sr-only"> (verified seller)</span>}
          {product.author.verified && (
            <span aria-hidden className="ml-1 text-link">
              ✓
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
