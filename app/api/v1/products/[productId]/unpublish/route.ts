import { defineRoute, op } from "@/lib/api/handler";
import { unpublishProduct } from "@/lib/catalog/products";
import { productIdParams } from "@/lib/catalog/schemas";
import { productStatusView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/unpublish", {
  POST: op({
    operationId: "unpublishProduct",
    summary: "Hide your published product from the catalog (buyers keep access)",
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    response: productStatusView,
    handler: async ({ principal, params }) => unpublishProduct(principal.user.id, params.productId),
  }),
});
