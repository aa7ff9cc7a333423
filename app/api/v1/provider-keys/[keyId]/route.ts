import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { deleteProviderKey } from "@/lib/ai/provider-keys";
import { deletedView } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/provider-keys/{keyId}", {
  DELETE: op({
    operationId: "deleteProviderKey",
    summary: "Delete a stored AI provider key",
    tags: ["AI"],
    scope: "ai:execute",
    params: z.object({ keyId: z.string() }),
    response: deletedView,
    handler: async ({ principal, params }) => deleteProviderKey(principal.user.id, params.keyId),
  }),
});
