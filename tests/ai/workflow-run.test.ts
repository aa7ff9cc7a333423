import { describe, expect, it, vi } from "vitest";
import { InngestTestEngine } from "@inngest/test";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/ids";
import { monthOf } from "@/lib/ai/budgets";
import { runWorkflow } from "@/lib/ai/run-workflow";
import type { Step } from "@/lib/jobs/define";
import { toInngestFunction } from "@/lib/jobs/inngest";
import { jobEventName } from "@/lib/jobs/runner-kind";
import { RETRY_WAITS } from "@/lib/webhooks/deliver";
import { verifyWebhook } from "@/lib/webhooks/verify";
import { runWorkflowJob } from "@/inngest/functions/run-workflow";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { addProviderKey, makeProduct, setUpFakeProvider } from "./fixtures";
import { insertWorkflowExecution, queueDiamondExecution, startReceiver, waitFor, workflowScenario } from "./workflow-fixtures";

const fake = setUpFakeProvider();

const finished = (b: any) => b.data?.status === "succeeded" || b.data?.status === "failed";

function engineFor(executionId: string, mockedSleeps: string[]) {
  return new InngestTestEngine({
    function: toInngestFunction(runWorkflowJob),
    events: [{ name: jobEventName("run-workflow"), data: { payload: { executionId } } }],
    // An un-mocked sleep would really wait; the test checks which sleeps were asked for instead.
    steps: mockedSleeps.map((id) => ({ id, handler: () => undefined })),
  });
}

