import Link from "next/link";
import { formatMinorUnits, formatMoney } from "@/lib/format/money";
import { toCents } from "@/lib/money";
import { productTypeLabel } from "@/lib/format/labels";
import type { BundleProductView } from "@/lib/catalog/bundle-schemas";
import { BundleHeldNote, BundleItemHeld } from "./bundle-held";

/**
 * What a bundle sells (docs/commerce.md#bundles): each product with its own price and a link to its page, the sum of
 * those prices beside the bundle's, and, for a signed-in buyer, the ones they already own (marked in the browser, from
 * the visitor's part of the page: the list itself is the same for everyone).
 */
export function BundleProducts({ items, currency, bundlePrice }: { items: BundleProductView[]; currency: string; bundlePrice: number }) {
  const separatelyCents = items.reduce((sum, p) => sum + toCents(p.price), 0);
  const savedCents = separatelyCents - toCents(bundlePrice);
  return (
    <section aria-labelledby="bundle-products" className="flex flex-col gap-3" data-testid="bundle-products">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bundle-products" className="text-xl font-semibold">
          {items.length} products in this bundle
        </h2>
        {savedCents > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="bundle-saving">
            {formatMinorUnits(separatelyCents, currency)} bought one by one: you save {formatMinorUnits(savedCents, currency)}
          </p>
        )}
      </div>
      <ul className="flex flex-col divide-y rounded-lg border border-border bg-card">
        {items.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
            <div className="flex min-w-0 flex-col">
              <Link href={`/products/${p.id}`} className="font-medium text-link underline-offset-2 hover:underline">
                {p.title}
              </Link>
              <span className="text-sm text-muted-foreground">{productTypeLabel(p.type)}</span>
            </div>
            <div className="flex items-center gap-2 text-sm">
              <BundleItemHeld itemId={p.id} />
              <span className="text-muted-foreground">{formatMoney(p.price, currency)}</span>
            </div>
          </li>
        ))}
      </ul>
      <BundleHeldNote />
    </section>
  );
}
