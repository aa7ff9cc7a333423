import { defineRoute, op } from "@/lib/api/handler";
import { executePrompt, executePromptInput } from "@/lib/ai/execute-prompt";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/execute", {
  POST: op({
    summary: "Run a prompt you bought (or wrote) with one of your stored provider keys",
    description:
      "Fills the prompt's {{name}} placeholders from `variables` and calls the provider. Provider failures: " +
      "PROVIDER_AUTH_FAILED (400), PROVIDER_RATE_LIMITED (429), PROVIDER_ERROR (502). `options.storeInput: true` keeps the variables with the execution record.",
    tags: ["AI"],
    scope: "ai:execute",
    body: executePromptInput,
    handler: async ({ principal, body }) => executePrompt(principal.user.id, body),
  }),
});
