import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { rawFetch } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeProduct } from "../ai/fixtures";
import { hostileJson } from "../contract/hostile-values";

// /api/mcp fuzzed as /v1 is (tests/contract/hostile-input.test.ts): hostile values in every argument of every method
// and tool, hostile whole bodies and framings, sent by a buyer who knows another buyer's product id. Every answer must
// be below 500, JSON-RPC where it is JSON, and never carry the other buyer's prompt. FUZZ_RUNS scales the runs.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let key = "";
let foreign = { productId: "", marker: "" };

beforeAll(async () => {
  const seller = await makeUser();
  const other = await makeUser();
  const me = await makeUser({ plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
  foreign.marker = `secret-${Math.random().toString(36).slice(2)}`;
  const theirs = await makeProduct(seller.id, { content: `${foreign.marker} {{x}}` });
  await buy(other.id, theirs);
  const mine = await makeProduct(seller.id, { content: "Mine {{y}}" });
  await buy(me.id, mine);
  foreign = { productId: theirs.id, marker: foreign.marker };
  key = me.key;
});

async function send(body: string, contentType = "application/json") {
  const res = await rawFetch("/api/mcp", {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": contentType,
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
    },
    body,
  });
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expect(text).not.toContain(foreign.marker);
  const data = res.headers.get("content-type")?.startsWith("text/event-stream") ? /^data: (.*)$/m.exec(text)?.[1] : text;
  if (data && res.headers.get("content-type")?.match(/json|event-stream/)) {
    const message = JSON.parse(data);
    expect(message.jsonrpc).toBe("2.0");
  }
  return res.status;
}

const call = (method: string, params: unknown) => JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });

const TOOLS = ["run_prompt", "get_execution", "search_catalog", "get_product", "list_my_products", "sales_summary", "recent_orders"];
const ARGS = ["productId", "variables", "version", "providerKeyId", "model", "temperature", "maxTokens", "executionId", "query", "limit"];

describe("/api/mcp under hostile input", () => {
  it("survives hostile tool arguments, including another buyer's product id", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TOOLS),
        fc.dictionary(fc.constantFrom(...ARGS), fc.oneof(hostileJson, fc.constant(foreign.productId)), { maxKeys: 4 }),
        async (name, args) => {
          await send(call("tools/call", { name, arguments: args }));
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });

  it("survives hostile prompt and resource requests", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileJson, fc.constant(foreign.productId)),
        fc.dictionary(fc.constantFrom("x", "y", "__proto__"), hostileJson, { maxKeys: 3 }),
        async (name, args) => {
          await send(call("prompts/get", { name, arguments: args }));
          await send(call("resources/read", { uri: typeof name === "string" ? `promptly://products/${name}/files/x` : name }));
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it("survives hostile whole bodies, methods and framings", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileJson,
        fc.constantFrom("initialize", "tools/list", "prompts/list", "resources/list", "nope", "", "server/discover"),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", ""),
        async (value, method, type) => {
          await send(JSON.stringify(value), type || "application/json");
          await send(JSON.stringify({ jsonrpc: "2.0", id: value as never, method, params: value }), type || "application/json");
          await send(JSON.stringify([{ jsonrpc: "2.0", id: 1, method, params: value }]));
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
