import type { ProductDetail } from "@/lib/catalog/present";
import { Price } from "./price";
import { RatingStars } from "./rating-stars";

export function ProductHeader({ product }: { product: ProductDetail }) {
  return (
    <header className="flex flex-col gap-2">
      <div className="flex items-center gap-2 text-xs">
        <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-700">{product.type}</span>
        <span className="text-slate-500">{product.category}</span>
        {product.status !== "published" && <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-800">{product.status}</span>}
      </div>
      <h1 className="text-3xl font-bold">{product.title}</h1>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <Price price={product.price} currency={product.currency} />
        <RatingStars average={product.rating.average} count={product.rating.count} />
        <span className="text-slate-500">
          {product.stats.views} views · {product.stats.purchases} sales
        </span>
      </div>
      <p className="text-sm text-slate-600">
        by <span className="font-medium">{product.author.name}</span>
        {product.author.verified && (
          <span className="ml-1 text-brand-600" title="Verified seller">
            ✓
          </span>
        )}
        {product.author.bio && <span className="text-slate-500"> — {product.author.bio}</span>}
      </p>
    </header>
  );
}
