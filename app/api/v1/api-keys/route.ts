import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { createApiKey, createApiKeyInput, listApiKeys } from "@/lib/auth/api-keys";
import { apiKeyCreatedView, apiKeyView } from "@/lib/auth/views";

// Key management is for the signed-in dashboard user only: a key cannot mint keys.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/api-keys", {
  GET: op({
    operationId: "listApiKeys",
    summary: "List your API keys (dashboard session)",
    tags: ["Account"],
    auth: "session",
    list: true,
    response: apiKeyView,
    handler: async ({ principal }) => listApiKeys(principal.user.id),
  }),
  POST: op({
    operationId: "createApiKey",
    summary: "Create an API key; the full key is in this response only (dashboard session)",
    tags: ["Account"],
    auth: "session",
    body: createApiKeyInput,
    successStatus: 201,
    idempotent: false,
    response: apiKeyCreatedView,
    handler: async ({ principal, body }) => created(await createApiKey(principal.user.id, body)),
  }),
});
