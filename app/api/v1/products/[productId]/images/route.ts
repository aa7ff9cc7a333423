import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { ASSET_RULES, MULTIPART_OVERHEAD, uploadAsset } from "@/lib/catalog/assets";
import { productIdParams } from "@/lib/catalog/schemas";
import { assetView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/images", {
  POST: op({
    operationId: "uploadProductImage",
    summary: 'Upload an image to your product (multipart field "file"; PNG, JPEG or WebP up to 5 MB, checked by content)',
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    upload: { maxBytes: ASSET_RULES.IMAGE.maxBytes + MULTIPART_OVERHEAD },
    errors: ["FILE_UNAVAILABLE", "STORAGE_FULL"],
    successStatus: 201,
    response: assetView,
    handler: async ({ principal, params, form }) =>
      created(await uploadAsset(principal.user.id, params.productId, "IMAGE", form?.get("file"))),
  }),
});
