"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";
import { RatingStars } from "@/components/catalog/rating-stars";
import { Skeleton } from "@/components/ui/skeleton";
import type { Review } from "@/lib/api-client/types";

// Loaded when the buyer edits (viewer-review.tsx says why).
const ReviewForm = dynamic(() => import("./review-form").then((m) => m.ReviewForm), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-full" />,
});

/** The signed-in buyer's own review, with Edit and Delete. */
export function OwnReview({ productId, review }: { productId: string; review: Review }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      call(api.DELETE("/products/{productId}/reviews/{reviewId}", { params: { path: { productId, reviewId: review.id } } })),
    // The review list and rating are the page's own HTML; the own review is the visitor's part.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.viewer(productId) });
      router.refresh();
    },
  });
  if (editing) return <ReviewForm productId={productId} review={review} onDone={() => setEditing(false)} />;
  return (
    <section aria-label="Your review" className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-card p-4">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Your review</h3>
        <RatingStars average={review.rating} count={1} compact />
      </div>
      {review.comment && <p className="text-sm text-foreground">{review.comment}</p>}
      {remove.error && (
        <p role="alert" className="text-sm text-destructive-text">
          {(remove.error as ApiClientError).message}
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" onClick={() => setEditing(true)} className="rounded border border-input px-3 py-1 text-sm">
          Edit review
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm("Delete your review? The product's rating will no longer count it.")) remove.mutate();
          }}
          className="rounded border border-destructive-border px-3 py-1 text-sm text-destructive-text disabled:opacity-50"
        >
          Delete review
        </button>
      </div>
    </section>
  );
}
