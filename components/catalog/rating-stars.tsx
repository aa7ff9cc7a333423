import { StarIcon } from "lucide-react";
import { formatRating, pluralize } from "@/lib/format/numbers";

/** Stars as a picture with the average and count in words for screen readers; `compact` drops the count text. */
export function RatingStars({ average, count, compact = false }: { average: number; count: number; compact?: boolean }) {
  if (count === 0) return <span className="text-sm text-slate-500">No reviews yet</span>;
  const full = Math.round(average);
  return (
    <span
      className="inline-flex items-center gap-1 text-sm"
      role="img"
      aria-label={`Rated ${average} out of 5 by ${pluralize(count, "reviewer")}`}
    >
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} className={`size-4 ${n <= full ? "fill-amber-400 text-amber-500" : "text-slate-300"}`} />
        ))}
      </span>
      <span aria-hidden className="text-slate-600">
        {formatRating(average)}
        {!compact && ` (${count})`}
      </span>
    </span>
  );
}
