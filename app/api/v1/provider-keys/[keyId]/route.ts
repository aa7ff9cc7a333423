import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { deleteProviderKey, updateProviderKey } from "@/lib/ai/provider-keys";
import { updateProviderKeyInput } from "@/lib/ai/provider-key-input";
import { providerKeyView } from "@/lib/ai/views";
import { deletedView } from "@/lib/api/common-views";

const params = z.object({ keyId: z.string() });

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/provider-keys/{keyId}", {
  PATCH: op({
    operationId: "updateProviderKey",
    summary: "Rename a stored AI provider key or set its monthly budget",
    description:
      "`monthlyBudget` (USD, up to 6 decimals) caps what runs through this key may spend per UTC calendar month; `null` " +
      "removes the cap. Once the month's spend reaches it, runs are refused with BUDGET_EXCEEDED (402) until `resetsAt`.",
    tags: ["AI"],
    scope: "ai:execute",
    params,
    body: updateProviderKeyInput,
    response: providerKeyView,
    errors: ["NOT_FOUND"],
    handler: async ({ principal, params, body }) => updateProviderKey(principal.user.id, params.keyId, body),
  }),
  DELETE: op({
    operationId: "deleteProviderKey",
    summary: "Delete a stored AI provider key",
    tags: ["AI"],
    scope: "ai:execute",
    params,
    response: deletedView,
    handler: async ({ principal, params }) => deleteProviderKey(principal.user.id, params.keyId),
  }),
});
