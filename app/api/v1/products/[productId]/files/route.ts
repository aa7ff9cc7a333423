import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { ASSET_RULES, MULTIPART_OVERHEAD, uploadAsset } from "@/lib/catalog/assets";
import { productIdParams } from "@/lib/catalog/schemas";
import { assetView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/files", {
  POST: op({
    operationId: "uploadProductFile",
    summary: 'Upload a file to your product (multipart field "file"; up to 25 MB; PDF, ZIP, JSON, text or images, checked by content)',
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    upload: { maxBytes: ASSET_RULES.FILE.maxBytes + MULTIPART_OVERHEAD },
    errors: ["FILE_UNAVAILABLE", "STORAGE_FULL"],
    successStatus: 201,
    response: assetView,
    handler: async ({ principal, params, form }) =>
      created(await uploadAsset(principal.user.id, params.productId, "FILE", form?.get("file"))),
  }),
});
