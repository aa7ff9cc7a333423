import { handleToken } from "@/lib/api/oauth-endpoint";

// OAuth 2.1 token endpoint for MCP clients (docs/mcp.md#oauth).
export const POST = handleToken;
