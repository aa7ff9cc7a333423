import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { runScenario, setUpFakeProvider } from "./fixtures";
import { streamRun } from "./stream-client";

// The review's attack: a provider (any key's baseUrl is its owner's choice) answers with hundreds of megabytes, or
// never finishes. AI_MAX_RESPONSE_BYTES is the default 2 MiB here; AI_FIRST_BYTE_TIMEOUT_MS is 1500 and
// AI_TIMEOUT_MS 2000 (tests/support/database.ts).
const fake = setUpFakeProvider();
const MiB = 1024 * 1024;
const TOO_LARGE = "the provider's answer was larger than 2 MiB";

const executionRow = async (id: string) => (await db()).execution.findUniqueOrThrow({ where: { id } });

describe("provider answers are bounded", () => {
  for (const contentLength of [false, true]) {
    it(`aborts a plain answer past 2 MiB (${contentLength ? "declared in Content-Length" : "chunked, no length"}) and records the run failed`, async () => {
      const { run } = await runScenario("{{q}}", fake.url);
      fake.fail({ oversizeBytes: 400 * MiB, contentLength });
      const res = await run({ q: "big" });
      expect(res.status).toBe(502);
      expect(res.body.error).toMatchObject({ code: "PROVIDER_ERROR", message: TOO_LARGE });
      const row = await executionRow(res.body.error.details.executionId);
      expect(row.status).toBe("FAILED");
      expect(row.error).toMatchObject({ code: "PROVIDER_ERROR", message: TOO_LARGE });
      expect(row.output).toBeNull();
      // We hung up: the provider got to write little more than the cap plus the sockets' buffers.
      await expect.poll(() => fake.seen[0].abandoned, { timeout: 5000 }).toBe(true);
      expect(fake.seen[0].sentBytes!).toBeLessThan(40 * MiB);
    });
  }

  it("ends a streamed answer past 2 MiB with an error event, and stores none of it", async () => {
    const { buyer, product, key } = await runScenario("{{q}}", fake.url);
    fake.fail({ oversizeBytes: 320 * MiB });
    const { res, events } = await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "big" } });
    expect(res.status).toBe(200);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ event: "error", data: { code: "PROVIDER_ERROR", message: TOO_LARGE } });
    const streamed = events.filter((e) => e.event === "delta").reduce((n, e) => n + e.data.text.length, 0);
    expect(streamed).toBeLessThanOrEqual(2 * MiB);
    const row = await executionRow(last.data.details.executionId);
    expect(row).toMatchObject({ status: "FAILED", output: null, error: { message: TOO_LARGE } });
    await expect.poll(() => fake.seen[0].abandoned, { timeout: 5000 }).toBe(true);
    expect(fake.seen[0].sentBytes!).toBeLessThan(40 * MiB);
  });

  it("keeps the server's memory flat under 4 concurrent 400 MB answers, plain and streamed", async () => {
    const { buyer, product, key, run } = await runScenario("{{q}}", fake.url);
    // Warm the path once so the measurement is of the answers, not of code loaded on first use.
    await run({ q: "warm" });
    await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "warm" } });
    fake.fail({ oversizeBytes: 400 * MiB, times: 4 });
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = Date.now();
    const outcomes = await Promise.all([
      run({ q: "a" }).then((r) => r.body.error?.message),
      run({ q: "b" }).then((r) => r.body.error?.message),
      streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "c" } }).then((r) => r.events.at(-1)!.data.message),
      streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "d" } }).then((r) => r.events.at(-1)!.data.message),
    ]).finally(() => clearInterval(sampler));
    expect(outcomes).toEqual([TOO_LARGE, TOO_LARGE, TOO_LARGE, TOO_LARGE]);
    // Unbounded, this grew the server by more than 3 GB (the review); bounded, each answer costs a few MiB.
    expect(peak - before).toBeLessThan(150 * MiB);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe("provider time limits", () => {
  it("gives up on a provider that sends nothing within AI_FIRST_BYTE_TIMEOUT_MS: 502 PROVIDER_ERROR, the run failed", async () => {
    const { run } = await runScenario("{{q}}", fake.url);
    fake.fail({ hang: true });
    const started = Date.now();
    const res = await run({ q: "x" });
    const took = Date.now() - started;
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: "PROVIDER_ERROR",
      message: "openai-compatible did not answer in time",
      details: { providerMessage: "no answer began within 1500 ms" },
    });
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(1900);
    expect((await executionRow(res.body.error.details.executionId)).status).toBe("FAILED");
  });

  it("ends a stream that stalls after its first chunk at AI_TIMEOUT_MS with an error event", async () => {
    const { buyer, product, key } = await runScenario("{{q}}", fake.url);
    fake.fail({ stall: true });
    const started = Date.now();
    const { events } = await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "x" } });
    const took = Date.now() - started;
    expect(events[0]).toMatchObject({ event: "delta", data: { text: "echo: " } });
    expect(events.at(-1)).toMatchObject({
      event: "error",
      data: { code: "PROVIDER_ERROR", message: "openai-compatible did not answer in time" },
    });
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(5000);
    const row = await executionRow(events.at(-1)!.data.details.executionId);
    expect(row.status).toBe("FAILED");
    await expect.poll(() => fake.seen[0].abandoned, { timeout: 5000 }).toBe(true);
  });
});
