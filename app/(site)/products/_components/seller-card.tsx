import { BadgeCheckIcon } from "lucide-react";
import Link from "next/link";
import { SellerAvatar } from "@/components/catalog/seller-avatar";
import type { ProductDetail } from "@/lib/catalog/present";
import type { ProductPageExtras } from "@/lib/catalog/product-page";
import { formatDate } from "@/lib/format/dates";
import { pluralize } from "@/lib/format/numbers";

export function SellerCard({ author, seller }: { author: ProductDetail["author"]; seller: ProductPageExtras["seller"] }) {
  return (
    <section aria-labelledby="seller" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="seller" className="text-sm font-semibold text-muted-foreground">
        Sold by
      </h2>
      <div className="flex items-center gap-3">
        <SellerAvatar name={author.name} avatarUrl={author.avatarUrl} className="size-10" />
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-semibold">
            <Link href={`/sellers/${author.handle}`} className="truncate hover:text-link hover:underline">
              {author.name}
            </Link>
            {author.verified && (
              <>
                <BadgeCheckIcon aria-hidden className="size-4 shrink-0 text-link" />
                <span className="sr-only">(verified seller)</span>
              </>
            )}
          </p>
          <p className="text-xs text-muted-foreground">Selling since {formatDate(seller.memberSince)}</p>
        </div>
      </div>
      {author.bio && <p className="text-sm text-foreground">{author.bio}</p>}
      <p className="text-sm text-muted-foreground">
        {pluralize(seller.products, "product")} listed · {pluralize(seller.sales, "sale")}
      </p>
      <Link href={`/sellers/${author.handle}`} className="text-sm font-medium text-link hover:underline">
        See {author.name}’s profile and products
      </Link>
    </section>
  );
}
