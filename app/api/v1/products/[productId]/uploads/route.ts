import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { startDirectUpload } from "@/lib/catalog/direct-uploads";
import { productIdParams, startUploadBody } from "@/lib/catalog/schemas";
import { directUploadView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/uploads", {
  POST: op({
    operationId: "startProductFileUpload",
    summary: "Start a direct upload of a large file (up to 5 GB) to object storage: PUT each part to its URL, then complete it",
    tags: ["Products"],
    scope: "products:write",
    params: productIdParams,
    body: startUploadBody,
    errors: ["DIRECT_UPLOAD_UNAVAILABLE", "FILE_UNAVAILABLE"],
    successStatus: 201,
    response: directUploadView,
    handler: async ({ principal, params, body }) => created(await startDirectUpload(principal.user.id, params.productId, body)),
  }),
});
