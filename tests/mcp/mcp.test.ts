import { afterEach, describe, expect, it } from "vitest";
import { Client, ProtocolError, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { db } from "@/lib/db/client";
import { baseUrl } from "../support/server";
import { api, rawFetch } from "../support/http";
import { makeUser } from "../support/factories";
import { addKeyAt, buy, makeProduct, purchaseScenario, refund, setUpFakeProvider } from "../ai/fixtures";
import { workflowScenario } from "../ai/workflow-fixtures";

// /api/mcp driven by the official MCP client (docs/mcp.md), against the production build and a real database.

const fake = setUpFakeProvider();
const PROMPT = "Write a {{tone}} haiku about {{topic}}.";
const NOT_OWNED = /no active purchase of a product with this id/;

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => {})));
});

/** A connected official client speaking to /api/mcp with an API key; `revision` pins the protocol revision. */
async function connect(apiKey: string, revision?: "2026-07-28"): Promise<Client> {
  const client = new Client(
    { name: "promptly-tests", version: "1.0.0" },
    revision ? { versionNegotiation: { mode: { pin: revision } } } : {},
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${await baseUrl()}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
  });
  await client.connect(transport);
  open.push(client);
  return client;
}

/** A buyer who bought a prompt and stored an openai-compatible key at the fake provider. */
async function buyerScenario(revision?: "2026-07-28") {
  const s = await purchaseScenario({ content: PROMPT });
  const key = await addKeyAt(s.buyer.key, fake.url);
  return { ...s, providerKey: key, client: await connect(s.buyer.key, revision) };
}

const text = (r: { content?: unknown }) => (r.content as { type: string; text: string }[]).map((c) => c.text).join("\n");

async function rpc(body: string, headers: Record<string, string> = {}) {
  const res = await rawFetch("/api/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body,
  });
  const raw = await res.text();
  // A 2025-era answer may come as one server-sent event: its data line is the JSON-RPC message.
  const data = res.headers.get("content-type")?.startsWith("text/event-stream") ? /^data: (.*)$/m.exec(raw)?.[1] : raw;
  let json: any = null;
  try {
    json = JSON.parse(data ?? "");
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, raw };
}

const initialize = (id = 1) =>
  JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
  });

