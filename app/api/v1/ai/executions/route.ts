import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { listExecutions, listExecutionsQuery } from "@/lib/ai/executions";
import { executionListItem } from "@/lib/ai/execution-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/executions", {
  GET: op({
    operationId: "listExecutions",
    summary: "Your prompt and workflow executions, newest first, with usage and cost",
    tags: ["AI"],
    scope: "ai:execute",
    query: listExecutionsQuery,
    list: true,
    response: executionListItem,
    handler: async ({ principal, query }) => {
      const { items, meta } = await listExecutions(principal.user.id, query);
      return list(items, meta);
    },
  }),
});
