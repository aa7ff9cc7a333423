import { defineRoute, op } from "@/lib/api/handler";
import { ASSET_RULES, deleteAsset, readFile } from "@/lib/catalog/assets";
import { assetResponse } from "@/lib/catalog/asset-response";
import { assetParams } from "@/lib/catalog/schemas";
import { deletedView, fileBody } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/files/{assetId}", {
  GET: op({
    operationId: "downloadProductFile",
    summary: "Download a product file (the author and buyers with an active purchase)",
    tags: ["Products"],
    scope: "products:read",
    params: assetParams,
    produces: [...ASSET_RULES.FILE.types],
    response: fileBody,
    handler: async ({ principal, params }) =>
      assetResponse(await readFile(principal.user.id, params.productId, params.assetId), "attachment", "private, no-store"),
  }),
  DELETE: op({
    operationId: "deleteProductFile",
    summary: "Remove a file from your product",
    tags: ["Products"],
    scope: "products:write",
    params: assetParams,
    response: deletedView,
    handler: async ({ principal, params }) => deleteAsset(principal.user.id, params.productId, params.assetId),
  }),
});
