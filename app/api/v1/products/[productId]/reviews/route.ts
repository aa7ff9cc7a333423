import { defineRoute, op } from "@/lib/api/handler";
import { created, list } from "@/lib/api/envelope";
import { createReview, listReviews } from "@/lib/catalog/reviews";
import { createReviewInput, productIdParams } from "@/lib/catalog/schemas";
import { pageQuery } from "@/lib/pagination";
import { reviewView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/reviews", {
  GET: op({
    operationId: "listReviews",
    summary: "Reviews of a product, newest first",
    tags: ["Reviews"],
    scope: "products:read",
    params: productIdParams,
    query: pageQuery,
    list: true,
    response: reviewView,
    handler: async ({ principal, params, query }) => {
      const { items, meta } = await listReviews(principal.user.id, params.productId, query);
      return list(items, meta);
    },
  }),
  POST: op({
    operationId: "createReview",
    summary: "Review a product you bought (one review per buyer)",
    description: "A buyer's act about their purchase, so it needs the `purchases:write` scope.",
    tags: ["Reviews"],
    scope: "purchases:write",
    params: productIdParams,
    body: createReviewInput,
    successStatus: 201,
    response: reviewView,
    errors: ["NOT_FOUND"],
    handler: async ({ principal, params, body }) => created(await createReview(principal.user.id, params.productId, body)),
  }),
});
