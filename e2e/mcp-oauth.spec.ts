import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";
import { signIn } from "./support/auth";
import { shootBothSizes } from "./support/pages";

// An AI app connects with OAuth (docs/mcp.md#oauth): it is identified by its Client ID Metadata Document, the buyer
// allows it on the consent page "/oauth/authorize", the app's code becomes a token that calls /api/mcp, and the
// buyer disconnects it under API keys → Connected apps, after which the token is refused.

test("a buyer connects an AI app with OAuth, then disconnects it", async ({ page }) => {
  test.setTimeout(120_000);
  // The app: its metadata document and its redirect URI, on one local server.
  const app = http.createServer((req, res) => {
    const self = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    if (req.url === "/client.json") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ client_id: `${self}/client.json`, client_name: "Journey AI", redirect_uris: [`${self}/callback`] }));
      return;
    }
    res.setHeader("content-type", "text/html");
    res.end("<!doctype html><title>Journey AI</title><p>Connected</p>");
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  const self = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  try {
    await signIn(page, { email: "buyer@demo.test", password: "demo-password-123" });
    const origin = new URL(page.url()).origin;
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const authorize = new URL("/oauth/authorize", origin);
    const params = {
      response_type: "code",
      client_id: `${self}/client.json`,
      redirect_uri: `${self}/callback`,
      code_challenge: challenge,
      code_challenge_method: "S256",
      state: "journey",
      resource: `${origin}/api/mcp`,
    };
    for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);
    await page.goto(authorize.toString());
    await expect(page.getByRole("heading", { level: 1, name: "Connect Journey AI to Promptly?" })).toBeVisible();
    await expect(page.getByTestId("consent-scopes")).toContainText("Run your purchased prompts");
    await shootBothSizes(page, "oauth-consent");

    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL(`${self}/callback?**`);
    const back = new URL(page.url());
    expect(back.searchParams.get("state")).toBe("journey");
    const tokenRes = await page.request.post(`${origin}/api/oauth/token`, {
      form: {
        grant_type: "authorization_code",
        code: back.searchParams.get("code")!,
        code_verifier: verifier,
        redirect_uri: `${self}/callback`,
        client_id: `${self}/client.json`,
      },
    });
    expect(tokenRes.status()).toBe(200);
    const { access_token } = await tokenRes.json();
    const mcp = async () =>
      (
        await page.request.post(`${origin}/api/mcp`, {
          headers: {
            authorization: `Bearer ${access_token}`,
            accept: "application/json, text/event-stream",
            "content-type": "application/json",
          },
          data: {
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "journey", version: "1" } },
          },
        })
      ).status();
    expect(await mcp()).toBe(200);

    await page.goto(`${origin}/dashboard/api-keys`);
    const table = page.getByRole("table", { name: "Connected apps" });
    await expect(table.getByText("Journey AI").first()).toBeVisible();
    await shootBothSizes(page, "connected-apps");
    await page.getByRole("button", { name: "Disconnect" }).first().click();
    await page.getByRole("button", { name: "Disconnect" }).last().click();
    await expect(page.getByText("Journey AI disconnected")).toBeVisible();
    expect(await mcp()).toBe(401);
  } finally {
    await new Promise<void>((r) => app.close(() => r()));
  }
});
