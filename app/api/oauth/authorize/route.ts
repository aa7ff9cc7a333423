import { handleAuthorizeDecision } from "@/lib/api/oauth-endpoint";

// The consent page's form posts here (docs/mcp.md#oauth).
export const POST = handleAuthorizeDecision;
