"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { RatingInput } from "@/components/ui/rating-input";
import { Textarea } from "@/components/ui/textarea";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";
import { createReviewInput } from "@/lib/catalog/schemas";
import type { Review } from "@/lib/api-client/types";

/** A new review, or the caller's own one to edit, checked by the API's own schema (a rating; 1–2 stars need a comment). */
export function ReviewForm({ productId, review, onDone }: { productId: string; review?: Review; onDone?: () => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useZodForm(createReviewInput, {
    mode: "onSubmit",
    defaultValues: { rating: review?.rating, comment: review?.comment ?? "" },
  });
  const save = useMutation({
    mutationFn: (values: { rating: number; comment: string }) =>
      review
        ? call(
            api.PATCH("/products/{productId}/reviews/{reviewId}", { params: { path: { productId, reviewId: review.id } }, body: values }),
          )
        : call(api.POST("/products/{productId}/reviews", { params: { path: { productId } }, body: values })),
    // The review list and rating are the page's own HTML; the own review is the visitor's part.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.viewer(productId) });
      onDone?.();
      router.refresh();
    },
    onError: (error) => showApiError(form, error, "Your review was not saved"),
  });
  const rating = form.watch("rating");
  const ratingError = form.formState.errors.rating?.message;
  const title = review ? "Edit your review" : "Review this product";
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
        aria-label={title}
      >
        <h3 className="font-semibold">{title}</h3>
        <fieldset>
          <legend className="text-sm font-medium">Your rating</legend>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <RatingInput
                name="rating"
                value={field.value}
                onChange={field.onChange}
                invalid={!!ratingError}
                describedBy={ratingError ? "rating-error" : undefined}
              />
            )}
          />
          {ratingError && (
            <p id="rating-error" role="alert" className="mt-1 text-sm text-destructive-text">
              {ratingError}
            </p>
          )}
        </fieldset>
        <FormField name="comment" label={rating !== undefined && rating <= 2 ? "What went wrong? (required)" : "Your review (optional)"}>
          <Textarea {...form.register("comment")} rows={3} placeholder="What did it do for you?" />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : review ? "Save changes" : "Post review"}
          </Button>
          {onDone && (
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
