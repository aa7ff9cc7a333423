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
      className="group flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition-colors hover:border-brand-500 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <ProductCover image={product.image} category={product.category} seed={product.id} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-700">{productTypeLabel(product.type)}</span>
          <span className="truncate">{categoryName ?? categoryLabel(product.category)}</span>
        </div>
        <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">{product.title}</h3>
        <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <RatingStars average={product.rating.average} count={product.rating.count} />
          <Price price={product.price} currency={product.currency} />
        </div>
        <div className="truncate text-xs text-slate-500">
          by {product.author.name}
          {product.author.verified && <span className="sr-only"> (verified seller)</span>}
          {product.author.verified && (
            <span aria-hidden className="ml-1 text-brand-600">
              ✓
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
