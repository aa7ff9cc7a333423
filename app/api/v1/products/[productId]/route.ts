import { defineRoute, op } from "@/lib/api/handler";
import { getProduct } from "@/lib/catalog/get-product";
import { deleteProduct, updateProduct } from "@/lib/catalog/products";
import { productDetailQuery, productIdParams, updateProductInput } from "@/lib/catalog/schemas";
import { productDetailView, productStatusView, productUpdatedView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}", {
  GET: op({
    operationId: "getProduct",
    summary: "Product detail; content only for the author and buyers with an active purchase",
    tags: ["Products"],
    scope: "products:read",
    params: productIdParams,
    query: productDetailQuery,
    response: productDetailView,
    handler: async ({ principal, params, query }) => getProduct(params.productId, principal.user.id, principal.user.id, query.currency),
  }),
  PATCH: op({
    operationId: "updateProduct",
    summary: "Update your product (fields of the creation request, plus version and changelog)",
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    body: updateProductInput,
    response: productUpdatedView,
    handler: async ({ principal, params, body }) => updateProduct(principal.user.id, params.productId, body),
  }),
  DELETE: op({
    operationId: "deleteProduct",
    summary: "Delete your product: it leaves the catalog for good; buyers keep access",
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    response: productStatusView,
    handler: async ({ principal, params }) => deleteProduct(principal.user.id, params.productId),
  }),
});
