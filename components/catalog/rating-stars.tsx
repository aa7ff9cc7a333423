import { StarIcon } from "lucide-react";
import { formatRating, pluralize, starFills } from "@/lib/format/numbers";

/** Stars drawn to the half star, the shown rating beside them, and both in words for screen readers; `compact` drops the count. */
export function RatingStars({ average, count, compact = false }: { average: number; count: number; compact?: boolean }) {
  if (count === 0) return <span className="text-sm text-muted-foreground">No reviews yet</span>;
  return (
    <span
      className="inline-flex items-center gap-1 text-sm"
      role="img"
      aria-label={`Rated ${Number(formatRating(average))} out of 5 by ${pluralize(count, "reviewer")}`}
    >
      <span className="flex" aria-hidden data-stars={starFills(average).join(",")}>
        {starFills(average).map((fill, i) => (
          <span key={i} className="relative size-4">
            <StarIcon className="size-4 text-muted-foreground/50" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon className="size-4 fill-rating text-rating" />
              </span>
            )}
          </span>
        ))}
      </span>
      <span aria-hidden className="text-muted-foreground">
        {formatRating(average)}
        {!compact && ` (${count})`}
      </span>
    </span>
  );
}
