import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { createProviderKey, listProviderKeys } from "@/lib/ai/provider-keys";
import { createProviderKeyInput } from "@/lib/ai/provider-key-input";
import { providerKeyView } from "@/lib/ai/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/provider-keys", {
  GET: op({
    operationId: "listProviderKeys",
    summary: "List your stored AI provider keys (never the key values)",
    tags: ["AI"],
    scope: "ai:execute",
    list: true,
    response: providerKeyView,
    handler: async ({ principal }) => listProviderKeys(principal.user.id),
  }),
  POST: op({
    operationId: "createProviderKey",
    summary: "Store an AI provider key, encrypted at rest; the response shows only its last 4 characters",
    tags: ["AI"],
    scope: "ai:execute",
    body: createProviderKeyInput,
    successStatus: 201,
    response: providerKeyView,
    handler: async ({ principal, body }) => created(await createProviderKey(principal.user.id, body)),
  }),
});
