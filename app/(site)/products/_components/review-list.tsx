import type { ReviewView } from "@/lib/catalog/reviews";
import { RatingStars } from "@/components/catalog/rating-stars";
import { formatDate } from "@/lib/format/dates";
import { pluralize } from "@/lib/format/numbers";

export function ReviewList({ reviews, total }: { reviews: ReviewView[]; total: number }) {
  if (reviews.length === 0) return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      {total > reviews.length && (
        <p className="text-sm text-muted-foreground">
          The {reviews.length} most recent of {pluralize(total, "review")}
        </p>
      )}
      <ul className="flex flex-col gap-3" aria-label="Reviews">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium">{r.author.name}</span>
              <RatingStars average={r.rating} count={1} compact />
            </div>
            {r.comment && <p className="mt-2 text-sm text-foreground">{r.comment}</p>}
            <p className="mt-2 text-xs text-muted-foreground">
              {formatDate(r.createdAt)}
              {r.editedAt && " · edited"}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
