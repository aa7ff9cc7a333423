"use client";

import { useMutation } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import type { ReviewView } from "@/lib/catalog/reviews";

const RATING_WORDS = ["", "Poor", "Disappointing", "Fine", "Good", "Excellent"];

/** A new review, or the caller's own one to edit: a rating must be chosen, and 1–2 stars need a comment. */
export function ReviewForm({ productId, review, onDone }: { productId: string; review?: ReviewView; onDone?: () => void }) {
  const router = useRouter();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [comment, setComment] = useState(review?.comment ?? "");
  const [tried, setTried] = useState(false);
  const commentNeeded = rating !== null && rating <= 2 && comment.trim() === "";
  const save = useMutation({
    mutationFn: () =>
      review
        ? apiFetch(`/products/${productId}/reviews/${review.id}`, { method: "PATCH", json: { rating, comment } })
        : apiFetch(`/products/${productId}/reviews`, { method: "POST", json: { rating, comment } }),
    onSuccess: () => {
      onDone?.();
      router.refresh();
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (rating === null || commentNeeded) return;
        save.mutate();
      }}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={review ? "Edit your review" : "Review this product"}
    >
      <h3 className="font-semibold">{review ? "Edit your review" : "Review this product"}</h3>
      <fieldset>
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-1 flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded p-0.5 focus-within:ring-2 focus-within:ring-brand-600">
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
              <Star
                aria-hidden
                className={`size-7 ${rating !== null && n <= rating ? "fill-amber-400 text-amber-500" : "text-slate-500"}`}
              />
              <span className="sr-only">
                {n} {n === 1 ? "star" : "stars"}: {RATING_WORDS[n]}
              </span>
            </label>
          ))}
          <span className="ml-2 text-sm text-slate-600" aria-live="polite">
            {rating === null ? "Choose 1 to 5 stars" : RATING_WORDS[rating]}
          </span>
        </div>
        {tried && rating === null && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Choose a rating first.
          </p>
        )}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {rating !== null && rating <= 2 ? "What went wrong? (required)" : "Your review (optional)"}
        <textarea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={2000}
          rows={3}
          aria-invalid={tried && commentNeeded}
          placeholder="What did it do for you?"
          className="rounded border border-slate-300 p-2 font-normal"
        />
      </label>
      {tried && commentNeeded && (
        <p role="alert" className="text-sm text-red-700">
          Please say what went wrong: a comment is required for 1 or 2 stars.
        </p>
      )}
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {(save.error as ApiClientError).message}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={save.isPending} className="rounded bg-brand-600 px-4 py-1.5 text-sm text-white disabled:opacity-50">
          {save.isPending ? "Saving…" : review ? "Save changes" : "Post review"}
        </button>
        {onDone && (
          <button type="button" onClick={onDone} className="rounded border border-slate-300 px-4 py-1.5 text-sm">
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
