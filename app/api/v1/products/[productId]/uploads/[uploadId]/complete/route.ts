import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { completeDirectUpload } from "@/lib/catalog/direct-uploads";
import { completeUploadBody, uploadParams } from "@/lib/catalog/schemas";
import { assetView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/uploads/{uploadId}/complete", {
  POST: op({
    operationId: "completeProductFileUpload",
    summary: "Complete a direct upload: the file is checked (size, content, SHA-256) and becomes a product file",
    tags: ["Products"],
    scope: "products:write",
    params: uploadParams,
    body: completeUploadBody,
    errors: ["DIRECT_UPLOAD_UNAVAILABLE", "FILE_UNAVAILABLE"],
    successStatus: 201,
    response: assetView,
    handler: async ({ principal, params, body }) =>
      created(await completeDirectUpload(principal.user.id, params.productId, params.uploadId, body)),
  }),
});
