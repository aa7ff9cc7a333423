import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { baseUrl } from "../support/server";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { addKeyAt, makeProduct, runScenario, setUpFakeProvider } from "./fixtures";
import { captureOutput, findInDatabase } from "./scan";
import { streamRun } from "./stream-client";

const fake = setUpFakeProvider();

async function waitForRow(id: string, until: (status: string) => boolean) {
  for (let i = 0; i < 100; i++) {
    const row = await (await db()).execution.findUniqueOrThrow({ where: { id } });
    if (until(row.status)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`execution ${id} never settled`);
}

describe('POST /ai/execute with "stream": true', () => {
  it("sends delta events as tokens arrive, then done with the response of docs/ai.md#running-a-prompt, and records exact usage and cost", async () => {
    const { buyer, product, key } = await runScenario("Summarise {{text}} in three short words please", fake.url, { provider: "openai" });
    fake.setUsage({ prompt: 1200, completion: 345 });
    const { res, events } = await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { text: "tides" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    expect(events.at(-1)!.event).toBe("done");
    expect(events.slice(0, -1).every((e) => e.event === "delta")).toBe(true);
    const done = events.at(-1)!.data;
    expect(deltas.map((d) => d.data.text).join("")).toBe(done.output);
    expect(done.output).toBe("echo: Summarise tides in three short words please");
    expect(Object.keys(done).sort()).toEqual(["executionId", "metadata", "output", "usage"]);
    // gpt-4o-mini: 1200 × $0.15 + 345 × $0.60 per 1M tokens = 387 micro-dollars, from the provider's final usage chunk.
    expect(done.usage).toEqual({ promptTokens: 1200, completionTokens: 345, totalTokens: 1545, estimatedCost: 0.000387 });
    expect(done.metadata).toMatchObject({ model: "gpt-4o-mini-2024-07-18", provider: "openai", pricing: "priced" });
    expect(fake.seen[0].body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: done.executionId } });
    expect(row).toMatchObject({ status: "SUCCEEDED", promptTokens: 1200, completionTokens: 345, costMicros: 387, output: done.output });
  });

  it("ends with an error event carrying the provider's status and message, never the key", async () => {
    const { buyer, product, key } = await runScenario("{{q}}", fake.url);
    const { value } = key;
    fake.fail({ status: 401, message: `Incorrect API key provided: ${value}` });
    const output = captureOutput();
    const { res, events } = await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "x" } }).finally(() =>
      output.stop(),
    );
    expect(output.text()).not.toContain(value.slice(-8));
    expect(await findInDatabase(value.slice(-8))).toEqual([]);
    expect(res.status).toBe(200);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: "error",
      data: {
        code: "PROVIDER_AUTH_FAILED",
        message: "openai-compatible rejected the API key",
        details: { provider: "openai-compatible", providerStatus: 401, providerMessage: "Incorrect API key provided: [redacted]" },
      },
    });
    expect(JSON.stringify(events)).not.toContain(value.slice(-8));
    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: events[0].data.details.executionId } });
    expect(row.status).toBe("FAILED");
  });

  it("refuses before streaming with the JSON envelope: no purchase, or an Idempotency-Key", async () => {
    const author = await makeUser({ name: "Author" });
    const stranger = await makeUser({ name: "Stranger" });
    const product = await makeProduct(author.id, { content: "{{q}}" });
    const key = await addKeyAt(stranger.key, fake.url);
    const body = { productId: product.id, apiKeyId: key.id, variables: { q: "x" } };
    const refused = await streamRun(stranger.key, body);
    expect(refused.res.status).toBe(403);
    expect(refused.json.error.code).toBe("UNAUTHORIZED");

    const authorKey = await addKeyAt(author.key, fake.url);
    const own = { ...body, apiKeyId: authorKey.id };
    const keyed = await streamRun(author.key, own, { headers: { "idempotency-key": "stream-1" } });
    expect(keyed.res.status).toBe(400);
    expect(keyed.json.error.details.fields).toEqual([{ path: "Idempotency-Key", message: expect.stringContaining("cannot be replayed") }]);
    expect(fake.seen).toHaveLength(0);
    // The refusal keeps nothing under that key: a plain run may use it.
    const plain = await api("/ai/execute", { key: author.key, json: own, headers: { "idempotency-key": "stream-1" } });
    expect(plain.status).toBe(200);
  });

  it("stops the provider call when the client disconnects and ends the execution cancelled with the tokens used so far", async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const { buyer, product, key } = await runScenario("{{q}}", fake.url, { provider: "openai" });
    fake.setChunkDelay(50);
    const { events } = await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: words } }, { stopAfter: 5 });
    expect(events.filter((e) => e.event === "delta").length).toBe(5);
    const client = await db();
    const { id } = await client.execution.findFirstOrThrow({ where: { productId: product.id } });
    const row = await waitForRow(id, (s) => s !== "RUNNING");
    expect(row.status).toBe("CANCELLED");
    expect(row.output).toMatch(/^echo: word0 /);
    expect(row.output!.length).toBeLessThan(`echo: ${words}`.length);
    // Estimated: at least one token per chunk received; the prompt from its length.
    expect(row.completionTokens).toBeGreaterThanOrEqual(5);
    expect(row.completionTokens).toBeLessThan(41);
    expect(row.promptTokens).toBeGreaterThan(0);
    expect(row.costMicros).toBeGreaterThan(0);
    expect(row.error).toMatchObject({ code: "CANCELLED" });
    // The provider saw the hang-up well before its 41 chunks × 50 ms were done.
    for (let i = 0; i < 40 && !fake.seen[0].abandoned; i++) await new Promise((r) => setTimeout(r, 50));
    expect(fake.seen[0].abandoned).toBe(true);
    const detail = await api(`/ai/executions/${id}`, { key: buyer.key });
    expect(detail.body.data).toMatchObject({ status: "cancelled", error: { code: "CANCELLED" } });
  });
});

describe("the OpenAPI document", () => {
  it("describes the streamed answer, the model catalog and the error cause", async () => {
    // The document itself is not an operation of the contract: read it directly.
    const doc = await (await fetch(`${await baseUrl()}/api/v1/openapi.json`)).json();
    const execute = doc.paths["/ai/execute"].post;
    expect(Object.keys(execute.responses["200"].content).sort()).toEqual(["application/json", "text/event-stream"]);
    expect(execute.responses["200"].content["text/event-stream"].schema.$ref).toBe("#/components/schemas/PromptStreamEvents");
    expect(JSON.stringify(execute.responses["200"].content["application/json"])).toContain("PromptExecutionResult");
    expect(execute.requestBody.content["application/json"].schema.properties.stream).toMatchObject({ type: "boolean" });
    expect(doc.components.schemas.PromptExecutionResult.properties.metadata.properties.pricing.enum).toEqual(["priced", "unpriced"]);
    expect(doc.paths["/ai/models"].get.responses["200"]).toBeDefined();
    expect(Object.keys(doc.components.schemas.ExecutionError.properties)).toEqual(
      expect.arrayContaining(["code", "message", "provider", "providerStatus", "providerMessage", "step"]),
    );
    expect(JSON.stringify(doc.paths["/ai/executions/{executionId}"].get.responses["200"])).toContain("#/components/schemas/Execution");
  });
});
