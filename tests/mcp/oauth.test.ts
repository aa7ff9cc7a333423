import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from "@modelcontextprotocol/client";
import { db } from "@/lib/db/client";
import { listPreRegisteredClients, preRegisterClient, registerClient, removePreRegisteredClient } from "@/lib/oauth/clients";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { InProcessRunner } from "@/lib/jobs/in-process-runner";
import { JOBS } from "@/inngest/registry";
import { oauthSweepJob } from "@/inngest/functions/oauth-sweep";
import { baseUrl } from "../support/server";
import { signIn } from "../support/session";
import { TEST_PASSWORD } from "../support/factories";
import { purchaseScenario } from "../ai/fixtures";

// OAuth 2.1 for MCP clients (docs/mcp.md#oauth), end to end over real HTTP against the production build: the official
// MCP client's own OAuth support discovers the metadata, sends PKCE S256 and the resource, and redeems the code; the
// signed-in user's consent is the consent page's own request.

const REDIRECT = "http://127.0.0.1:9/callback";
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** The consent the signed-in user gives on /oauth/authorize: the page's own POST, with the session cookie. */
async function consent(cookie: string, authUrl: URL, decision: "allow" | "deny" = "allow"): Promise<URL> {
  const base = await baseUrl();
  const page = await fetch(authUrl, { headers: { cookie }, redirect: "manual" });
  expect(page.status).toBe(200);
  const body = new URLSearchParams(authUrl.searchParams);
  body.set("decision", decision);
  const res = await fetch(`${base}/api/oauth/authorize`, { method: "POST", headers: { cookie, origin: base }, body });
  expect(res.status).toBe(200);
  const { redirectTo } = (await res.json()) as { redirectTo: string };
  return new URL(redirectTo);
}

/** An OAuthClientProvider as an MCP client app implements it, with a pre-registered client id. */
function provider(clientId: string) {
  const store: { tokens?: any; verifier?: string; authUrl?: URL } = {};
  return {
    store,
    redirectUrl: REDIRECT,
    clientMetadata: {
      client_name: "Test Client",
      redirect_uris: [REDIRECT],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    },
    clientInformation: () => ({ client_id: clientId }),
    tokens: () => store.tokens,
    saveTokens: (t: unknown) => void (store.tokens = t),
    redirectToAuthorization: (u: URL) => void (store.authUrl = u),
    saveCodeVerifier: (v: string) => void (store.verifier = v),
    codeVerifier: () => store.verifier!,
  };
}

async function mcpClient(p: ReturnType<typeof provider>) {
  const transport = new StreamableHTTPClientTransport(new URL(`${await baseUrl()}/api/mcp`), { authProvider: p as never });
  const client = new Client({ name: "oauth-tests", version: "1.0.0" });
  return { client, transport, connect: () => client.connect(transport) };
}

