import { defineRoute, op } from "@/lib/api/handler";
import { ASSET_RULES, deleteAsset, readFile } from "@/lib/catalog/assets";
import { assetResponse } from "@/lib/api/asset-response";
import { assetParams } from "@/lib/catalog/schemas";
import { deletedView, fileBody } from "@/lib/api/common-views";
import { redirectTo } from "@/lib/api/envelope";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/files/{assetId}", {
  GET: op({
    operationId: "downloadProductFile",
    summary: "Download a product file (the author and buyers with an active purchase)",
    tags: ["Products"],
    scope: "products:read",
    params: assetParams,
    produces: [...ASSET_RULES.FILE.types],
    redirects: "The file is in object storage: fetch it from Location, a presigned URL valid 5 minutes",
    errors: ["FILE_UNAVAILABLE"],
    response: fileBody,
    handler: async ({ principal, params }) => {
      const file = await readFile(principal.user.id, params.productId, params.assetId);
      return "redirect" in file ? redirectTo(file.redirect) : assetResponse(file.content, "attachment", "private, no-store");
    },
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
