import { defineRoute, op } from "@/lib/api/handler";
import { unpublishProduct } from "@/lib/catalog/products";
import { productIdParams } from "@/lib/catalog/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/unpublish", {
  POST: op({
    summary: "Hide your published product from the catalog (buyers keep access)",
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    handler: async ({ principal, params }) => unpublishProduct(principal.user.id, params.productId),
  }),
});
