import { defineRoute, op } from "@/lib/api/handler";
import { executePrompt, executePromptInput } from "@/lib/ai/execute-prompt";
import { promptExecutionView } from "@/lib/ai/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/execute", {
  POST: op({
    operationId: "executePrompt",
    summary: "Run a prompt you bought (or wrote) with one of your stored provider keys",
    description:
      "Fills the prompt's {{name}} placeholders from `variables` and calls the provider. Provider failures: " +
      "PROVIDER_AUTH_FAILED (400), PROVIDER_RATE_LIMITED (429), PROVIDER_ERROR (502). `options.storeInput: true` keeps the variables with the execution record.",
    tags: ["AI"],
    scope: "ai:execute",
    body: executePromptInput,
    response: promptExecutionView,
    errors: ["PRODUCT_NOT_FOUND", "NOT_FOUND", "PROVIDER_AUTH_FAILED", "PROVIDER_RATE_LIMITED", "PROVIDER_ERROR"],
    handler: async ({ principal, body }) => executePrompt(principal.user.id, body),
  }),
});
