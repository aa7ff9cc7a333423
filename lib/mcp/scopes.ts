import type { Scope } from "@/lib/auth/scopes";

/**
 * The API-key scopes the MCP server uses, each for what its /v1 twin needs (docs/mcp.md#scopes): purchases:read
 * for purchased prompts, files and the seller's recent orders; ai:execute for run_prompt and get_execution;
 * products:read for the catalog tools and list_my_products; analytics:read for sales_summary. The dashboard's
 * "Create an MCP key" asks for exactly these.
 */
export const MCP_SCOPES = ["purchases:read", "ai:execute", "products:read", "analytics:read"] as const satisfies readonly Scope[];
