import { BadgeCheckIcon } from "lucide-react";
import Link from "next/link";
import type { ProductDetail } from "@/lib/catalog/present";
import type { ProductPageExtras } from "@/lib/catalog/product-page";
import { formatDate } from "@/lib/format/dates";
import { pluralize } from "@/lib/format/numbers";

export function SellerCard({ author, seller }: { author: ProductDetail["author"]; seller: ProductPageExtras["seller"] }) {
  return (
    <section aria-labelledby="seller" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="seller" className="text-sm font-semibold text-slate-600">
        Sold by
      </h2>
      <div className="flex items-center gap-3">
        <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
          {author.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-semibold">
            <span className="truncate">{author.name}</span>
            {author.verified && (
              <>
                <BadgeCheckIcon aria-hidden className="size-4 shrink-0 text-brand-600" />
                <span className="sr-only">(verified seller)</span>
              </>
            )}
          </p>
          <p className="text-xs text-slate-600">Selling since {formatDate(seller.memberSince)}</p>
        </div>
      </div>
      {author.bio && <p className="text-sm text-slate-700">{author.bio}</p>}
      <p className="text-sm text-slate-600">
        {pluralize(seller.products, "product")} listed · {pluralize(seller.sales, "sale")}
      </p>
      <Link href={`/products?author=${author.id}`} className="text-sm font-medium text-brand-700 hover:underline">
        More from {author.name}
      </Link>
    </section>
  );
}
