import { authorizationServerMetadata } from "@/lib/api/oauth-endpoint";

// RFC 8414 metadata of the authorization server that issues /api/mcp's tokens (docs/mcp.md#oauth).
export const GET = authorizationServerMetadata;