describe("workflow runs on the in-process runner", () => {
  it("runs independent steps in parallel, retries a transient failure and stores every step", async () => {
    const { buyer, product, key } = await workflowScenario(fake.url);
    fake.setDelay(300);
    fake.fail({ status: 500, when: "Facts about", times: 1 });
    const res = await api(`/ai/workflows/${product.id}/execute`, {
      key: buyer.key,
      json: { input: { topic: "rivers" }, apiKeys: { "openai-compatible": key.id } },
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({
      executionId: expect.stringMatching(/^exec_/),
      status: "queued",
      statusUrl: expect.stringMatching(/\/api\/v1\/ai\/executions\/exec_/),
    });
    expect(res.body.data.webhookSecret).toBeUndefined();
    const path = new URL(res.body.data.statusUrl).pathname.replace("/api/v1", "");
    const done = await waitFor(() => api(path, { key: buyer.key }).then((r) => r.body), finished);
    const e = done.data;
    expect(e.status).toBe("succeeded");
    expect(e.steps.map((s: { id: string; status: string; attempts: number }) => [s.id, s.status, s.attempts])).toEqual([
      ["outline", "succeeded", 1],
      ["facts", "succeeded", 2],
      ["draft", "succeeded", 1],
    ]);
    expect(e.output).toBe("echo: Combine [echo: Outline rivers] and [echo: Facts about rivers]");
    const sum = (k: string) => e.steps.reduce((n: number, s: { usage: Record<string, number> }) => n + s.usage[k], 0);
    expect(e.usage).toEqual({
      promptTokens: sum("promptTokens"),
      completionTokens: sum("completionTokens"),
      totalTokens: sum("totalTokens"),
      estimatedCost: 0,
    });
    expect(e.priceKnown).toBe(false);

    const outline = fake.seen.find((r) => r.prompt === "Outline rivers")!;
    const facts = fake.seen.find((r) => r.prompt === "Facts about rivers")!;
    expect(outline.at).toBeLessThan(facts.answeredAt!);
    expect(facts.at).toBeLessThan(outline.answeredAt!);
    expect(fake.seen.filter((r) => r.prompt === "Facts about rivers")).toHaveLength(2);

    const row = await (await db()).execution.findUniqueOrThrow({ where: { id: e.id } });
    expect(row.inputSealed).toBeNull();
    expect(row.input).toBeNull();
  });

  it("fails a step on a provider 4xx without retrying, skips its dependents and notifies webhookUrl, signed", async () => {
    const receiver = await startReceiver();
    try {
      const { buyer, product, key } = await workflowScenario(fake.url);
      fake.fail({ status: 401, when: "Outline", times: 5 });
      const res = await api(`/ai/workflows/${product.id}/execute`, {
        key: buyer.key,
        json: { input: { topic: "tides" }, apiKeys: { "openai-compatible": key.id }, webhookUrl: receiver.url },
      });
      expect(res.status).toBe(202);
      const secret = res.body.data.webhookSecret;
      expect(secret).toMatch(/^whsec_/);
      const id = res.body.data.executionId;
      await waitFor(
        async () => receiver.received.length,
        (n) => n > 0,
      );
      const e = (await api(`/ai/executions/${id}`, { key: buyer.key })).body.data;
      expect(e.status).toBe("failed");
      // The workflow's error names the failed step and carries the provider's own answer.
      expect(e.error).toMatchObject({
        code: "STEP_FAILED",
        step: "outline",
        provider: "openai-compatible",
        providerStatus: 401,
        providerMessage: "fake failure 401",
      });
      const steps = Object.fromEntries(e.steps.map((s: { id: string }) => [s.id, s]));
      expect(steps.outline).toMatchObject({
        status: "failed",
        attempts: 1,
        error: { code: "PROVIDER_AUTH_FAILED", providerStatus: 401, providerMessage: "fake failure 401" },
      });
      expect(steps.facts.status).toBe("succeeded");
      expect(steps.draft).toMatchObject({ status: "failed", error: { code: "DEPENDENCY_FAILED" } });
      expect(fake.seen.filter((r) => r.prompt.startsWith("Outline"))).toHaveLength(1);

      const [hit] = receiver.received;
      expect(verifyWebhook({ secret, headers: hit.headers as Record<string, string>, rawBody: hit.rawBody })).toMatchObject({ ok: true });
      expect(verifyWebhook({ secret: "whsec_wrong", headers: hit.headers as Record<string, string>, rawBody: hit.rawBody }).ok).toBe(false);
      expect(hit.headers["x-service-attempt"]).toBe("1");
      const envelope = JSON.parse(hit.rawBody);
      expect(envelope).toMatchObject({
        id: hit.headers["x-service-event-id"],
        type: "workflow.execution.failed",
        data: { execution: { id, status: "failed" } },
      });
      const after = await waitFor(
        () => api(`/ai/executions/${id}`, { key: buyer.key }).then((r) => r.body.data),
        (d) => d.webhook.status !== "pending",
      );
      expect(after.webhook).toEqual({ url: receiver.url, status: "delivered" });
    } finally {
      await receiver.close();
    }
  });
  it("notifies webhookUrl even when an author names a step like the notification", async () => {
    const receiver = await startReceiver();
    try {
      const notifyStep = {
        inputs: [{ name: "topic" }],
        steps: [{ id: "notify", provider: "openai-compatible", model: "llama3.1", prompt: "Notify about {{input.topic}}" }],
      };
      const { buyer, product, key } = await workflowScenario(fake.url, notifyStep);
      const res = await api(`/ai/workflows/${product.id}/execute`, {
        key: buyer.key,
        json: { input: { topic: "gulls" }, apiKeys: { "openai-compatible": key.id }, webhookUrl: receiver.url },
      });
      const id = res.body.data.executionId;
      const after = await waitFor(
        () => api(`/ai/executions/${id}`, { key: buyer.key }).then((r) => r.body.data),
        (d) => ["delivered", "failed"].includes(d.webhook.status),
      );
      expect(after.status).toBe("succeeded");
      expect(after.webhook.status).toBe("delivered");
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0].rawBody)).toMatchObject({ type: "workflow.execution.completed", data: { execution: { id } } });
    } finally {
      await receiver.close();
    }
  });
});

