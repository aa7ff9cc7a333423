import { protectedResourceMetadata } from "@/lib/api/mcp-endpoint";

// The same metadata at the path-inserted address RFC 9728 clients try first for /api/mcp.
export const GET = protectedResourceMetadata;
