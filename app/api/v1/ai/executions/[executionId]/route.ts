import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { getExecution } from "@/lib/ai/executions";
import { executionView } from "@/lib/ai/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/executions/{executionId}", {
  GET: op({
    operationId: "getExecution",
    summary: "One execution: status, output, usage and cost; workflows also per-step progress",
    tags: ["AI"],
    scope: "ai:execute",
    params: z.object({ executionId: z.string() }),
    response: executionView,
    handler: async ({ principal, params }) => getExecution(principal.user.id, params.executionId),
  }),
});
