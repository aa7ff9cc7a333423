import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { revokeApiKey } from "@/lib/auth/api-keys";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/api-keys/{keyId}", {
  DELETE: op({
    summary: "Revoke an API key (dashboard session)",
    tags: ["Account"],
    auth: "session",
    params: z.object({ keyId: z.string() }),
    handler: async ({ principal, params }) => revokeApiKey({ userId: principal.user.id, id: params.keyId }),
  }),
});