async function token(params: Record<string, string>) {
  const res = await fetch(`${await baseUrl()}/api/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

async function mcpStatus(accessToken: string) {
  const res = await fetch(`${await baseUrl()}/api/mcp`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    }),
  });
  await res.text();
  return res.status;
}

/** A signed-in buyer who owns a prompt, and a pre-registered client. */
async function scenario() {
  const s = await purchaseScenario({ content: "Say {{word}}." });
  const cookie = await signIn(s.buyer.email, TEST_PASSWORD);
  const clientId = `test-${randomBytes(6).toString("hex")}`;
  await registerClient({ id: clientId, name: "Test Client", redirectUris: [REDIRECT] });
  return { ...s, cookie, clientId };
}

/** Code + PKCE by hand (for the refusals the SDK would never send). */
async function rawCode(cookie: string, clientId: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const u = new URL(`${await baseUrl()}/oauth/authorize`);
  const q = {
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "s1",
    ...extra,
  };
  for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
  const back = await consent(cookie, u);
  return { code: back.searchParams.get("code")!, verifier, back };
}

describe("OAuth 2.1 for /api/mcp", () => {
  it("serves RFC 9728 and RFC 8414 metadata that point at each other", async () => {
    const base = await baseUrl();
    const prm = await (await fetch(`${base}/.well-known/oauth-protected-resource/api/mcp`)).json();
    expect(prm.resource).toBe(`${base}/api/mcp`);
    expect(prm.authorization_servers).toEqual([base]);
    const as = await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json();
    expect(as).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/api/oauth/token`,
      revocation_endpoint: `${base}/api/oauth/revoke`,
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      client_id_metadata_document_supported: true,
    });
  });

  it("the official client signs in (PKCE S256, resource), lists the buyer's prompts; tokens are stored hashed; the app is listed and its revocation ends access", async () => {
    const s = await scenario();
    const p = provider(s.clientId);
    const first = await mcpClient(p);
    await expect(first.connect()).rejects.toBeInstanceOf(UnauthorizedError);
    const authUrl = p.store.authUrl!;
    expect(authUrl.pathname).toBe("/oauth/authorize");
    expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authUrl.searchParams.get("resource")).toBe(`${await baseUrl()}/api/mcp`);

    const back = await consent(s.cookie, authUrl);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    await first.transport.finishAuth(back.searchParams);
    const tokens = p.store.tokens;
    expect(tokens.access_token).toMatch(/^mo_at_/);
    expect(tokens.refresh_token).toMatch(/^mo_rt_/);
    expect(tokens.expires_in).toBeLessThanOrEqual(900);

    const second = await mcpClient(p);
    await second.connect();
    const prompts = await second.client.listPrompts();
    expect(prompts.prompts.map((x) => x.name)).toEqual([s.product.id]);
    await second.client.close();

    const c = await db();
    const rows = await c.oAuthToken.findMany({ where: { userId: s.buyer.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].accessHash).toBe(sha256(tokens.access_token));
    expect(JSON.stringify(rows)).not.toContain(tokens.access_token);
    expect(JSON.stringify(rows)).not.toContain(tokens.refresh_token);

    const listed = await fetch(`${await baseUrl()}/api/v1/connected-apps`, { headers: { cookie: s.cookie } });
    const apps = (await listed.json()).data;
    expect(apps).toEqual([expect.objectContaining({ clientId: s.clientId, name: "Test Client" })]);

    const base = await baseUrl();
    const revoked = await fetch(`${base}/api/v1/connected-apps/revoke`, {
      method: "POST",
      headers: { cookie: s.cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ clientId: s.clientId }),
    });
    expect(revoked.status).toBe(200);
    expect(await mcpStatus(tokens.access_token)).toBe(401);
    expect((await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: s.clientId })).json.error).toBe(
      "invalid_grant",
    );
    const after = await (await fetch(`${base}/api/v1/connected-apps`, { headers: { cookie: s.cookie } })).json();
    expect(after.data).toEqual([]);
  });

  it("refresh tokens rotate, and a reused one revokes the grant", async () => {
    const s = await scenario();
    const { code, verifier, back } = await rawCode(s.cookie, s.clientId);
    expect(back.searchParams.get("state")).toBe("s1");
    const t1 = await token({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: s.clientId,
    });
    expect(t1.status).toBe(200);
    expect(t1.json.token_type).toBe("Bearer");
    // A code works once.
    expect(
      (await token({ grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: s.clientId })).json
        .error,
    ).toBe("invalid_grant");

    const t2 = await token({ grant_type: "refresh_token", refresh_token: t1.json.refresh_token, client_id: s.clientId });
    expect(t2.status).toBe(200);
    expect(t2.json.refresh_token).not.toBe(t1.json.refresh_token);
    expect(await mcpStatus(t1.json.access_token)).toBe(401);
    expect(await mcpStatus(t2.json.access_token)).toBe(200);

    // The rotated-away refresh token again: refused, and the whole grant with it.
    expect((await token({ grant_type: "refresh_token", refresh_token: t1.json.refresh_token, client_id: s.clientId })).json.error).toBe(
      "invalid_grant",
    );
    expect(await mcpStatus(t2.json.access_token)).toBe(401);
  });

  it("refuses a wrong verifier, plain PKCE, no PKCE, another resource, and revokes by RFC 7009", async () => {
    const s = await scenario();
    const base = await baseUrl();
    const wrong = await rawCode(s.cookie, s.clientId);
    const bad = await token({
      grant_type: "authorization_code",
      code: wrong.code,
      code_verifier: randomBytes(32).toString("base64url"),
      redirect_uri: REDIRECT,
      client_id: s.clientId,
    });
    expect(bad.json.error).toBe("invalid_grant");

    // Refusals the page sends straight back to the client (307 to the redirect URI with the error).
    const refusedBy = async (extra: Record<string, string>) => {
      const u = new URL(`${base}/oauth/authorize`);
      const q = { response_type: "code", client_id: s.clientId, redirect_uri: REDIRECT, code_challenge: "a".repeat(43), ...extra };
      for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
      const res = await fetch(u, { headers: { cookie: s.cookie }, redirect: "manual" });
      expect(res.status).toBe(307);
      return new URL(res.headers.get("location")!).searchParams.get("error");
    };
    expect(await refusedBy({ code_challenge_method: "plain" })).toBe("invalid_request");
    expect(await refusedBy({ code_challenge: "" })).toBe("invalid_request");
    expect(await refusedBy({ resource: "https://elsewhere.example/api/mcp" })).toBe("invalid_target");
    expect(await refusedBy({ scope: "products:write" })).toBe("invalid_scope");
    const denied = await consent(
      s.cookie,
      new URL(
        `${base}/oauth/authorize?response_type=code&client_id=${s.clientId}&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${"a".repeat(43)}`,
      ),
      "deny",
    );
    expect(denied.searchParams.get("error")).toBe("access_denied");

    const good = await rawCode(s.cookie, s.clientId);
    const elsewhere = await token({
      grant_type: "authorization_code",
      code: good.code,
      code_verifier: good.verifier,
      redirect_uri: REDIRECT,
      client_id: s.clientId,
      resource: "https://elsewhere.example/api/mcp",
    });
    expect(elsewhere.json.error).toBe("invalid_target");
    const t = await token({
      grant_type: "authorization_code",
      code: good.code,
      code_verifier: good.verifier,
      redirect_uri: REDIRECT,
      client_id: s.clientId,
    });
    expect(await mcpStatus(t.json.access_token)).toBe(200);
    const r = await fetch(`${base}/api/oauth/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: t.json.access_token, client_id: s.clientId }),
    });
    expect(r.status).toBe(200);
    expect(await mcpStatus(t.json.access_token)).toBe(401);

    // Without a session the consent is refused; an unknown client never reaches a redirect.
    const anon = await fetch(`${base}/api/oauth/authorize`, {
      method: "POST",
      headers: { origin: base },
      body: new URLSearchParams({ client_id: s.clientId }),
    });
    expect(anon.status).toBe(401);
    const unknown = await fetch(`${base}/oauth/authorize?client_id=nobody&redirect_uri=${encodeURIComponent(REDIRECT)}`, {
      headers: { cookie: s.cookie },
    });
    expect(await unknown.text()).toContain("This app cannot connect");
  });

  describe("a Client ID Metadata Document", () => {
    let server: http.Server;
    afterAll(() => new Promise<void>((r) => server?.close(() => r())));

    it("is fetched, must name itself, and its name is shown on the consent page", async () => {
      const s = await scenario();
      server = http.createServer((req, res) => {
        const self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const doc =
          req.url === "/liar.json"
            ? { client_id: `${self}/other.json`, redirect_uris: [REDIRECT] }
            : { client_id: `${self}${req.url}`, client_name: "Metadata App", redirect_uris: [REDIRECT] };
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(doc));
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      const self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await fetch(
        `${await baseUrl()}/oauth/authorize?response_type=code&client_id=${encodeURIComponent(`${self}/client.json`)}&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${"a".repeat(43)}`,
        { headers: { cookie: s.cookie } },
      );
      expect(await page.text()).toContain("Connect Metadata App to Promptly?");
      const liar = await fetch(
        `${await baseUrl()}/oauth/authorize?response_type=code&client_id=${encodeURIComponent(`${self}/liar.json`)}&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${"a".repeat(43)}`,
        { headers: { cookie: s.cookie } },
      );
      expect(await liar.text()).toContain("This app cannot connect");
    });
  });
});

describe("pre-registered OAuth clients (npm run admin -- oauth:client-add)", () => {
  const exchange = (
    code: string,
    verifier: string,
    clientId: string,
    more: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
        client_id: clientId,
        ...more,
      }),
    }).then(async (res) => ({ status: res.status, json: (await res.json()) as Record<string, any> }));
  let base = "";

  it("a confidential client completes the code exchange only with its secret (post or Basic); the secret is stored hashed", async () => {
    base = await baseUrl();
    const s = await purchaseScenario({ content: "Say {{word}}." });
    const cookie = await signIn(s.buyer.email, TEST_PASSWORD);
    const made = await preRegisterClient({ name: "Ops Tool", redirectUris: [REDIRECT], confidential: true });
    expect(made.id).toMatch(/^mcp_client_/);
    expect(made.secret).toMatch(/^mcs_/);
    const row = await (await db()).oAuthClient.findUniqueOrThrow({ where: { id: made.id } });
    expect(row.secretHash).toBe(sha256(made.secret!));
    expect(JSON.stringify(row)).not.toContain(made.secret!);
    expect((await listPreRegisteredClients()).find((c) => c.id === made.id)).toMatchObject({ name: "Ops Tool", confidential: true });

    const first = await rawCode(cookie, made.id);
    expect((await exchange(first.code, first.verifier, made.id)).json.error).toBe("invalid_client");
    const wrong = await exchange(first.code, first.verifier, made.id, { client_secret: "mcs_wrong" });
    expect(wrong.status).toBe(401);
    // A refused client authentication leaves the code unused: the right secret still redeems it.
    const posted = await exchange(first.code, first.verifier, made.id, { client_secret: made.secret! });
    expect(posted.status).toBe(200);
    expect(posted.json.access_token).toMatch(/^mo_at_/);
    expect(await mcpStatus(posted.json.access_token)).toBe(200);

    const second = await rawCode(cookie, made.id);
    const basic = `Basic ${Buffer.from(`${made.id}:${made.secret}`).toString("base64")}`;
    const viaBasic = await exchange(second.code, second.verifier, made.id, {}, { authorization: basic });
    expect(viaBasic.status).toBe(200);
    expect(await mcpStatus(viaBasic.json.access_token)).toBe(200);

    // Removing the client ends every connection to it.
    expect((await removePreRegisteredClient(made.id)).name).toBe("Ops Tool");
    expect(await mcpStatus(viaBasic.json.access_token)).toBe(401);
    await expect(removePreRegisteredClient(made.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a public pre-registered client redeems with PKCE alone and may not present a secret; bad redirect URIs are refused", async () => {
    base = await baseUrl();
    const s = await purchaseScenario({ content: "Say {{word}}." });
    const cookie = await signIn(s.buyer.email, TEST_PASSWORD);
    const made = await preRegisterClient({ name: "Public Tool", redirectUris: [REDIRECT] });
    expect(made.secret).toBeNull();
    const c = await rawCode(cookie, made.id);
    expect((await exchange(c.code, c.verifier, made.id, { client_secret: "anything" })).status).toBe(401);
    const ok = await exchange(c.code, c.verifier, made.id);
    expect(ok.status).toBe(200);
    expect(await mcpStatus(ok.json.access_token)).toBe(200);
    await expect(preRegisterClient({ name: "Bad", redirectUris: ["http://example.com/cb"] })).rejects.toThrow(/https URL/);
    await expect(preRegisterClient({ name: "Bad", redirectUris: ["https://example.com/cb#frag"] })).rejects.toThrow(/fragment/);
  });
});

describe("oauth-sweep job", () => {
  it("is registered daily, and deletes expired codes and token rows a week past their last possible use, keeping the rest", async () => {
    expect(JOBS).toContain(oauthSweepJob);
    expect(oauthSweepJob.cron).toBe("37 3 * * *");
    const s = await scenario();
    const client = await db();
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000);
    const code = (hash: string, expiresAt: Date) => ({
      hash,
      clientId: s.clientId,
      userId: s.buyer.id,
      redirectUri: REDIRECT,
      resource: "r",
      codeChallenge: "c",
      expiresAt,
    });
    const tag = randomBytes(4).toString("hex");
    await client.oAuthCode.createMany({ data: [code(`old-${tag}`, ago(0.001)), code(`live-${tag}`, new Date(now + 60_000))] });
    const tokenRow = (id: string, accessExpiresAt: Date, refreshExpiresAt: Date | null, revokedAt: Date | null = null) => ({
      id: `${id}-${tag}`,
      clientId: s.clientId,
      userId: s.buyer.id,
      accessHash: `a-${id}-${tag}`,
      refreshHash: refreshExpiresAt ? `r-${id}-${tag}` : null,
      resource: "r",
      accessExpiresAt,
      refreshExpiresAt,
      revokedAt,
    });
    await client.oAuthToken.createMany({
      data: [
        tokenRow("expired-long-ago", ago(40), ago(8)), // refresh expired 8 days ago: gone
        tokenRow("expired-lately", ago(30), ago(6)), // refresh expired 6 days ago: kept for the retention
        tokenRow("revoked-refresh-alive", ago(20), new Date(now + 10 * 86_400_000), ago(20)), // reuse detection still needs it
        tokenRow("access-only-old", ago(9), null), // no refresh token, access expired 9 days ago: gone
        tokenRow("live", new Date(now + 600_000), new Date(now + 30 * 86_400_000)),
      ],
    });

    const runner = new InProcessRunner([oauthSweepJob], { pollMs: 100 });
    runner.start();
    try {
      const { id } = await enqueueJob(oauthSweepJob, {});
      const deadline = Date.now() + 20_000;
      while ((await client.job.findUniqueOrThrow({ where: { id } })).status !== "SUCCEEDED") {
        if (Date.now() > deadline) throw new Error("the job did not complete in 20 s");
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await runner.stop();
    }
    const codes = await client.oAuthCode.findMany({ where: { hash: { endsWith: tag } }, select: { hash: true } });
    expect(codes.map((c) => c.hash)).toEqual([`live-${tag}`]);
    const tokens = await client.oAuthToken.findMany({ where: { id: { endsWith: tag } }, select: { id: true }, orderBy: { id: "asc" } });
    expect(tokens.map((t) => t.id)).toEqual([`expired-lately-${tag}`, `live-${tag}`, `revoked-refresh-alive-${tag}`]);
  });
});
