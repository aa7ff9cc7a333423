import { defineRoute, op } from "@/lib/api/handler";
import { executePrompt, executePromptInput } from "@/lib/ai/execute-prompt";
import { promptExecutionResult } from "@/lib/ai/execution-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/execute", {
  POST: op({
    summary: "Run a prompt you bought (or wrote) with one of your stored provider keys",
    description:
      "Fills the prompt's {{name}} placeholders from `variables` and calls the provider. Provider failures: " +
      "PROVIDER_AUTH_FAILED (400), PROVIDER_RATE_LIMITED (429), PROVIDER_ERROR (502). `options.storeInput: true` keeps the variables with the execution record.",
    tags: ["AI"],
    scope: "ai:execute",
    body: executePromptInput,
    response: promptExecutionResult,
    handler: async ({ principal, body }) => executePrompt(principal.user.id, body),
  }),
});