describe("workflow runs through @inngest/test", () => {
  it("runs the three steps as memoised attempts, retrying the one that fails once after a durable wait", async () => {
    const id = await queueDiamondExecution(fake.url, { topic: "bees" });
    fake.fail({ status: 503, when: "Facts about", times: 1 });
    // The engine also re-runs attempt 1 beside attempt 2; a slow provider lets attempt 2 mark its start first, as a
    // real retry 2 s later would. An instant answer could record attempt 1's success before it (attempts = 1).
    fake.setDelay(300);
    const { result, ctx } = await engineFor(id, ["step:facts:wait-1"]).execute();
    // The test engine re-runs step bodies while replaying; let its last in-flight call finish before the next test.
    await waitFor(async () => fake.seen.every((r) => r.answeredAt), Boolean);
    expect(result).toEqual({ status: "SUCCEEDED" });
    const ran = new Set(vi.mocked(ctx.step.run).mock.calls.map((c) => c[0]));
    expect([...ran].sort()).toEqual([
      "finish",
      "start",
      "step:draft:attempt-1",
      "step:facts:attempt-1",
      "step:facts:attempt-2",
      "step:outline:attempt-1",
    ]);
    expect(vi.mocked(ctx.step.sleep).mock.calls.map((c) => [c[0], c[1]])).toContainEqual(["step:facts:wait-1", "2s"]);
    const steps = await (await db()).executionStep.findMany({ where: { executionId: id }, orderBy: { stepId: "asc" } });
    expect(steps.map((s) => [s.stepId, s.status, s.attempts])).toEqual([
      ["draft", "SUCCEEDED", 1],
      ["facts", "SUCCEEDED", 2],
      ["outline", "SUCCEEDED", 1],
    ]);
    expect(steps[0].output).toBe("echo: Combine [echo: Outline bees] and [echo: Facts about bees]");
  });

  it("retries the webhookUrl notification on the webhook schedule, 8 signed attempts with one event id", async () => {
    const receiver = await startReceiver(() => 500);
    try {
      const secret = "whsec_test_notify_secret";
      const id = await queueDiamondExecution(fake.url, { topic: "owls" }, { webhookUrl: receiver.url, webhookSecret: secret });
      const waits = RETRY_WAITS.map((_, i) => `notify:wait-${i + 1}`);
      const { ctx } = await engineFor(id, waits).execute();
      expect(
        vi
          .mocked(ctx.step.sleep)
          .mock.calls.map((c) => [c[0], c[1]])
          .filter(([sid]) => String(sid).startsWith("notify:")),
      ).toEqual(RETRY_WAITS.map((w, i) => [`notify:wait-${i + 1}`, w]));
      // The test engine may run a step body twice while replaying; each attempt number still comes in order.
      expect([...new Set(receiver.received.map((r) => r.headers["x-service-attempt"]))]).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
      expect(new Set(receiver.received.map((r) => r.headers["x-service-event-id"])).size).toBe(1);
      for (const r of receiver.received)
        expect(verifyWebhook({ secret, headers: r.headers as Record<string, string>, rawBody: r.rawBody }).ok).toBe(true);
      expect(JSON.parse(receiver.received[0].rawBody).type).toBe("workflow.execution.completed");
      expect((await (await db()).execution.findUniqueOrThrow({ where: { id } })).webhookStatus).toBe("failed");
    } finally {
      await receiver.close();
    }
  });
});

describe("workflow step writes never undo a newer result", () => {
  const ONE_STEP = {
    inputs: [{ name: "topic" }],
    steps: [{ id: "only", provider: "openai", model: "gpt-4o-mini", prompt: "Write about {{input.topic}}" }],
  };
  // gpt-4o-mini at $0.15 / $0.60 per 1M tokens: 1200 prompt + 345 completion tokens = 387 µ$.
  const RUN_MICROS = 387;
  // Every step run and sleep at once, unmemoised: the test plays the newer attempt itself.
  const direct: Step = { run: (_id, fn) => fn(), sleep: async () => {} };

  /**
   * Runs a one-step workflow on a budgeted key in this process and, while its provider call is in flight, writes
   * `meanwhile` to the step row (what a newer attempt would have written); answers the row and the key's month after.
   */
  async function runWhileInFlight(meanwhile: Prisma.ExecutionStepUpdateInput) {
    const { buyer, product } = await workflowScenario(fake.url, ONE_STEP);
    const key = await addProviderKey(buyer.key, { provider: "openai", key: `sk-wf-${newId("k")}`, baseUrl: fake.url, monthlyBudget: 1 });
    const id = await insertWorkflowExecution({
      userId: buyer.id,
      productId: product.id,
      definition: ONE_STEP,
      input: { topic: "moss" },
      keys: { openai: key.id },
    });
    fake.setUsage({ prompt: 1200, completion: 345 });
    fake.setDelay(1000);
    const running = runWorkflow(id, direct);
    await waitFor(
      async () => fake.seen.length,
      (n) => n > 0,
    );
    const client = await db();
    const where = { executionId_stepId: { executionId: id, stepId: "only" } };
    await client.executionStep.update({ where, data: meanwhile });
    await running;
    const spend = await client.providerKeySpend.findUniqueOrThrow({
      where: { keyId_month: { keyId: key.id, month: monthOf(new Date()).start } },
    });
    return { row: await client.executionStep.findUniqueOrThrow({ where }), spend };
  }

  it("drops an older attempt's failure once a newer attempt has started, and still releases its reservation", async () => {
    fake.fail({ status: 401, when: "Write about" });
    const { row, spend } = await runWhileInFlight({ attempts: 2 });
    expect(row).toMatchObject({ status: "RUNNING", attempts: 2, error: null, finishedAt: null, durationMs: null });
    expect(spend).toMatchObject({ spentMicros: 0n, reservedMicros: 0n });
  });

  it("records an older attempt's success while the step is still open, clearing the error a newer attempt left", async () => {
    const { row, spend } = await runWhileInFlight({ attempts: 2, error: { code: "PROVIDER_ERROR", message: "openai returned an error" } });
    expect(row).toMatchObject({
      status: "SUCCEEDED",
      attempts: 2,
      model: "gpt-4o-mini-2024-07-18",
      output: "echo: Write about moss",
      promptTokens: 1200,
      completionTokens: 345,
      costMicros: RUN_MICROS,
      priceKnown: true,
      error: null,
    });
    expect(row.durationMs).toEqual(expect.any(Number));
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(spend).toMatchObject({ spentMicros: BigInt(RUN_MICROS), reservedMicros: 0n });
  });

  it("keeps a step that became final during the call as it is, and still counts the call's cost", async () => {
    const finishedAt = new Date("2026-01-02T03:04:05.678Z");
    const error = { code: "PROVIDER_ERROR", message: "openai returned an error" };
    const { row, spend } = await runWhileInFlight({ status: "FAILED", attempts: 2, error, finishedAt });
    expect(row).toMatchObject({ status: "FAILED", attempts: 2, output: null, promptTokens: 0, costMicros: 0, error, finishedAt });
    expect(spend).toMatchObject({ spentMicros: BigInt(RUN_MICROS), reservedMicros: 0n });
  });
});

