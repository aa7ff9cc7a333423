import Link from "next/link";
import type { ProductListItem } from "@/lib/catalog/present";
import { Price } from "./price";
import { RatingStars } from "./rating-stars";

export function ProductCard({ product }: { product: ProductListItem }) {
  return (
    <Link
      href={`/products/${product.id}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500"
    >
      <div className="flex items-center justify-between text-xs text-slate-500">
        <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-700">{product.type}</span>
        <span>{product.category}</span>
      </div>
      <h2 className="font-semibold text-slate-900">{product.title}</h2>
      <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
      <div className="mt-auto flex items-center justify-between pt-2 text-sm">
        <RatingStars average={product.rating.average} count={product.rating.count} />
        <Price price={product.price} currency={product.currency} />
      </div>
      <div className="text-xs text-slate-500">
        by {product.author.name}
        {product.author.verified ? " ✓" : ""} · {product.stats.views} views
      </div>
    </Link>
  );
}
