import type { ReviewView } from "@/lib/catalog/reviews";
import { RatingStars } from "./rating-stars";

export function ReviewList({ reviews, total }: { reviews: ReviewView[]; total: number }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">Reviews ({total})</h2>
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-500">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium">{r.author.name}</span>
                <RatingStars average={r.rating} count={1} />
              </div>
              {r.comment && <p className="mt-1 text-sm text-slate-700">{r.comment}</p>}
              <p className="mt-1 text-xs text-slate-500">{r.createdAt.slice(0, 10)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
