import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { RatingStars } from "@/components/catalog/rating-stars";
import type { ProductDetail } from "@/lib/catalog/present";
import { pluralize } from "@/lib/format/numbers";
import { productStatusLabel, productTypeLabel } from "@/lib/format/labels";

export function ProductHeader({ product, categoryName }: { product: ProductDetail; categoryName: string }) {
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/products" className="hover:underline">
              Catalog
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link href={`/products?category=${product.category}`} className="hover:underline">
              {categoryName}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{productTypeLabel(product.type)}</Badge>
        {product.status !== "published" && <Badge variant="outline">{productStatusLabel(product.status)}</Badge>}
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{product.title}</h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <a href="#reviews" className="hover:underline">
          <RatingStars average={product.rating.average} count={product.rating.count} />
        </a>
        <span>{pluralize(product.stats.purchases, "sale")}</span>
        <span>
          by{" "}
          <Link href={`/sellers/${product.author.handle}`} className="font-medium text-foreground hover:underline">
            {product.author.name}
          </Link>
        </span>
      </div>
    </div>
  );
}
