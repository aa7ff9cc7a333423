import { defineRoute, optionalOp } from "@/lib/api/handler";
import { pageViewerId } from "@/lib/catalog/get-product";
import { productViewerState } from "@/lib/catalog/product-viewer";
import { productIdParams } from "@/lib/catalog/schemas";
import { productViewerView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/viewer", {
  GET: optionalOp({
    operationId: "getProductViewer",
    summary: "Your part of a product's page: what you are to it, your purchase, your review, the content you bought; counts the view",
    description:
      "The product page's HTML is the same for everyone; its page asks this on load. Signed out, it answers a visitor's defaults " +
      "and counts the view by the client's address and User-Agent.",
    tags: ["Products"],
    scope: "products:read",
    params: productIdParams,
    response: productViewerView,
    handler: async ({ req, principal, params }) =>
      productViewerState(
        principal?.user.id ?? null,
        pageViewerId(principal?.user.id ?? null, (name) => req.headers.get(name)),
        params.productId,
      ),
  }),
});
