import { defineRoute, op } from "@/lib/api/handler";
import { deleteReview, updateReview } from "@/lib/catalog/reviews";
import { reviewParams, updateReviewInput } from "@/lib/catalog/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/reviews/{reviewId}", {
  PATCH: op({
    summary: "Edit your review (rating, comment); the product's rating follows",
    description: "Only the review's author. A 1- or 2-star review needs a comment. No webhook event is sent for an edit.",
    tags: ["Reviews"],
    scope: "purchases:write",
    params: reviewParams,
    body: updateReviewInput,
    handler: async ({ principal, params, body }) => updateReview(principal.user.id, params.productId, params.reviewId, body),
  }),
  DELETE: op({
    summary: "Delete your review; the product's rating follows",
    tags: ["Reviews"],
    scope: "purchases:write",
    params: reviewParams,
    handler: async ({ principal, params }) => deleteReview(principal.user.id, params.productId, params.reviewId),
  }),
});
