import { defineRoute, op, publicOp } from "@/lib/api/handler";
import { optionalReaderId } from "@/lib/api/authenticate";
import { deleteAsset, readImage } from "@/lib/catalog/assets";
import { assetResponse } from "@/lib/api/asset-response";
import { assetParams } from "@/lib/catalog/schemas";
import { deletedView, fileBody } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/images/{assetId}", {
  GET: publicOp({
    operationId: "getProductImage",
    summary: "A product image: public for a published product; a draft's or withdrawn product's for its author and buyers only",
    tags: ["Products"],
    params: assetParams,
    produces: ["image/png", "image/jpeg", "image/webp"],
    errors: ["FILE_UNAVAILABLE"],
    response: fileBody,
    handler: async ({ req, params }) => {
      const image = await readImage(params.productId, params.assetId, () => optionalReaderId(req));
      // Asset ids are never reused, so the bytes behind a URL never change; an hour bounds how long a shared
      // cache keeps a published image after its product is withdrawn.
      return assetResponse(image.content, "inline", image.isPublic ? "public, max-age=3600" : "private, no-store");
    },
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