describe("/api/mcp: authentication and the HTTP edge", () => {
  it("answers 401 with a WWW-Authenticate pointing at the RFC 9728 metadata, which is served", async () => {
    const res = await rpc(initialize());
    expect(res.status).toBe(401);
    const challenge = res.headers.get("www-authenticate")!;
    expect(challenge).toMatch(/^Bearer resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/mcp"/);
    expect(res.json.error.code).toBe(-32001);

    const url = /resource_metadata="([^"]+)"/.exec(challenge)![1];
    const meta = await fetch(url);
    expect(meta.status).toBe(200);
    const body = await meta.json();
    expect(body.resource).toBe(`${await baseUrl()}/api/mcp`);
    expect(body.bearer_methods_supported).toEqual(["header"]);
    expect(body.scopes_supported).toEqual(["purchases:read", "ai:execute", "products:read", "analytics:read"]);
    expect((await rawFetch("/.well-known/oauth-protected-resource")).status).toBe(200);
    expect((await rawFetch("/.well-known/oauth-protected-resource/api/other")).status).toBe(404);
  });

  it("refuses an unknown or revoked key with 401 and invalid_token", async () => {
    const res = await rpc(initialize(), { authorization: "Bearer mk_live_not_a_key" });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("refuses a request whose Origin is another site with 403, and accepts the site's own", async () => {
    const user = await makeUser();
    const evil = await rpc(initialize(), { authorization: `Bearer ${user.key}`, origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    const own = await rpc(initialize(), { authorization: `Bearer ${user.key}`, origin: await baseUrl() });
    expect(own.status).toBe(200);
    expect(own.json.result.serverInfo.name).toBe("promptly");
  });

  it("serves a 2025-era client (initialize handshake) statelessly, with the plan's rate-limit headers", async () => {
    const user = await makeUser();
    const res = await rpc(initialize(), { authorization: `Bearer ${user.key}` });
    expect(res.status).toBe(200);
    expect(res.json.result.protocolVersion).toBe("2025-06-18");
    expect(res.headers.get("ratelimit-policy")).toMatch(/"minute";q=\d+/);
    const listed = await rpc(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }), {
      authorization: `Bearer ${user.key}`,
      "mcp-protocol-version": "2025-06-18",
    });
    expect(listed.status).toBe(200);
    expect(listed.json.result.tools.map((t: any) => t.name)).toContain("run_prompt");
  });

  it("refuses past the plan's rate limit with 429 and Retry-After, as /v1 does", async () => {
    const user = await makeUser({ plan: "ENTERPRISE", perMinute: 2, perDay: 100 });
    const auth = { authorization: `Bearer ${user.key}` };
    expect((await rpc(initialize(), auth)).status).toBe(200);
    expect((await rpc(initialize(), auth)).status).toBe(200);
    const third = await rpc(initialize(), auth);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("/api/mcp: bad input", () => {
  it("answers malformed JSON with the parse error and a non-request with invalid request, never a 5xx", async () => {
    const user = await makeUser();
    const auth = { authorization: `Bearer ${user.key}` };
    const parse = await rpc("{not json", auth);
    expect(parse.status).toBeLessThan(500);
    expect(parse.json.error.code).toBe(-32700);
    const invalid = await rpc(JSON.stringify({ hello: "world" }), auth);
    expect(invalid.status).toBeLessThan(500);
    expect(invalid.json.error.code).toBe(-32600);
  });

  it("refuses a body over 1 MiB (the /v1 cap) with 413", async () => {
    const user = await makeUser();
    const big = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "x", arguments: { a: "x".repeat(1_100_000) } },
    });
    const res = await rpc(big, { authorization: `Bearer ${user.key}` });
    expect(res.status).toBe(413);
  });

  it("answers an unknown prompt or tool name with invalid params", async () => {
    const { client } = await buyerScenario();
    const prompt = await client.getPrompt({ name: "prod_nope", arguments: {} }).catch((e: unknown) => e);
    expect(prompt).toBeInstanceOf(ProtocolError);
    expect((prompt as ProtocolError).code).toBe(-32602);
    const tool = await client.callTool({ name: "delete_everything", arguments: {} }).catch((e: unknown) => e);
    expect(tool).toBeInstanceOf(ProtocolError);
    expect((tool as ProtocolError).code).toBe(-32602);
  });
});

describe("/api/mcp: what a buyer sees", () => {
  it("lists each purchased prompt with its placeholders as required arguments and an optional version, and nobody else's", async () => {
    const { product, client } = await buyerScenario();
    const other = await purchaseScenario({ content: "Secret {{thing}}" });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual([product.id]);
    expect(prompts.map((p) => p.name)).not.toContain(other.product.id);
    expect(prompts[0]).toMatchObject({ name: product.id, title: "Test product" });
    expect(prompts[0].arguments).toEqual([
      expect.objectContaining({ name: "tone", required: true, description: "Fills {{tone}} in the prompt" }),
      expect.objectContaining({ name: "topic", required: true, description: "Fills {{topic}} in the prompt" }),
      expect.objectContaining({ name: "version", required: false, description: expect.stringContaining("default: the latest, 1.0.0") }),
    ]);
  });

  it("renders the version the buyer pins, else the latest; completes version labels; refuses an unknown version", async () => {
    const { author, product, client } = await buyerScenario();
    const release = await api(`/products/${product.id}`, {
      key: author.key,
      method: "PATCH",
      json: { content: "Write a {{tone}} sonnet about {{topic}}.", version: "2.0.0", changelog: "Sonnets now" },
    });
    expect(release.status).toBe(200);
    const args = { tone: "calm", topic: "rivers" };
    const render = async (more: Record<string, string> = {}) => {
      const got = await client.getPrompt({ name: product.id, arguments: { ...args, ...more } });
      return [got.description, (got.messages[0].content as { text: string }).text];
    };
    expect(await render()).toEqual(["Test product, version 2.0.0", "Write a calm sonnet about rivers."]);
    expect(await render({ version: "1.0.0" })).toEqual(["Test product, version 1.0.0", "Write a calm haiku about rivers."]);
    expect(await render({ version: "2.0.0" })).toEqual(["Test product, version 2.0.0", "Write a calm sonnet about rivers."]);

    const completion = await client.complete({
      ref: { type: "ref/prompt", name: product.id },
      argument: { name: "version", value: "1" },
    });
    expect(completion.completion.values).toEqual(["1.0.0"]);

    const unknown = await client.getPrompt({ name: product.id, arguments: { ...args, version: "9.9.9" } }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ProtocolError);
    expect((unknown as ProtocolError).code).toBe(-32602);
    expect((unknown as ProtocolError).message).toContain("This prompt has no version 9.9.9; its versions: 2.0.0, 1.0.0");
  });

  it("asks for the placeholders of a pinned older version that the latest no longer uses", async () => {
    const { author, product, client } = await buyerScenario();
    await api(`/products/${product.id}`, {
      key: author.key,
      method: "PATCH",
      json: { content: "Write a {{tone}} poem.", version: "2.0.0" },
    });
    const listed = (await client.listPrompts()).prompts.find((p) => p.name === product.id)!;
    expect(listed.arguments!.map((a) => a.name)).toEqual(["tone", "version"]);
    const missing = await client.getPrompt({ name: product.id, arguments: { tone: "calm", version: "1.0.0" } }).catch((e: unknown) => e);
    expect((missing as ProtocolError).code).toBe(-32602);
    expect((missing as ProtocolError).message).toContain("Version 1.0.0 of this prompt also needs: topic");
    const got = await client.getPrompt({ name: product.id, arguments: { tone: "calm", topic: "rivers", version: "1.0.0" } });
    expect((got.messages[0].content as { text: string }).text).toBe("Write a calm haiku about rivers.");
  });

  it("renders a prompt with its arguments filled in, and refuses a missing argument as invalid params", async () => {
    const { product, client, order } = await buyerScenario();
    const got = await client.getPrompt({ name: product.id, arguments: { tone: "calm", topic: "rivers" } });
    expect(got.messages).toEqual([{ role: "user", content: { type: "text", text: "Write a calm haiku about rivers." } }]);
    // Reading the filled prompt is access to the content, as reading it on the product page is.
    const row = await (await db()).order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.contentReadAt).not.toBeNull();

    const missing = await client.getPrompt({ name: product.id, arguments: { tone: "calm" } }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ProtocolError);
    expect((missing as ProtocolError).code).toBe(-32602);
  });

  it("runs a purchased prompt on the buyer's own key through the /ai/execute path", async () => {
    const { product, client, providerKey } = await buyerScenario();
    const res = await client.callTool({
      name: "run_prompt",
      arguments: { productId: product.id, variables: { tone: "calm", topic: "rivers" } },
    });
    expect(res.isError).toBeFalsy();
    expect(text(res)).toBe("echo: Write a calm haiku about rivers.");
    const out = res.structuredContent as any;
    expect(out.usage).toEqual({ promptTokens: 6, completionTokens: 7, totalTokens: 13, estimatedCost: 0 });
    expect(out.metadata).toMatchObject({ provider: "openai-compatible" });
    expect(fake.seen[0].authorization).toBe(`Bearer ${providerKey.value}`);
    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: out.executionId } });
    expect(row).toMatchObject({ status: "SUCCEEDED", productId: product.id, productVersion: "1.0.0", promptTokens: 6 });

    const read = await client.callTool({ name: "get_execution", arguments: { executionId: out.executionId } });
    expect(read.isError).toBeFalsy();
    expect((read.structuredContent as any).status).toBe("succeeded");
  });

  it("answers provider failures and refusals as tool errors in plain words, without the key", async () => {
    const { product, client, providerKey } = await buyerScenario();
    fake.fail({ status: 401, message: `Incorrect API key provided: ${providerKey.value}` });
    const res = await client.callTool({ name: "run_prompt", arguments: { productId: product.id, variables: { tone: "a", topic: "b" } } });
    expect(res.isError).toBe(true);
    expect(text(res)).toMatch(/^The AI provider refused your provider key/);
    expect(text(res)).not.toContain(providerKey.value);

    const wrongVars = await client.callTool({ name: "run_prompt", arguments: { productId: product.id, variables: { tone: "a" } } });
    expect(wrongVars.isError).toBe(true);
    expect(text(wrongVars)).toContain("variables.topic: Missing");
  });

  it("refuses a run on a key whose monthly budget is spent before the provider is called", async () => {
    const s = await purchaseScenario({ content: PROMPT });
    const key = await addKeyAt(s.buyer.key, fake.url, { provider: "openai", monthlyBudget: 0.01 });
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    await (await db()).providerKeySpend.create({ data: { keyId: key.id, month, spentMicros: 10_000n } });
    const client = await connect(s.buyer.key);
    const res = await client.callTool({
      name: "run_prompt",
      arguments: { productId: s.product.id, providerKeyId: key.id, variables: { tone: "a", topic: "b" } },
    });
    expect(res.isError).toBe(true);
    expect(text(res)).toMatch(/reached its monthly budget: \$0\.01 spent of \$0\.01/);
    expect(fake.seen).toHaveLength(0);
  });

  it("refuses another buyer's product and a product that does not exist in the same words", async () => {
    const { client } = await buyerScenario();
    const other = await purchaseScenario({ content: "Secret {{thing}}" });
    const theirs = await client.callTool({ name: "run_prompt", arguments: { productId: other.product.id, variables: { thing: "x" } } });
    const nothing = await client.callTool({ name: "run_prompt", arguments: { productId: "prod_does_not_exist", variables: {} } });
    const withKey = await client.callTool({
      name: "run_prompt",
      arguments: { productId: other.product.id, providerKeyId: "pk_whatever", variables: { thing: "x" } },
    });
    for (const r of [theirs, nothing, withKey]) {
      expect(r.isError).toBe(true);
      expect(text(r)).toMatch(NOT_OWNED);
    }
    expect(text(theirs)).toBe(text(nothing));
    const got = await client.getPrompt({ name: other.product.id, arguments: { thing: "x" } }).catch((e: unknown) => e);
    expect((got as ProtocolError).code).toBe(-32602);
  });

  it("drops a refunded purchase at once: gone from the list, not renderable, not runnable", async () => {
    const { product, order, client } = await buyerScenario();
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toContain(product.id);
    await refund(order.id);
    expect((await client.listPrompts()).prompts).toEqual([]);
    const got = await client.getPrompt({ name: product.id, arguments: { tone: "a", topic: "b" } }).catch((e: unknown) => e);
    expect((got as ProtocolError).code).toBe(-32602);
    const run = await client.callTool({ name: "run_prompt", arguments: { productId: product.id, variables: { tone: "a", topic: "b" } } });
    expect(run.isError).toBe(true);
    expect(text(run)).toMatch(NOT_OWNED);
    expect(fake.seen).toHaveLength(0);
  });

  it("offers each purchased workflow as a tool whose input schema is the workflow's inputs, and runs it", async () => {
    const { buyer, product } = await workflowScenario(fake.url);
    const client = await connect(buyer.key);
    const tool = (await client.listTools()).tools.find((t) => t.name === `run_workflow_${product.id}`);
    expect(tool?.inputSchema.properties?.input).toMatchObject({
      properties: { topic: { description: "What to write about" } },
      required: ["topic"],
    });
    const res = await client.callTool({ name: `run_workflow_${product.id}`, arguments: { input: { topic: "tides" } } });
    expect(res.isError, text(res)).toBeFalsy();
    const out = res.structuredContent as any;
    expect(out.status).toBe("succeeded");
    expect(text(res)).toContain("Combine");
    const read = await client.callTool({ name: "get_execution", arguments: { executionId: out.id } });
    expect((read.structuredContent as any).status).toBe("succeeded");
  });

  it("serves the purchased product's files as resources with their media types, authorised like downloads", async () => {
    const { product, client, author } = await buyerScenario();
    const form = new FormData();
    form.append("file", new Blob(["# Guide\nUse it well."], { type: "text/markdown" }), "guide.md");
    const up = await rawFetch(`/api/v1/products/${product.id}/files`, {
      method: "POST",
      headers: { authorization: `Bearer ${author.key}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const type = (await up.json()).data.type as string;
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({ name: "guide.md", mimeType: type, uri: expect.stringMatching(/^promptly:\/\//) }),
    ]);
    const read = await client.readResource({ uri: resources[0].uri });
    expect(read.contents[0]).toMatchObject({ mimeType: type, text: "# Guide\nUse it well." });

    // Another user cannot read it by its address.
    const stranger = await connect((await makeUser()).key);
    const refused = await stranger.readResource({ uri: resources[0].uri }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProtocolError);
  });

  it("shows only what the key's scopes allow", async () => {
    const s = await purchaseScenario({ content: PROMPT }, { scopes: ["products:read"] });
    const client = await connect(s.buyer.key);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(["get_product", "search_catalog"]);
    // No purchases:read: no prompts and no files at all.
    expect(client.getServerCapabilities()?.prompts).toBeUndefined();
    expect(client.getServerCapabilities()?.resources).toBeUndefined();
  });

  it("searches the catalog and reads a product's public listing (read-only tools, never the content)", async () => {
    const { product, client } = await buyerScenario();
    const { tools } = await client.listTools();
    for (const name of ["search_catalog", "get_product"]) expect(tools.find((t) => t.name === name)?.annotations?.readOnlyHint).toBe(true);
    const found = await client.callTool({ name: "search_catalog", arguments: { limit: 50 } });
    expect(found.isError).toBeFalsy();
    expect((found.structuredContent as any).items.length).toBeGreaterThan(0);
    const detail = await client.callTool({ name: "get_product", arguments: { productId: product.id } });
    expect(detail.isError).toBeFalsy();
    expect((detail.structuredContent as any).id).toBe(product.id);
    expect(JSON.stringify(detail)).not.toContain("haiku about");
  });
});

// The same buyer journey on the latest final revision, where there is no initialize handshake and each request
// carries its revision: what the default (2025) client is shown above, a 2026-07-28 client is shown here.
describe("/api/mcp: a 2026-07-28 client", () => {
  it("negotiates 2026-07-28 and lists, renders and runs a purchased prompt, then loses it on refund", async () => {
    const { product, client, order } = await buyerScenario("2026-07-28");
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");

    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual([product.id]);
    const got = await client.getPrompt({ name: product.id, arguments: { tone: "calm", topic: "rivers" } });
    expect(got.messages).toEqual([{ role: "user", content: { type: "text", text: "Write a calm haiku about rivers." } }]);

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["run_prompt", "get_execution", "search_catalog"]));
    const run = await client.callTool({
      name: "run_prompt",
      arguments: { productId: product.id, variables: { tone: "calm", topic: "rivers" } },
    });
    expect(run.isError, text(run)).toBeFalsy();
    expect(text(run)).toBe("echo: Write a calm haiku about rivers.");
    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: (run.structuredContent as any).executionId } });
    expect(row).toMatchObject({ status: "SUCCEEDED", productId: product.id });

    await refund(order.id);
    expect((await client.listPrompts()).prompts).toEqual([]);
    const gone = await client.callTool({
      name: "run_prompt",
      arguments: { productId: product.id, variables: { tone: "calm", topic: "rivers" } },
    });
    expect(gone.isError).toBe(true);
    expect(text(gone)).toMatch(NOT_OWNED);
  });

  it("runs a purchased workflow tool and reads a purchased file as a resource", async () => {
    const { buyer, product } = await workflowScenario(fake.url);
    const client = await connect(buyer.key, "2026-07-28");
    const res = await client.callTool({ name: `run_workflow_${product.id}`, arguments: { input: { topic: "tides" } } });
    expect(res.isError, text(res)).toBeFalsy();
    expect((res.structuredContent as any).status).toBe("succeeded");

    const stranger = await connect((await makeUser()).key, "2026-07-28");
    expect((await stranger.listTools()).tools.map((t) => t.name)).not.toContain(`run_workflow_${product.id}`);
    expect((await stranger.listResources()).resources).toEqual([]);
  });
});

describe("/api/mcp: what a seller sees", () => {
  it("adds read-only seller tools: products, sales summary in the seller's currency, recent orders", async () => {
    const { author, product, order } = await purchaseScenario({ content: PROMPT });
    const second = await makeProduct(author.id, { content: "Other {{x}}" });
    const buyer2 = await makeUser();
    await buy(buyer2.id, second);
    const client = await connect(author.key);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["list_my_products", "sales_summary", "recent_orders"]));

    const mine = await client.callTool({ name: "list_my_products", arguments: {} });
    expect((mine.structuredContent as any).items.map((p: any) => p.id).sort()).toEqual([product.id, second.id].sort());

    const orders = await client.callTool({ name: "recent_orders", arguments: { limit: 5 } });
    const ids = (orders.structuredContent as any).orders.map((o: any) => o.orderId);
    expect(ids).toContain(order.id);
    expect(JSON.stringify(orders)).not.toContain(buyer2.email);

    const summary = await client.callTool({ name: "sales_summary", arguments: {} });
    expect(summary.isError).toBeFalsy();
    expect(summary.structuredContent).toMatchObject({ currency: expect.toBeOneOf(["USD", null]) });

    // A buyer who sells nothing gets no seller tools.
    const buyerClient = await connect(buyer2.key);
    expect((await buyerClient.listTools()).tools.map((t) => t.name)).not.toContain("sales_summary");
  });
});
