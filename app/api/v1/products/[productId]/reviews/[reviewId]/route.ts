import { defineRoute, op } from "@/lib/api/handler";
import { deleteReview, updateReview } from "@/lib/catalog/reviews";
import { reviewParams, updateReviewInput } from "@/lib/catalog/schemas";
import { reviewView } from "@/lib/catalog/views";
import { deletedView } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/reviews/{reviewId}", {
  PATCH: op({
    operationId: "updateReview",
    summary: "Edit your review (rating, comment); the product's rating follows",
    description: "Only the review's author. A 1- or 2-star review needs a comment. No webhook event is sent for an edit.",
    tags: ["Reviews"],
    scope: "purchases:write",
    params: reviewParams,
    body: updateReviewInput,
    response: reviewView,
    handler: async ({ principal, params, body }) => updateReview(principal.user.id, params.productId, params.reviewId, body),
  }),
  DELETE: op({
    operationId: "deleteReview",
    summary: "Delete your review; the product's rating follows",
    tags: ["Reviews"],
    scope: "purchases:write",
    params: reviewParams,
    response: deletedView,
    handler: async ({ principal, params }) => deleteReview(principal.user.id, params.productId, params.reviewId),
  }),
});
