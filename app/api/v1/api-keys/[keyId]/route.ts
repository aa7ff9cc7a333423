import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { revokeApiKey } from "@/lib/auth/api-keys";
import { apiKeyView } from "@/lib/auth/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/api-keys/{keyId}", {
  DELETE: op({
    operationId: "revokeApiKey",
    summary: "Revoke an API key (dashboard session)",
    tags: ["Account"],
    auth: "session",
    params: z.object({ keyId: z.string() }),
    response: apiKeyView,
    handler: async ({ principal, params }) => revokeApiKey({ userId: principal.user.id, id: params.keyId }),
  }),
});
