import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { executePrompt } from "@/lib/ai/execute-prompt";
import { getExecution } from "@/lib/ai/executions";
import { listProducts } from "@/lib/catalog/list-products";
import { getProduct } from "@/lib/catalog/get-product";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { formatMoney } from "@/lib/format/money";
import { defaultProviderKeyId, type OwnedProduct } from "@/lib/mcp/owned";
import { NOT_OWNED, ToolRefusal, plainWords } from "@/lib/mcp/tool-errors";
import { convertedOnce } from "@/lib/mcp/tool-schema";
import type { McpCaller } from "@/lib/mcp/server";

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** A tool result: `text` for the model, the same data as `structuredContent` for programs. */
export const result = (text: string, structured: Record<string, unknown>) => ({
  content: [{ type: "text" as const, text }],
  structuredContent: structured,
});

/**
 * Runs a tool body; anything it throws becomes an `isError` result in plain words (never a protocol error, never the
 * provider's message or key): the SDK turns a thrown Error into exactly that, so the message is made plain here.
 */
export async function guarded<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (thrown) {
    throw new ToolRefusal(plainWords(thrown));
  }
}

const runPromptInput = convertedOnce(
  z.object({
    productId: z.string().min(1).max(64).describe("The id of a prompt you bought (the prompt's name in prompts/list)"),
    variables: z
      .record(z.string(), z.string().max(100_000))
      .default({})
      .describe("A value for each {{placeholder}} of the prompt (the prompt's arguments in prompts/list)"),
    version: z.string().trim().min(1).max(20).optional().describe("A version of the product, e.g. 1.2.0; default: the latest"),
    providerKeyId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe("One of your stored provider keys; default: your newest key for a provider the product supports"),
    model: z.string().trim().min(1).max(200).optional().describe("Default: the provider's default model"),
    temperature: z.number().min(0).max(2).optional(),
    maxTokens: z.number().int().min(1).optional(),
  }),
);

const usage = z.object({ promptTokens: z.number(), completionTokens: z.number(), totalTokens: z.number(), estimatedCost: z.number() });
const runPromptOutput = convertedOnce(
  z.object({
    executionId: z.string(),
    output: z.string(),
    usage,
    metadata: z.object({ model: z.string(), duration: z.number(), provider: z.string(), priceKnown: z.boolean(), pricing: z.string() }),
  }),
);
const getExecutionInput = convertedOnce(z.object({ executionId: z.string().min(1).max(64) }));
const searchCatalogInput = convertedOnce(
  z.object({
    query: z.string().trim().max(200).optional().describe("Words to search for"),
    type: z.enum(["prompt", "workflow"]).optional(),
    category: z.string().trim().min(1).max(60).optional().describe("A category slug"),
    limit: z.number().int().min(1).max(50).default(10),
  }),
);
const getProductInput = convertedOnce(z.object({ productId: z.string().min(1).max(64) }));

/** The tools every buyer gets, each behind the scope its /v1 twin needs (docs/mcp.md#tools). */
export function registerBuyerTools(server: McpServer, caller: McpCaller, owned: OwnedProduct[]): number {
  let count = 0;
  const can = (scope: string) => caller.scopes.includes(scope);
  if (can("ai:execute")) {
    count++;
    server.registerTool(
      "run_prompt",
      {
        title: "Run a purchased prompt",
        description:
          "Fills a prompt you bought with your variables and runs it on your own stored provider key, exactly as " +
          "POST /ai/execute does: the key's monthly budget, the product version, usage and cost are applied and an " +
          "execution is recorded. Returns the model's answer.",
        inputSchema: runPromptInput,
        outputSchema: runPromptOutput,
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      },
      (input) =>
        guarded(async () => {
          let apiKeyId = input.providerKeyId;
          if (!apiKeyId) {
            const product = owned.find((p) => p.id === input.productId);
            if (!product) throw new ToolRefusal(NOT_OWNED);
            apiKeyId = (await defaultProviderKeyId(caller.userId, product.compatibility)) ?? undefined;
            if (!apiKeyId) {
              throw new ToolRefusal(
                `You have no stored provider key for ${product.compatibility.join(" or ") || "this product"}. ` +
                  "Add one on the Provider keys page of your Promptly dashboard, then try again.",
              );
            }
          }
          const run = await executePrompt(caller.userId, {
            productId: input.productId,
            apiKeyId,
            variables: input.variables,
            version: input.version,
            options: { model: input.model, temperature: input.temperature, maxTokens: input.maxTokens },
          });
          return result(run.output, run);
        }),
    );
    count++;
    server.registerTool(
      "get_execution",
      {
        title: "Read an execution",
        description: "The status, output, usage and cost of one of your prompt or workflow runs, by its execution id.",
        inputSchema: getExecutionInput,
        annotations: READ_ONLY,
      },
      ({ executionId }) =>
        guarded(async () => {
          const view = await getExecution(caller.userId, executionId);
          const text = `Execution ${view.id}: ${view.status}${view.output ? `\n\n${view.output}` : ""}`;
          return result(text, view as unknown as Record<string, unknown>);
        }),
    );
  }
  if (can("products:read")) {
    count++;
    server.registerTool(
      "search_catalog",
      {
        title: "Search the Promptly catalog",
        description: "Searches the public marketplace catalog of prompts and workflows; public data only.",
        inputSchema: searchCatalogInput,
        annotations: READ_ONLY,
      },
      (input) =>
        guarded(async () => {
          const q = listProductsQuery.parse({ search: input.query, type: input.type, category: input.category, limit: input.limit });
          const page = await listProducts(q, null);
          const lines = page.items.map((p) => `- ${p.title} (${p.id}): ${formatMoney(p.price, p.currency)}, ${p.type.toLowerCase()}`);
          const text = page.items.length
            ? `${page.meta.search?.totalExact === false ? "More than " : ""}${page.meta.total} found:\n${lines.join("\n")}`
            : "Nothing in the catalog matches.";
          return result(text, { items: page.items, total: page.meta.total });
        }),
    );
    count++;
    server.registerTool(
      "get_product",
      {
        title: "Read a catalog product",
        description: "The public listing of one product: description, price, rating, compatibility, version. Never the content.",
        inputSchema: getProductInput,
        annotations: READ_ONLY,
      },
      ({ productId }) =>
        guarded(async () => {
          // As an anonymous visitor: public data only, whoever asks, and no content.
          const detail = await getProduct(productId, null, null).catch(() => {
            throw new ToolRefusal("No published product has this id.");
          });
          const { content: _content, ...listing } = detail;
          void _content;
          const text = `${listing.title}: ${formatMoney(listing.price, listing.currency)}, version ${listing.version}\n\n${listing.description}`;
          return result(text, listing as unknown as Record<string, unknown>);
        }),
    );
  }
  return count;
}
