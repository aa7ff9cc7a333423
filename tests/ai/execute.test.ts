import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { addKeyAt, makeProduct, promptScenario, purchaseScenario, refund, runScenario, secret, setUpFakeProvider } from "./fixtures";
import { captureOutput, findInDatabase } from "./scan";

const fake = setUpFakeProvider();

const PROMPT = "Write a {{tone}} haiku about {{topic}}.";

const compatibleKey = (apiKey: string, value?: string) => addKeyAt(apiKey, fake.url, { key: value });

describe("POST /ai/execute", () => {
  it("runs a purchased prompt through the openai-compatible provider and answers exactly as docs/ai.md#running-a-prompt says", async () => {
    const { buyer, product, key } = await runScenario(PROMPT, fake.url);
    const res = await api("/ai/execute", {
      key: buyer.key,
      json: {
        productId: product.id,
        apiKeyId: key.id,
        variables: { tone: "calm", topic: "rivers" },
        options: { model: "llama3.1", temperature: 0.3, maxTokens: 200 },
      },
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(["executionId", "metadata", "output", "usage"]);
    expect(d.output).toBe("echo: Write a calm haiku about rivers.");
    expect(d.usage).toEqual({ promptTokens: 6, completionTokens: 7, totalTokens: 13, estimatedCost: 0 });
    expect(d.metadata).toEqual({
      model: "llama3.1-2024-07-18",
      duration: expect.any(Number),
      provider: "openai-compatible",
      priceKnown: false,
      pricing: "unpriced",
    });
    expect(d.metadata.duration).toBeGreaterThanOrEqual(0);
    expect(d.metadata.duration).toBeLessThan(5);
    const call = fake.seen[0];
    expect(call.path).toBe("/v1/chat/completions");
    expect(call.authorization).toBe(`Bearer ${key.value}`);
    expect(call.body).toMatchObject({ model: "llama3.1", temperature: 0.3, max_tokens: 200 });
  });

  it("prices a known model from the price table: OpenAI provider with a base URL override", async () => {
    const { key, run } = await runScenario("Summarise {{text}}", fake.url, { provider: "openai" });
    fake.setUsage({ prompt: 1200, completion: 345 });
    const res = await run({ text: "x" });
    expect(res.status).toBe(200);
    // gpt-4o-mini (the default): $0.15 / $0.60 per 1M tokens → 1200 × 0.15 + 345 × 0.60 = 387 micro-dollars.
    expect(res.body.data.usage).toEqual({ promptTokens: 1200, completionTokens: 345, totalTokens: 1545, estimatedCost: 0.000387 });
    expect(res.body.data.metadata).toMatchObject({ model: "gpt-4o-mini-2024-07-18", provider: "openai", priceKnown: true });
    expect(fake.seen[0]).toMatchObject({ path: "/v1/chat/completions", authorization: `Bearer ${key.value}` });
    expect(fake.seen[0].body.model).toBe("gpt-4o-mini");

    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: res.body.data.executionId } });
    expect(row).toMatchObject({
      status: "SUCCEEDED",
      costMicros: 387,
      priceKnown: true,
      promptTokens: 1200,
      completionTokens: 345,
      input: null,
    });
  });

  it("rounds cost up to a whole micro-dollar and sums input and output prices", async () => {
    const { run } = await runScenario("{{q}}", fake.url, { provider: "openai" });
    fake.setUsage({ prompt: 3, completion: 1 }); // gpt-4o: 3 × 2.5 + 1 × 10 = 17.5 → 18 micro-dollars
    const res = await run({ q: "hi" }, { options: { model: "gpt-4o" } });
    expect(res.body.data.usage.estimatedCost).toBe(0.000018);
  });

  describe("placeholders", () => {
    it("lists missing and unknown variables", async () => {
      const { run } = await runScenario(PROMPT, fake.url);
      const res = await run({ tone: "dry", colour: "red" });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details).toMatchObject({
        missing: ["topic"],
        unknown: ["colour"],
        fields: [
          { path: "variables.topic", message: expect.stringContaining("Missing") },
          { path: "variables.colour", message: expect.stringContaining("Unknown") },
        ],
      });
      expect(fake.seen).toHaveLength(0);
    });

    it("inserts values as text, never re-parsing placeholders inside them", async () => {
      const { run } = await runScenario("A {{a}} and {{ b }} and {{a}}", fake.url);
      const res = await run({ a: "{{b}}", b: "$& $1" });
      expect(res.status).toBe(200);
      expect(fake.seen[0].prompt).toBe("A {{b}} and $& $1 and {{b}}");
    });

    it("rejects non-string values", async () => {
      const { run } = await runScenario(PROMPT, fake.url);
      const res = await run({ tone: 1, topic: "x" });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields[0].path).toBe("variables.tone");
    });
  });

  describe("options and compatibility", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["temperature above 2", { temperature: 2.1 }, "options.temperature"],
      ["negative temperature", { temperature: -0.1 }, "options.temperature"],
      ["maxTokens 0", { maxTokens: 0 }, "options.maxTokens"],
      ["fractional maxTokens", { maxTokens: 1.5 }, "options.maxTokens"],
      ["maxTokens above the model's limit", { maxTokens: 16_385 }, "options.maxTokens"],
      ["an unknown option", { topP: 1 }, "options.topP"],
    ];
    for (const [name, options, path] of cases) {
      it(`rejects ${name}`, async () => {
        const { run } = await runScenario("{{q}}", fake.url, { provider: "openai" });
        const res = await run({ q: "x" }, { options });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe("VALIDATION_ERROR");
        expect(res.body.error.details.fields.map((f: { path: string }) => f.path)).toEqual([path]);
      });
    }

    it("accepts maxTokens equal to the model's limit", async () => {
      const { run } = await runScenario("{{q}}", fake.url, { provider: "openai" });
      const res = await run({ q: "x" }, { options: { maxTokens: 16_384, temperature: 2 } });
      expect(res.status).toBe(200);
    });

    it("requires the product's compatibility to include the key's provider", async () => {
      const { run } = await runScenario("{{q}}", fake.url, {}, ["anthropic"]);
      const res = await run({ q: "x" });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields).toEqual([
        { path: "apiKeyId", message: "This product runs with Anthropic; an OpenAI-compatible (Ollama, vLLM, ...) key cannot run it" },
      ]);
    });

    it("runs products listed for Ollama or an open-weight family on an OpenAI-compatible key (docs/ai.md#which-keys-run-which-products)", async () => {
      for (const listed of [["ollama"], ["meta"], ["openai", "deepseek"], ["mistral"]]) {
        const { run } = await runScenario("Say {{q}}", fake.url, {}, listed);
        const res = await run({ q: "hi" });
        expect(res.status, `${listed.join(",")}: ${res.text}`).toBe(200);
        expect(res.body.data.output).toBe("echo: Say hi");
      }
    });
  });

  describe("access", () => {
    it("lets the author run their own prompt without buying it", async () => {
      const author = await makeUser();
      const product = await makeProduct(author.id, { content: "{{q}}", status: "DRAFT" });
      const key = await compatibleKey(author.key);
      const res = await api("/ai/execute", {
        key: author.key,
        json: { productId: product.id, apiKeyId: key.id, variables: { q: "mine" } },
      });
      expect(res.status).toBe(200);
    });

    it("refuses a visible product the caller has not bought with 403 UNAUTHORIZED", async () => {
      const { product } = await promptScenario("{{q}}");
      const stranger = await makeUser();
      const key = await compatibleKey(stranger.key);
      const res = await api("/ai/execute", { key: stranger.key, json: { productId: product.id, apiKeyId: key.id, variables: { q: "x" } } });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
      expect(fake.seen).toHaveLength(0);
    });

    it("stops running once the purchase is refunded", async () => {
      const { buyer, product, order, key } = await runScenario("{{q}}", fake.url);
      const body = { productId: product.id, apiKeyId: key.id, variables: { q: "x" } };
      expect((await api("/ai/execute", { key: buyer.key, json: body })).status).toBe(200);
      await refund(order.id);
      const res = await api("/ai/execute", { key: buyer.key, json: body });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    });

    it("answers 404 PRODUCT_NOT_FOUND for products the caller cannot see", async () => {
      const author = await makeUser();
      const stranger = await makeUser();
      const key = await compatibleKey(stranger.key);
      const draft = await makeProduct(author.id, { content: "{{q}}", status: "DRAFT" });
      const deleted = await makeProduct(author.id, { content: "{{q}}", status: "DELETED" });
      for (const productId of [draft.id, deleted.id, "prod_nope"]) {
        const res = await api("/ai/execute", { key: stranger.key, json: { productId, apiKeyId: key.id, variables: { q: "x" } } });
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("PRODUCT_NOT_FOUND");
      }
    });

    it("keeps running for a buyer after the author unpublishes", async () => {
      const { product, run } = await runScenario("{{q}}", fake.url);
      await (await db()).product.update({ where: { id: product.id }, data: { status: "UNPUBLISHED" } });
      const res = await run({ q: "x" });
      expect(res.status).toBe(200);
    });

    it("keeps running for a buyer after the author deletes it, and not for the author", async () => {
      const { author, buyer, product } = await promptScenario("{{q}}");
      await (await db()).product.update({ where: { id: product.id }, data: { status: "DELETED", deletedAt: new Date() } });
      const run = async (user: { key: string }) =>
        api("/ai/execute", {
          key: user.key,
          json: { productId: product.id, apiKeyId: (await compatibleKey(user.key)).id, variables: { q: "x" } },
        });
      expect((await run(buyer)).status).toBe(200);
      const byAuthor = await run(author);
      expect(byAuthor.status).toBe(404);
      expect(byAuthor.body.error.code).toBe("PRODUCT_NOT_FOUND");
    });

    it("answers 404 NOT_FOUND for another user's provider key", async () => {
      const { buyer, product } = await promptScenario("{{q}}");
      const other = await makeUser();
      const othersKey = await compatibleKey(other.key);
      const res = await api("/ai/execute", {
        key: buyer.key,
        json: { productId: product.id, apiKeyId: othersKey.id, variables: { q: "x" } },
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
      expect(fake.seen).toHaveLength(0);
    });

    it("sends workflow products to the workflow endpoint", async () => {
      const { buyer, product: wf } = await purchaseScenario({ type: "WORKFLOW", content: "{}" });
      const key = await compatibleKey(buyer.key);
      const res = await api("/ai/execute", { key: buyer.key, json: { productId: wf.id, apiKeyId: key.id, variables: {} } });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields[0].path).toBe("productId");
    });

    it("needs the ai:execute scope", async () => {
      const { product } = await promptScenario("{{q}}");
      const narrow = await makeUser({ scopes: ["products:read"] });
      const res = await api("/ai/execute", { key: narrow.key, json: { productId: product.id, apiKeyId: "pk_x", variables: { q: "x" } } });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    });
  });

  describe("provider errors", () => {
    const cases = [
      { status: 401, http: 400, code: "PROVIDER_AUTH_FAILED" },
      { status: 403, http: 400, code: "PROVIDER_AUTH_FAILED" },
      { status: 429, http: 429, code: "PROVIDER_RATE_LIMITED" },
      { status: 500, http: 502, code: "PROVIDER_ERROR" },
      { status: 400, http: 502, code: "PROVIDER_ERROR" },
    ];
    for (const c of cases) {
      it(`maps a provider ${c.status} to ${c.http} ${c.code}, once, with the provider's message and no key`, async () => {
        const { buyer, key, run } = await runScenario("{{q}}", fake.url);
        fake.fail({
          status: c.status,
          message: `Incorrect API key provided: ${key.value}. Or ${key.value.slice(0, 12)}***${key.value.slice(-4)}`,
        });
        const res = await run({ q: "x" });
        expect(res.status).toBe(c.http);
        expect(res.body.error.code).toBe(c.code);
        expect(res.body.error.details).toMatchObject({
          provider: "openai-compatible",
          providerStatus: c.status,
          executionId: expect.stringMatching(/^exec_/),
        });
        expect(res.body.error.details.providerMessage).toContain("Incorrect API key provided: [redacted]");
        expect(res.text).not.toContain(key.value.slice(0, 12));
        expect(res.text).not.toContain(key.value.slice(-8));
        expect(fake.seen).toHaveLength(1);
        const row = await (await db()).execution.findUniqueOrThrow({ where: { id: res.body.error.details.executionId } });
        expect(row.status).toBe("FAILED");
        expect(row.error).toMatchObject({ code: c.code });
        expect(JSON.stringify(row.error)).not.toContain(key.value.slice(0, 12));
        const detail = await api(`/ai/executions/${row.id}`, { key: buyer.key });
        expect(detail.body.data.status).toBe("failed");
        expect(detail.body.data.error).toEqual({
          code: c.code,
          message: res.body.error.message,
          provider: "openai-compatible",
          providerStatus: c.status,
          providerMessage: res.body.error.details.providerMessage,
        });
        expect(detail.text).not.toContain(key.value.slice(0, 12));
        const listed = await api("/ai/executions", { key: buyer.key });
        expect(listed.body.data[0].error).toMatchObject({
          providerStatus: c.status,
          providerMessage: expect.stringContaining("[redacted]"),
        });
      });
    }

    it("maps an unreachable server to 502 PROVIDER_ERROR", async () => {
      const { buyer, run } = await runScenario("{{q}}", "http://127.0.0.1:9/v1");
      const res = await run({ q: "x" });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe("PROVIDER_ERROR");
      const detail = await api(`/ai/executions/${res.body.error.details.executionId}`, { key: buyer.key });
      // Nothing answered: no status, but the network error says why.
      expect(detail.body.data.error).toMatchObject({ code: "PROVIDER_ERROR", providerStatus: null, providerMessage: expect.any(String) });
      expect(detail.body.data.error.providerMessage.length).toBeGreaterThan(0);
    });
  });

  describe("execution records", () => {
    it("records every run, keeps variables only on opt-in, and shows only the caller's own", async () => {
      const { buyer, product, key, run } = await runScenario("{{q}}", fake.url);
      const plain = await run({ q: "private words" });
      const kept = await run({ q: "keep me" }, { options: { storeInput: true } });
      expect(await findInDatabase("private words")).toEqual([expect.stringContaining("Execution:")]); // only in the output echo
      const listed = await api("/ai/executions", { key: buyer.key });
      expect(listed.status).toBe(200);
      expect(listed.body.meta).toEqual({ page: 1, limit: 20, total: 2 });
      expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([kept.body.data.executionId, plain.body.data.executionId]);
      expect(listed.body.data[0]).toMatchObject({
        kind: "PROMPT",
        status: "succeeded",
        product: { id: product.id },
        provider: "openai-compatible",
        usage: kept.body.data.usage,
      });

      const one = await api(`/ai/executions/${plain.body.data.executionId}`, { key: buyer.key });
      expect(one.body.data).toMatchObject({ id: plain.body.data.executionId, output: "echo: private words", providerKeyId: key.id });
      expect(one.body.data.input).toBeUndefined();
      const withInput = await api(`/ai/executions/${kept.body.data.executionId}`, { key: buyer.key });
      expect(withInput.body.data.input).toEqual({ q: "keep me" });

      const stranger = await makeUser();
      const foreign = await api(`/ai/executions/${plain.body.data.executionId}`, { key: stranger.key });
      expect(foreign.status).toBe(404);
      expect((await api("/ai/executions", { key: stranger.key })).body.data).toEqual([]);
    });
  });

  it("never puts key material in responses, logs or any database column", async () => {
    const output = captureOutput();
    const responses: string[] = [];
    try {
      const { buyer, product } = await promptScenario("{{q}}");
      const value = secret();
      const { value: shownOnce, ...key } = await compatibleKey(buyer.key, value);
      expect(shownOnce).toBe(value);
      responses.push(JSON.stringify(key));
      responses.push((await api("/provider-keys", { key: buyer.key })).text);
      responses.push(
        (await api("/ai/execute", { key: buyer.key, json: { productId: product.id, apiKeyId: key.id, variables: { q: "x" } } })).text,
      );
      for (const status of [401, 500]) {
        fake.fail({ status, message: `bad key ${value}` });
        responses.push(
          (await api("/ai/execute", { key: buyer.key, json: { productId: product.id, apiKeyId: key.id, variables: { q: "x" } } })).text,
        );
      }
      fake.fail({ hang: true });
      responses.push(
        (await api("/ai/execute", { key: buyer.key, json: { productId: product.id, apiKeyId: key.id, variables: { q: "x" } } })).text,
      );
      responses.push((await api("/ai/executions", { key: buyer.key })).text);
      const everything = [responses.join("\n"), output.text()].join("\n");
      for (const piece of [value, value.slice(0, 16), value.slice(-12)]) expect(everything).not.toContain(piece);
      expect(await findInDatabase(value.slice(8, 24))).toEqual([]);
    } finally {
      output.stop();
    }
  });
});
