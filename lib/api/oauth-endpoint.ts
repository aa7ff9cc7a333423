import type { NextRequest } from "next/server";
import OAuth2Server, { OAuthError, Request as OAuthRequest, Response as OAuthResponse } from "@node-oauth/oauth2-server";
import { authenticate } from "@/lib/api/authenticate";
import { publicOrigin } from "@/lib/api/urls";
import { log } from "@/lib/log";
import { MCP_SCOPES } from "@/lib/mcp/scopes";
import { clientSecretAccepted, findClient } from "@/lib/oauth/clients";
import { ACCESS_TOKEN_SECONDS, CODE_SECONDS, oauthModel, REFRESH_TOKEN_SECONDS, revokeTokenOf, type GrantUser } from "@/lib/oauth/model";

// The OAuth 2.1 authorization server of /api/mcp (docs/mcp.md#oauth, ADR 040). The protocol (authorization code,
// PKCE S256, redirect URI matching, code and refresh-token grants, rotation) is @node-oauth/oauth2-server's; this file
// adapts Next.js requests to it and adds what it lacks: the RFC 8707 `resource` check, RFC 7009 revocation and the
// RFC 8414 metadata.

export const AUTHORIZE_PATH = "/oauth/authorize";
export const TOKEN_PATH = "/api/oauth/token";
export const REVOKE_PATH = "/api/oauth/revoke";

const server = new OAuth2Server({
  model: oauthModel,
  accessTokenLifetime: ACCESS_TOKEN_SECONDS,
  refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
  authorizationCodeLifetime: CODE_SECONDS,
  allowEmptyState: true,
  allowBearerTokensInQueryString: false,
  // Public clients (no secret), as MCP clients are: PKCE is what binds the code to the client that asked.
  requireClientAuthentication: { authorization_code: false, refresh_token: false },
  alwaysIssueNewRefreshToken: true,
});

/** The one resource this server issues tokens for: /api/mcp at the public origin. */
export const mcpResource = (req: NextRequest) => `${publicOrigin(req)}/api/mcp`;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
  });

const oauthError = (status: number, error: string, description: string) => json(status, { error, error_description: description });

/** RFC 8414 authorization-server metadata. */
export function authorizationServerMetadata(req: NextRequest): Response {
  const origin = publicOrigin(req);
  return json(
    200,
    {
      issuer: origin,
      authorization_endpoint: `${origin}${AUTHORIZE_PATH}`,
      token_endpoint: `${origin}${TOKEN_PATH}`,
      revocation_endpoint: `${origin}${REVOKE_PATH}`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none", "client_secret_basic", "client_secret_post"],
      revocation_endpoint_auth_methods_supported: ["none"],
      scopes_supported: [...MCP_SCOPES],
      client_id_metadata_document_supported: true,
      service_documentation: `${origin}/docs`,
    },
    { "cache-control": "public, max-age=3600", "access-control-allow-origin": "*" },
  );
}

export type AuthorizeParams = {
  clientId: string;
  clientName: string;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  codeChallenge: string;
  resource: string;
};

/**
 * Checks an authorization request before the consent page shows it. Errors that cannot be sent back to the client
 * (unknown client, redirect URI not registered) are shown on the page; the others are redirected to the client.
 */
export async function checkAuthorizeRequest(
  q: Record<string, string | undefined>,
  resource: string,
): Promise<{ ok: AuthorizeParams } | { page: string } | { redirect: string }> {
  const clientId = q.client_id ?? "";
  const client = clientId ? await findClient(clientId) : null;
  if (!client) return { page: "This app is not known to Promptly, so it cannot ask for access." };
  const redirectUri = q.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : "");
  if (!client.redirectUris.includes(redirectUri)) return { page: "This app sent a return address it did not register." };
  const back = (error: string, description: string) => {
    const u = new URL(redirectUri);
    u.searchParams.set("error", error);
    u.searchParams.set("error_description", description);
    if (q.state) u.searchParams.set("state", q.state);
    return { redirect: u.toString() };
  };
  if (q.response_type !== "code") return back("unsupported_response_type", "Only response_type=code is supported");
  if (!q.code_challenge || !/^[A-Za-z0-9._~-]{43,128}$/.test(q.code_challenge))
    return back("invalid_request", "PKCE is required: send code_challenge");
  if ((q.code_challenge_method ?? "S256") !== "S256") return back("invalid_request", "Only code_challenge_method=S256 is supported");
  if (q.resource !== undefined && q.resource !== resource) return back("invalid_target", `Tokens are issued for ${resource} only`);
  const requested = (q.scope ?? "").split(" ").filter(Boolean);
  const scopes = requested.length ? requested : [...MCP_SCOPES];
  if (!scopes.every((s) => (MCP_SCOPES as readonly string[]).includes(s))) return back("invalid_scope", "Unknown scope");
  return {
    ok: {
      clientId,
      clientName: client.name,
      redirectUri,
      scopes: [...new Set(scopes)],
      state: q.state ?? null,
      codeChallenge: q.code_challenge,
      resource,
    },
  };
}

/**
 * The consent page navigates to the client's redirect URI itself: a form post answered with a redirect to another
 * origin would break the pages' CSP `form-action 'self'`, so the answer is `{ redirectTo }`.
 */
