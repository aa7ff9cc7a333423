import { handleRevoke } from "@/lib/api/oauth-endpoint";

// RFC 7009 token revocation (docs/mcp.md#oauth).
export const POST = handleRevoke;
