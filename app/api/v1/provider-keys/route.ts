import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { createProviderKey, createProviderKeyInput, listProviderKeys } from "@/lib/ai/provider-keys";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/provider-keys", {
  GET: op({
    summary: "List your stored AI provider keys (never the key values)",
    tags: ["AI"],
    scope: "ai:execute",
    list: true,
    handler: async ({ principal }) => listProviderKeys(principal.user.id),
  }),
  POST: op({
    summary: "Store an AI provider key, encrypted at rest; the response shows only its last 4 characters",
    tags: ["AI"],
    scope: "ai:execute",
    body: createProviderKeyInput,
    successStatus: 201,
    handler: async ({ principal, body }) => created(await createProviderKey(principal.user.id, body)),
  }),
});
