import { defineRoute, op, publicOp } from "@/lib/api/handler";
import { deleteAsset, readImage } from "@/lib/catalog/assets";
import { assetResponse } from "@/lib/catalog/asset-response";
import { assetParams } from "@/lib/catalog/schemas";
import { deletedView, fileBody } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/images/{assetId}", {
  GET: publicOp({
    operationId: "getProductImage",
    summary: "A product image (public, no authentication)",
    tags: ["Products"],
    params: assetParams,
    produces: ["image/png", "image/jpeg", "image/webp"],
    // Asset ids are never reused, so the bytes behind a URL never change.
    response: fileBody,
    handler: async ({ params }) =>
      assetResponse(await readImage(params.productId, params.assetId), "inline", "public, max-age=31536000, immutable"),
  }),
  DELETE: op({
    operationId: "deleteProductImage",
    summary: "Remove an image from your product",
    tags: ["Products"],
    scope: "products:write",
    params: assetParams,
    response: deletedView,
    handler: async ({ principal, params }) => deleteAsset(principal.user.id, params.productId, params.assetId),
  }),
});
