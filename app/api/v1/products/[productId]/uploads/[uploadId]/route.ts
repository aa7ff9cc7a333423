import { defineRoute, op } from "@/lib/api/handler";
import { deletedView } from "@/lib/api/common-views";
import { abortDirectUpload } from "@/lib/catalog/direct-uploads";
import { uploadParams } from "@/lib/catalog/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/uploads/{uploadId}", {
  DELETE: op({
    operationId: "abortProductFileUpload",
    summary: "Abandon a direct upload; the parts already sent are discarded",
    tags: ["Products"],
    scope: "products:write",
    params: uploadParams,
    errors: ["DIRECT_UPLOAD_UNAVAILABLE", "FILE_UNAVAILABLE"],
    response: deletedView,
    handler: async ({ principal, params }) => abortDirectUpload(principal.user.id, params.productId, params.uploadId),
  }),
});
