import { defineRoute, op } from "@/lib/api/handler";
import { productIdParams } from "@/lib/catalog/schemas";
import { listProductVersions, productVersionView } from "@/lib/catalog/versions";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/versions", {
  GET: op({
    operationId: "listProductVersions",
    summary: "The versions of a product you wrote or bought, newest first",
    description:
      "Each change of a published product's content is released as a new version (the seller's semver label and " +
      "changelog); runs take `version` to stay on one, and use the latest otherwise. Others who can see the product get " +
      "UNAUTHORIZED (403); a refunded buyer is one of them.",
    tags: ["Products"],
    scope: "products:read",
    params: productIdParams,
    list: true,
    response: productVersionView,
    errors: ["PRODUCT_NOT_FOUND", "UNAUTHORIZED"],
    handler: async ({ principal, params }) => listProductVersions(principal.user.id, params.productId),
  }),
});
