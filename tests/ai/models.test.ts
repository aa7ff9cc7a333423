import { rmSync, utimesSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { promptScenario, runScenario, setUpFakeProvider } from "./fixtures";

const fake = setUpFakeProvider();
const catalogFile = process.env.AI_MODEL_CATALOG_FILE!;
afterEach(() => rmSync(catalogFile, { force: true }));

let edits = 0;
/** Writes the operator's price file with a fresh mtime, as an editor would. */
function writeCatalog(models: object[]) {
  writeFileSync(catalogFile, JSON.stringify({ asOf: "2026-12-01", models }));
  const at = new Date(Date.now() + ++edits * 1000);
  utimesSync(catalogFile, at, at);
}

describe("open model catalog", () => {
  it("passes any model name through and reports an unpriced model with estimatedCost 0", async () => {
    const { buyer, product, key } = await runScenario("Summarise {{text}}", fake.url, { provider: "openai" });
    fake.setUsage({ prompt: 1000, completion: 500 });
    const res = await api("/ai/execute", {
      key: buyer.key,
      json: {
        productId: product.id,
        apiKeyId: key.id,
        variables: { text: "x" },
        options: { model: "gpt-5.5-preview", maxTokens: 200_000 },
      },
    });
    expect(res.status).toBe(200);
    // The AI SDK sends reasoning-style models (gpt-5*) max_completion_tokens instead of max_tokens.
    expect(fake.seen[0].body.model).toBe("gpt-5.5-preview");
    expect(fake.seen[0].body.max_completion_tokens ?? fake.seen[0].body.max_tokens).toBe(200_000);
    expect(res.body.data.usage).toEqual({ promptTokens: 1000, completionTokens: 500, totalTokens: 1500, estimatedCost: 0 });
    expect(res.body.data.metadata).toMatchObject({ model: "gpt-5.5-preview-2024-07-18", priceKnown: false, pricing: "unpriced" });
    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: res.body.data.executionId } });
    expect(row).toMatchObject({ status: "SUCCEEDED", costMicros: 0, priceKnown: false, model: "gpt-5.5-preview-2024-07-18" });
  });

  it("still checks maxTokens against a catalogued model's limit", async () => {
    const { run } = await runScenario("{{q}}", fake.url, { provider: "openai" });
    const res = await run({ q: "x" }, { options: { model: "gpt-4o", maxTokens: 16_385 } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual([{ path: "options.maxTokens", message: "gpt-4o allows at most 16384 output tokens" }]);
    expect(fake.seen).toHaveLength(0);
  });

  it("keeps the product's compatibility as the rule for which providers may run it", async () => {
    const { run } = await runScenario("{{q}}", fake.url, { provider: "openai" }, ["anthropic"]);
    const res = await run({ q: "x" }, { options: { model: "claude-sonnet-4-0" } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0]).toMatchObject({ path: "apiKeyId" });
    expect(fake.seen).toHaveLength(0);
  });

  it("GET /ai/models lists the known models with prices, filtered by provider", async () => {
    const { buyer } = await promptScenario("{{q}}");
    const all = await api("/ai/models", { key: buyer.key });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ asOf: "2026-11-01", source: "built-in" });
    expect(all.body.data.models).toContainEqual({
      provider: "openai",
      model: "gpt-4o-mini",
      inputUsdPerMTok: 0.15,
      outputUsdPerMTok: 0.6,
      maxOutputTokens: 16_384,
      isDefault: true,
    });
    const openai = await api("/ai/models?provider=anthropic", { key: buyer.key });
    expect(openai.body.data.models.length).toBeGreaterThan(0);
    expect(openai.body.data.models.every((m: { provider: string }) => m.provider === "anthropic")).toBe(true);
    const bad = await api("/ai/models?provider=cohere", { key: buyer.key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].path).toBe("provider");
    expect((await api("/ai/models")).status).toBe(401);
  });

  it("prices runs from the operator's file as soon as it is written or edited, without a restart", async () => {
    const { buyer, run: execute } = await runScenario("{{q}}", fake.url);
    const run = () => execute({ q: "x" });
    fake.setUsage({ prompt: 1000, completion: 100 });

    writeCatalog([{ provider: "openai-compatible", model: "llama3.1", inputUsdPerMTok: 0.2, outputUsdPerMTok: 0.8 }]);
    const priced = await run();
    // 1000 × 0.2 + 100 × 0.8 = 280 micro-dollars; the dated name the server reports is priced as its alias.
    expect(priced.body.data.usage.estimatedCost).toBe(0.00028);
    expect(priced.body.data.metadata).toMatchObject({ priceKnown: true, pricing: "priced" });
    const listed = await api("/ai/models?provider=openai-compatible", { key: buyer.key });
    expect(listed.body.data).toMatchObject({ asOf: "2026-12-01", source: "file" });
    expect(listed.body.data.models).toEqual([
      {
        provider: "openai-compatible",
        model: "llama3.1",
        inputUsdPerMTok: 0.2,
        outputUsdPerMTok: 0.8,
        maxOutputTokens: null,
        isDefault: true,
      },
    ]);

    writeCatalog([{ provider: "openai-compatible", model: "llama3.1", inputUsdPerMTok: 1, outputUsdPerMTok: 2 }]);
    expect((await run()).body.data.usage.estimatedCost).toBe(0.0012);

    // A broken edit keeps the last good prices rather than stopping or mispricing runs.
    writeFileSync(catalogFile, "{ not json");
    utimesSync(catalogFile, new Date(Date.now() + ++edits * 1000), new Date(Date.now() + edits * 1000));
    expect((await run()).body.data.usage.estimatedCost).toBe(0.0012);

    rmSync(catalogFile);
    const unpriced = await run();
    expect(unpriced.body.data.usage.estimatedCost).toBe(0);
    expect(unpriced.body.data.metadata.pricing).toBe("unpriced");
  });
});