const redirect = (location: string) => json(200, { redirectTo: location });

/** POST /api/oauth/authorize: the consent form's answer, from the signed-in user's own page (session cookie, same origin). */
export async function handleAuthorizeDecision(req: NextRequest): Promise<Response> {
  let userId: string;
  try {
    userId = (await authenticate(req, "session")).principal.user.id;
  } catch {
    return oauthError(401, "access_denied", "Sign in to Promptly first");
  }
  const form = await req.formData().catch(() => null);
  if (!form) return oauthError(400, "invalid_request", "Send the consent form");
  const q: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") q[k] = v;
  const resource = mcpResource(req);
  const checked = await checkAuthorizeRequest(q, resource);
  if ("page" in checked) return oauthError(400, "invalid_request", checked.page);
  if ("redirect" in checked) return redirect(checked.redirect);
  const p = checked.ok;
  const request = new OAuthRequest({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "1" },
    query: {},
    body: {
      client_id: p.clientId,
      redirect_uri: p.redirectUri,
      response_type: "code",
      scope: p.scopes.join(" "),
      ...(p.state ? { state: p.state } : {}),
      code_challenge: p.codeChallenge,
      code_challenge_method: "S256",
      allowed: q.decision === "allow" ? "true" : "false",
    },
  });
  const response = new OAuthResponse();
  const user: GrantUser = { id: userId, resource };
  try {
    await server.authorize(request, response, { authenticateHandler: { handle: async () => user } });
  } catch (thrown) {
    if (!(thrown instanceof OAuthError)) log.error("oauth authorize failed", { error: String(thrown) });
  }
  const location = response.get("location");
  return location ? redirect(location) : oauthError(400, "invalid_request", "The request could not be completed");
}

const MAX_FORM_BYTES = 16 * 1024;

/** The body as text, or null past 16 KiB (a declared length is refused before anything is read). */
async function boundedText(req: NextRequest): Promise<string | null> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return null;
  const text = await req.text();
  return text.length > MAX_FORM_BYTES ? null : text;
}

/** `Authorization: Basic` client credentials (RFC 6749 section 2.3.1: both parts form-encoded); null when absent, false when malformed. */
function basicCredentials(header: string | null): { id: string; secret: string } | null | false {
  if (!header) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!m) return false;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) return false;
  try {
    const part = (v: string) => decodeURIComponent(v.replaceAll("+", " "));
    return { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
  } catch {
    return false;
  }
}

function formBody(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** POST /api/oauth/token: authorization_code (with code_verifier) and refresh_token grants. */
export async function handleToken(req: NextRequest): Promise<Response> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return oauthError(400, "invalid_request", "Send a form-encoded body");
  const text = await boundedText(req);
  if (text === null) return oauthError(400, "invalid_request", "The body is too large");
  const body = formBody(text);
  const basic = basicCredentials(req.headers.get("authorization"));
  if (basic === false) return oauthError(401, "invalid_client", "Malformed Basic client credentials");
  if (basic) {
    if (body.client_id !== undefined && body.client_id !== basic.id) return oauthError(400, "invalid_request", "Two different client ids");
    body.client_id = basic.id;
  }
  // A confidential pre-registered client must authenticate (Basic or client_secret in the body); a public one must not.
  const secret = basic ? basic.secret : body.client_secret;
  if (body.client_id && !(await clientSecretAccepted(body.client_id, secret))) {
    return oauthError(401, "invalid_client", "Client authentication failed");
  }
  delete body.client_secret;
  const resource = mcpResource(req);
  if (body.resource !== undefined && body.resource !== resource)
    return oauthError(400, "invalid_target", `Tokens are issued for ${resource} only`);
  if (body.grant_type === "authorization_code" && !body.code_verifier)
    return oauthError(400, "invalid_grant", "PKCE is required: send code_verifier");
  const request = new OAuthRequest({
    method: "POST",
    // content-length: the library's type-is check sees a body only with it.
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(text.length) },
    query: {},
    body,
  });
  const response = new OAuthResponse();
  try {
    await server.token(request, response);
  } catch (thrown) {
    if (!(thrown instanceof OAuthError)) {
      log.error("oauth token failed", { error: String(thrown) });
      return oauthError(500, "server_error", "The token could not be issued");
    }
  }
  const out = response.body as Record<string, unknown>;
  if (response.status === 200 && typeof out.access_token === "string") {
    return json(200, { ...out, scope: Array.isArray(out.scope) ? out.scope.join(" ") : out.scope });
  }
  const code = response.status ?? 400;
  const status = code >= 500 ? 500 : code === 401 ? 401 : 400;
  return json(status, { error: out.error ?? "invalid_request", error_description: out.error_description ?? "Refused" });
}

/** POST /api/oauth/revoke (RFC 7009): an access or refresh token of the given client; always 200, as the RFC says. */
export async function handleRevoke(req: NextRequest): Promise<Response> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return oauthError(400, "invalid_request", "Send a form-encoded body");
  const text = await boundedText(req);
  if (text === null) return oauthError(400, "invalid_request", "The body is too large");
  const body = formBody(text);
  if (!body.token || !body.client_id) return oauthError(400, "invalid_request", "Send token and client_id");
  await revokeTokenOf(body.client_id, body.token);
  return json(200, {});
}
