import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { getExecution } from "@/lib/ai/executions";
import { executionView } from "@/lib/ai/execution-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/executions/{executionId}", {
  GET: op({
    operationId: "getExecution",
    summary: "One execution: status, output, usage and cost; workflows also per-step progress",
    description:
      "A failed run's `error` keeps the provider's own HTTP status and message (`providerStatus`, `providerMessage`; never the key).",
    tags: ["AI"],
    scope: "ai:execute",
    params: z.object({ executionId: z.string() }),
    response: executionView,
    handler: async ({ principal, params }) => getExecution(principal.user.id, params.executionId),
  }),
});
