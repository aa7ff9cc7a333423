import { ownedProducts, promptArguments } from "@/lib/mcp/owned";
import { hasProducts } from "@/lib/mcp/seller";

/** The tools /api/mcp offers, with who gets them; a key without a tool's scope does not see it (docs/mcp.md#tools). */
export const MCP_TOOLS = [
  { name: "run_prompt", scope: "ai:execute", seller: false, summary: "Runs one of your prompts on your own provider key" },
  { name: "get_execution", scope: "ai:execute", seller: false, summary: "Reads a run's status, output, usage and cost" },
  { name: "search_catalog", scope: "products:read", seller: false, summary: "Searches the public catalog" },
  { name: "get_product", scope: "products:read", seller: false, summary: "Reads a product's public listing" },
  { name: "list_my_products", scope: "products:read", seller: true, summary: "Lists the products you sell" },
  { name: "sales_summary", scope: "analytics:read", seller: true, summary: "Revenue, sales and top products over a period" },
  { name: "recent_orders", scope: "purchases:read", seller: true, summary: "The latest orders of your products" },
] as const;

/** What an MCP key with every MCP scope shows this account now: the dashboard's "Use in your AI tools" page. */
export async function mcpOverview(userId: string) {
  const [owned, seller] = await Promise.all([ownedProducts(userId), hasProducts(userId)]);
  return {
    prompts: owned
      .filter((p) => p.type === "PROMPT")
      .map((p) => ({ name: p.id, title: p.title, version: p.version, arguments: promptArguments(p) })),
    tools: [
      ...MCP_TOOLS.filter((t) => seller || !t.seller).map((t) => ({ name: t.name as string, summary: t.summary as string })),
      ...owned
        .filter((p) => p.type === "WORKFLOW")
        .map((p) => ({ name: `run_workflow_${p.id}`, summary: `Runs your workflow “${p.title}” on your own provider keys` })),
    ],
  };
}
