import { defineRoute, op } from "@/lib/api/handler";
import { publishProduct } from "@/lib/catalog/products";
import { productIdParams } from "@/lib/catalog/schemas";
import { productStatusView } from "@/lib/catalog/views";

// The example route of AGENTS.md, quoted there whole (tests/rules/agents-md.test.ts keeps the two the same).
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/publish", {
  POST: op({
    operationId: "publishProduct", // the client's method name (lib/api-client) and the document's id
    summary: "Publish your draft or unpublished product (checks completeness)",
    tags: ["Products"],
    scope: "products:write", // omit only for operations any key may call
    params: productIdParams, // zod schemas: params, query, body (bodies are strict: unknown fields → 400)
    response: productStatusView, // a zod schema of `data`: the OpenAPI document and the contract test use it
    handler: async ({ principal, params }) => publishProduct(principal.user.id, params.productId),
  }),
});
