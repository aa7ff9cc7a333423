import { handleMcp } from "@/lib/api/mcp-endpoint";

// The MCP endpoint (docs/mcp.md): Streamable HTTP, stateless per request; the edge and the server live in lib/.
export const GET = handleMcp;
export const POST = handleMcp;
export const DELETE = handleMcp;
