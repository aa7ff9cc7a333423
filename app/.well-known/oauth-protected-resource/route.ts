import { protectedResourceMetadata } from "@/lib/api/mcp-endpoint";

// RFC 9728 metadata of /api/mcp (docs/mcp.md#authentication).
export const GET = protectedResourceMetadata;
