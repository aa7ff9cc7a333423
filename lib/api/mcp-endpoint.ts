import type { NextRequest } from "next/server";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { authenticateMcp, type Authenticated } from "@/lib/api/authenticate";
import { rateLimitHeaders, rateLimitRefusal } from "@/lib/api/rate-limit";
import { MAX_BODY_BYTES } from "@/lib/api/handler";
import { apiBaseUrl, publicOrigin } from "@/lib/api/urls";
import { requestIdOf } from "@/lib/api/request-id";
import { toAppError } from "@/lib/api/to-app-error";
import { API_CONTENT_SECURITY_POLICY, transportSecurityHeaders } from "@/lib/security/headers";
import { buildMcpServer, type McpCaller } from "@/lib/mcp/server";
import { MCP_SCOPES } from "@/lib/mcp/scopes";
import { McpChangeBus, asMcpCaller } from "@/lib/mcp/list-changes";
import { log } from "@/lib/log";

// The MCP endpoint's HTTP edge (docs/mcp.md): Origin check, the /v1 API-key authentication and plan rate limit,
// then the official SDK's stateless handler, which builds one server per request from the caller.

export const MCP_PATH = "/api/mcp";
export const RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource";

const handler = createMcpHandler(
  (ctx) => {
    const caller = ctx.authInfo?.extra?.caller as McpCaller | undefined;
    if (!caller) throw new Error("MCP request without a caller");
    return buildMcpServer(caller, ctx.era);
  },
  {
    // 2026-07-28 clients per request; 2025-era clients (initialize handshake) served statelessly, as the SDK does by default.
    legacy: "stateless",
    maxRequestBodySize: MAX_BODY_BYTES,
    // subscriptions/listen streams (2026-07-28 clients) hear their own user's purchases and refunds, from any instance.
    bus: new McpChangeBus(),
    onerror: (error) => log.warn("mcp request refused or failed", { error: error.message }),
  },
);

/** A JSON-RPC error answered by the edge itself, before the SDK sees the request (no request id is known yet). */
function edgeError(status: number, code: number, message: string, headers: Record<string, string>): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code, message } }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * Browsers send Origin; MCP clients (desktop apps, mcp-remote, IDEs) send none. A present Origin must be this site's
 * own (APP_URL, or the origin the request addressed), against DNS-rebinding and cross-site calls: else 403.
 */
function originAllowed(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (origin === null) return true;
  if (!URL.canParse(origin)) return false;
  const given = new URL(origin);
  const own = new Set([publicOrigin(req)]);
  const host = req.headers.get("host");
  if (host) own.add(`${req.nextUrl.protocol}//${host}`);
  return [...own].some((o) => URL.canParse(o) && new URL(o).origin === given.origin);
}

/** `WWW-Authenticate` of a 401: where a client finds how to authenticate (RFC 9728 section 5.1). */
function challenge(req: NextRequest, presented: boolean): string {
  const metadata = `${publicOrigin(req)}${RESOURCE_METADATA_PATH}${MCP_PATH}`;
  const error = presented
    ? `, error="invalid_token", error_description="The API key or access token is missing, unknown, revoked or expired"`
    : "";
  return `Bearer resource_metadata="${metadata}", scope="${MCP_SCOPES.join(" ")}"${error}`;
}

/** GET, POST and DELETE of /api/mcp. */
export async function handleMcp(req: NextRequest): Promise<Response> {
  const requestId = requestIdOf(req);
  const headers: Record<string, string> = {
    "X-Request-Id": requestId,
    "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
    ...transportSecurityHeaders(),
  };
  if (!originAllowed(req)) return edgeError(403, -32000, "Forbidden: this Origin may not call the MCP endpoint", headers);
  let caller: Authenticated;
  try {
    // An API key or an OAuth access token for this resource: a dashboard cookie is never an MCP credential.
    caller = await authenticateMcp(req, `${publicOrigin(req)}${MCP_PATH}`);
  } catch (thrown) {
    const { error, unexpected } = toAppError(thrown);
    if (unexpected) {
      log.error("mcp authentication failed", { requestId, error: thrown instanceof Error ? thrown.stack : String(thrown) });
      return edgeError(500, -32603, "Internal error", headers);
    }
    const presented = req.headers.get("authorization") !== null;
    return edgeError(401, -32001, error.message, { ...headers, "WWW-Authenticate": challenge(req, presented) });
  }
  Object.assign(headers, rateLimitHeaders(caller.rate));
  const refused = rateLimitRefusal(caller.rate);
  if (refused) return edgeError(429, -32000, refused.message, headers);
  const { principal } = caller;
  const mcpCaller: McpCaller = { userId: principal.user.id, scopes: principal.scopes, apiBaseUrl: apiBaseUrl(req) };
  let res: Response;
  try {
    res = await asMcpCaller(principal.user.id, () =>
      handler.fetch(req, {
        authInfo: { token: principal.keyId ?? "", clientId: principal.keyId ?? "", scopes: principal.scopes, extra: { caller: mcpCaller } },
      }),
    );
  } catch (thrown) {
    log.error("mcp request failed", { requestId, error: thrown instanceof Error ? thrown.stack : String(thrown) });
    return edgeError(500, -32603, "Internal error", headers);
  }
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

/** The protected-resource metadata of /api/mcp (RFC 9728): API keys or OAuth access tokens from this site's authorization server. */
export function protectedResourceMetadata(req: NextRequest): Response {
  const origin = publicOrigin(req);
  const body = {
    resource: `${origin}${MCP_PATH}`,
    authorization_servers: [origin],
    bearer_methods_supported: ["header"],
    scopes_supported: [...MCP_SCOPES],
    resource_name: "Promptly",
    resource_documentation: `${origin}/docs`,
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json", "cache-control": "public, max-age=3600", "access-control-allow-origin": "*" },
  });
}
