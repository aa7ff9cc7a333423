import { formatRating, pluralize, starFills } from "@/lib/format/numbers";

/** Stars drawn to the half star, the shown rating beside them, and both in words for screen readers; `compact` drops the count. */
export function RatingStars({ average, count, compact = false }: { average: number; count: number; compact?: boolean }) {
  if (count === 0) return <span className="text-sm text-muted-foreground">No reviews yet</span>;
  const fills = starFills(average);
  return (
    <span
      className="inline-flex items-center gap-1 text-sm"
      role="img"
      aria-label={`Rated ${Number(formatRating(average))} out of 5 by ${pluralize(count, "reviewer")}`}
    >
      {/* Two rows of five stars, one element each (.star-row in app/globals.css): the coloured one cut at the rating. */}
      <span className="relative block h-4 w-20" aria-hidden data-stars={fills.join(",")}>
        <span className="star-row absolute inset-0 bg-muted-foreground/35" />
        <span className="star-row absolute inset-y-0 left-0 bg-rating" style={{ width: `${fills.reduce((a, b) => a + b, 0)}rem` }} />
      </span>
      <span aria-hidden className="text-muted-foreground">
        {formatRating(average)}
        {!compact && ` (${count})`}
      </span>
    </span>
  );
}
