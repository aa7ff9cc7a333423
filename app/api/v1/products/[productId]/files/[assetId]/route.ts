import { defineRoute, op } from "@/lib/api/handler";
import { deleteAsset, readFile } from "@/lib/catalog/assets";
import { assetResponse } from "@/lib/catalog/asset-response";
import { assetParams } from "@/lib/catalog/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/files/{assetId}", {
  GET: op({
    summary: "Download a product file (the author and buyers with an active purchase)",
    tags: ["Products"],
    scope: "products:read",
    params: assetParams,
    produces: "application/octet-stream",
    handler: async ({ principal, params }) =>
      assetResponse(await readFile(principal.user.id, params.productId, params.assetId), "attachment", "private, no-store"),
  }),
  DELETE: op({
    summary: "Remove a file from your product",
    tags: ["Products"],
    scope: "products:write",
    params: assetParams,
    handler: async ({ principal, params }) => deleteAsset(principal.user.id, params.productId, params.assetId),
  }),
});
