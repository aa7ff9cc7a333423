import { defineRoute, op } from "@/lib/api/handler";
import { publishProduct } from "@/lib/catalog/products";
import { productIdParams } from "@/lib/catalog/schemas";
import { productStatusView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/publish", {
  POST: op({
    operationId: "publishProduct",
    summary: "Publish your draft or unpublished product (checks completeness)",
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    response: productStatusView,
    handler: async ({ principal, params }) => publishProduct(principal.user.id, params.productId),
  }),
});