describe("POST /ai/workflows/{workflowId}/execute validation", () => {
  it("checks input against the definition and apiKeys against the providers it uses", async () => {
    const { buyer, product, key } = await workflowScenario(fake.url);
    const call = (json: unknown) => api(`/ai/workflows/${product.id}/execute`, { key: buyer.key, json });
    const paths = (r: { body: { error: { details: { fields: { path: string }[] } } } }) => r.body.error.details.fields.map((f) => f.path);
    const keys = { "openai-compatible": key.id };
    expect(paths(await call({ input: {}, apiKeys: keys }))).toEqual(["input.topic"]);
    expect(paths(await call({ input: { topic: "x", mood: "y" }, apiKeys: keys }))).toEqual(["input.mood"]);
    expect(paths(await call({ input: { topic: "x" }, apiKeys: {} }))).toEqual(["apiKeys.openai-compatible"]);
    expect(paths(await call({ input: { topic: "x" }, apiKeys: { ...keys, openai: key.id } }))).toEqual(["apiKeys.openai"]);
    expect(paths(await call({ input: { topic: "x" }, apiKeys: keys, webhookUrl: "not a url" }))).toEqual(["webhookUrl"]);
    expect(paths(await call({ input: { topic: "x" }, apiKeys: keys, webhookUrl: "ftp://example.test/x" }))).toEqual(["webhookUrl"]);
    const openaiKey = await addProviderKey(buyer.key, { provider: "openai", key: "sk-openai-wrong-provider" });
    expect(paths(await call({ input: { topic: "x" }, apiKeys: { "openai-compatible": openaiKey.id } }))).toEqual([
      "apiKeys.openai-compatible",
    ]);
    const stranger = await makeUser();
    const strangerKey = await addProviderKey(stranger.key, { provider: "openai-compatible", key: "sk-stranger-key-1", baseUrl: fake.url });
    const foreign = await call({ input: { topic: "x" }, apiKeys: { "openai-compatible": strangerKey.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");
    expect(fake.seen).toHaveLength(0);
  });

  it("applies the purchase rules and sends prompts to /ai/execute", async () => {
    const { product, author } = await workflowScenario(fake.url);
    const stranger = await makeUser();
    const res = await api(`/ai/workflows/${product.id}/execute`, { key: stranger.key, json: { input: { topic: "x" }, apiKeys: {} } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
    const prompt = await makeProduct(author.id, { content: "{{q}}" });
    const wrongType = await api(`/ai/workflows/${prompt.id}/execute`, { key: author.key, json: { input: {}, apiKeys: {} } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details.fields[0].path).toBe("workflowId");
    const missing = await api(`/ai/workflows/prod_missing/execute`, { key: author.key, json: { input: {}, apiKeys: {} } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("PRODUCT_NOT_FOUND");
  });
});
