import { defineRoute, op } from "@/lib/api/handler";
import { sseResponse } from "@/lib/api/sse";
import { validationError } from "@/lib/errors";
import { executePrompt, executePromptInput } from "@/lib/ai/execute-prompt";
import { startPromptStream } from "@/lib/ai/stream-prompt";
import { promptExecutionResult, promptStreamEvents } from "@/lib/ai/execution-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/execute", {
  POST: op({
    operationId: "executePrompt",
    summary: "Run a prompt you bought (or wrote) with one of your stored provider keys",
    description:
      "Fills the prompt's {{name}} placeholders from `variables` and calls the provider. Provider failures: " +
      "PROVIDER_AUTH_FAILED (400), PROVIDER_RATE_LIMITED (429), PROVIDER_ERROR (502), each with the provider's own " +
      "`providerStatus` and `providerMessage`. `options.storeInput: true` keeps the variables with the execution record.\n\n" +
      "A key with a `monthlyBudget` that this month's spend has reached refuses the run before the provider is called: " +
      "BUDGET_EXCEEDED (402) with `budget`, `spent`, `reserved` and `resetsAt`. On such a key a model the catalog does not " +
      "price is refused (400 on `options.model`): its spend could not be counted.\n\n" +
      '`"stream": true` answers `text/event-stream` (see PromptStreamEvents); refusals that happen before the provider is ' +
      "called (access, key, model, validation) still answer with the JSON error envelope. A client that disconnects stops " +
      "the provider call; the execution ends `cancelled`. Streams cannot be replayed, so they take no Idempotency-Key.",
    tags: ["AI"],
    scope: "ai:execute",
    body: executePromptInput,
    response: promptExecutionResult,
    eventStream: promptStreamEvents,
    errors: ["PRODUCT_NOT_FOUND", "NOT_FOUND", "BUDGET_EXCEEDED", "PROVIDER_AUTH_FAILED", "PROVIDER_RATE_LIMITED", "PROVIDER_ERROR"],
    handler: async ({ principal, body, req }) => {
      if (!body.stream) return executePrompt(principal.user.id, body);
      if (req.headers.get("idempotency-key") !== null) {
        throw validationError([{ path: "Idempotency-Key", message: "A streamed run cannot be replayed: send it without this header" }]);
      }
      const abort = new AbortController();
      req.signal.addEventListener("abort", () => abort.abort(), { once: true });
      return sseResponse(await startPromptStream(principal.user.id, body, abort.signal), () => abort.abort());
    },
  }),
});
