import { StarIcon } from "lucide-react";
import type { ProductPageExtras } from "@/lib/catalog/product-page";
import { formatRating, pluralize } from "@/lib/format/numbers";

/** The average and one bar per star count (5★ to 1★), so a buyer sees how opinions spread, not only the mean. */
export function RatingSummary({ average, distribution }: { average: number; distribution: ProductPageExtras["ratingDistribution"] }) {
  const total = distribution.reduce((n, d) => n + d.count, 0);
  if (total === 0) return null;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8" data-testid="rating-summary">
      <div className="flex flex-col items-start">
        <p className="text-4xl font-bold">{formatRating(average)}</p>
        <p className="text-sm text-muted-foreground">out of 5 · {pluralize(total, "review")}</p>
      </div>
      <ul className="flex w-full max-w-sm flex-col gap-1" aria-label="Ratings by stars">
        {distribution.map((d) => {
          const share = Math.round((d.count / total) * 100);
          return (
            <li key={d.stars} className="flex items-center gap-2 text-sm">
              <span className="flex w-8 items-center gap-0.5 text-foreground">
                {d.stars}
                <StarIcon aria-hidden className="size-3.5 fill-rating text-rating" />
              </span>
              <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                <span className="block h-full rounded-full bg-rating" style={{ width: `${share}%` }} />
              </span>
              <span className="w-10 text-right text-muted-foreground">{d.count}</span>
              <span className="sr-only">
                {pluralize(d.count, "review")} with {d.stars} {d.stars === 1 ? "star" : "stars"}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
