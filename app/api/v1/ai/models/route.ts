import { defineRoute, op } from "@/lib/api/handler";
import { listModels, listModelsQuery, modelListView } from "@/lib/ai/model-catalog";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/models", {
  GET: op({
    operationId: "listModels",
    summary: "Models with known prices, per provider",
    description:
      "Any other model name is accepted by POST /ai/execute and passed to the provider as given; its run reports " +
      '`estimatedCost: 0` and `metadata.pricing: "unpriced"`. The operator edits prices in AI_MODEL_CATALOG_FILE.',
    tags: ["AI"],
    query: listModelsQuery,
    response: modelListView,
    handler: async ({ query }) => listModels(query),
  }),
});
