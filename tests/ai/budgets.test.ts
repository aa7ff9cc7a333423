import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { monthOf } from "@/lib/ai/budgets";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { addKeyAt, purchaseScenario, runScenario, secret, setUpFakeProvider } from "./fixtures";
import { waitFor, workflowScenario } from "./workflow-fixtures";
import { streamRun } from "./stream-client";

const fake = setUpFakeProvider();
// gpt-4o-mini (the openai default) at $0.15 / $0.60 per 1M tokens: 1200 prompt + 345 completion tokens = 387 µ$.
const USAGE = { prompt: 1200, completion: 345 };
const RUN_MICROS = 387;

const budgeted = (monthlyBudget: number | null) => ({ provider: "openai", monthlyBudget });
const budgetedKey = (apiKey: string, monthlyBudget: number | null) => addKeyAt(apiKey, fake.url, budgeted(monthlyBudget));

async function spendRow(keyId: string) {
  return (await db()).providerKeySpend.findUnique({ where: { keyId_month: { keyId, month: monthOf(new Date()).start } } });
}

const nextMonth = () => monthOf(new Date()).resetsAt.toISOString();

describe("provider key budgets: the API", () => {
  it("takes monthlyBudget on create and PATCH, shows the month's spend, and removes the cap with null", async () => {
    const u = await makeUser();
    const created = await api("/provider-keys", { key: u.key, json: { provider: "openai", key: secret(), monthlyBudget: 12.5 } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ monthlyBudget: 12.5, spentThisMonth: 0, resetsAt: nextMonth() });
    const id = created.body.data.id;
    const row = await (await db()).providerKey.findUniqueOrThrow({ where: { id } });
    expect(row.monthlyBudgetMicros).toBe(12_500_000n);

    const patched = await api(`/provider-keys/${id}`, { key: u.key, method: "PATCH", json: { monthlyBudget: 0.123456, label: "Capped" } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ id, label: "Capped", monthlyBudget: 0.123456, spentThisMonth: 0 });
    const labelOnly = await api(`/provider-keys/${id}`, { key: u.key, method: "PATCH", json: { label: "Renamed" } });
    expect(labelOnly.body.data).toMatchObject({ label: "Renamed", monthlyBudget: 0.123456 });
    const removed = await api(`/provider-keys/${id}`, { key: u.key, method: "PATCH", json: { monthlyBudget: null } });
    expect(removed.body.data.monthlyBudget).toBeNull();
    expect((await api("/provider-keys", { key: u.key })).body.data[0]).toMatchObject({ id, label: "Renamed", monthlyBudget: null });
  });

  it("refuses budgets that are negative, too precise or not numbers, and another user's key is 404", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const key = await budgetedKey(u.key, null);
    const bad = async (json: object) => {
      const res = await api(`/provider-keys/${key.id}`, { key: u.key, method: "PATCH", json });
      expect(res.status).toBe(400);
      return res.body.error.details.fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);
    };
    expect(await bad({ monthlyBudget: -1 })).toEqual(["monthlyBudget: Must be 0 or more"]);
    expect(await bad({ monthlyBudget: 0.0000001 })).toEqual(["monthlyBudget: At most 6 decimal places"]);
    expect((await bad({ monthlyBudget: "10" }))[0]).toMatch(/^monthlyBudget: /);
    expect((await bad({ provider: "google" }))[0]).toMatch(/^provider: /);
    const createBad = await api("/provider-keys", { key: u.key, json: { provider: "openai", key: secret(), monthlyBudget: 2_000_000 } });
    expect(createBad.status).toBe(400);
    expect(createBad.body.error.details.fields[0].path).toBe("monthlyBudget");
    const foreign = await api(`/provider-keys/${key.id}`, { key: other.key, method: "PATCH", json: { monthlyBudget: 1 } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");
  });
});

describe("provider key budgets: runs", () => {
  it("counts every run's cost and refuses the run after the budget is reached with 402 and the details", async () => {
    const { buyer, product, key, run: execute } = await runScenario("Summarise {{text}}", fake.url, budgeted(0.001));
    fake.setUsage(USAGE);
    const run = () => execute({ text: "x" });
    for (let i = 0; i < 3; i++) expect((await run()).status).toBe(200);
    const refused = await run();
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: "BUDGET_EXCEEDED",
      message: "This provider key has reached its monthly budget",
      details: { keyId: key.id, budget: 0.001, spent: 0.001161, reserved: 0, resetsAt: nextMonth() },
    });
    expect(fake.seen).toHaveLength(3);
    expect(await (await db()).execution.count({ where: { productId: product.id } })).toBe(3);
    const listed = (await api("/provider-keys", { key: buyer.key })).body.data[0];
    expect(listed).toMatchObject({ monthlyBudget: 0.001, spentThisMonth: 0.001161 });

    // Raising the budget lets the next run through at once.
    await api(`/provider-keys/${key.id}`, { key: buyer.key, method: "PATCH", json: { monthlyBudget: 0.01 } });
    expect((await run()).status).toBe(200);
  });

  it("keeps 20 concurrent runs within the budget plus one run's worst case", async () => {
    // A plan whose rate limit lets 20 requests through at once.
    const { buyer, product } = await purchaseScenario({ content: "Summarise {{text}}" }, { plan: "BUSINESS" });
    const budgetMicros = 2000;
    const key = await budgetedKey(buyer.key, budgetMicros / 1e6);
    fake.setUsage(USAGE);
    fake.setDelay(40);
    const maxTokens = 1000;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("/ai/execute", {
          key: buyer.key,
          json: { productId: product.id, apiKeyId: key.id, variables: { text: "x" }, options: { maxTokens } },
        }),
      ),
    );
    let ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 402);
    expect(ok + refused.length).toBe(20);
    expect(ok).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.body.error.code === "BUDGET_EXCEEDED")).toBe(true);
    // Refusals under concurrency may come from other runs' reservations: once those settle, runs go on until the
    // spend itself reaches the budget.
    for (let i = 0; i < 10; i++) {
      const more = await api("/ai/execute", {
        key: buyer.key,
        json: { productId: product.id, apiKeyId: key.id, variables: { text: "x" }, options: { maxTokens } },
      });
      if (more.status === 402) break;
      expect(more.status).toBe(200);
      ok++;
    }
    expect(fake.seen).toHaveLength(ok);
    const row = await spendRow(key.id);
    expect(row!.reservedMicros).toBe(0n);
    expect(Number(row!.spentMicros)).toBe(ok * RUN_MICROS);
    expect(Number(row!.spentMicros)).toBeGreaterThanOrEqual(budgetMicros);
    // One run's worst case: every prompt byte a token plus maxTokens of output, at gpt-4o-mini's price.
    const worstCase = Math.ceil("Summarise x".length * 0.15 + maxTokens * 0.6);
    expect(Number(row!.spentMicros)).toBeLessThanOrEqual(budgetMicros + worstCase);
  });

  it("settles a streamed run at its real cost, and a cancelled one at its estimate, releasing the reservations", async () => {
    const { buyer, product, key } = await runScenario("{{q}}", fake.url, budgeted(1));
    fake.setUsage(USAGE);
    const done = await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: "hello there" } });
    expect(done.events.at(-1)!.event).toBe("done");
    expect(Number((await spendRow(key.id))!.spentMicros)).toBe(RUN_MICROS);

    fake.setChunkDelay(50);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    await streamRun(buyer.key, { productId: product.id, apiKeyId: key.id, variables: { q: words } }, { stopAfter: 3 });
    const client = await db();
    const cancelled = await waitFor(
      () => client.execution.findFirst({ where: { productId: product.id, status: "CANCELLED" } }),
      (row) => row !== null,
    );
    expect(cancelled!.costMicros).toBeGreaterThan(0);
    const row = await waitFor(
      () => spendRow(key.id),
      (r) => r!.reservedMicros === 0n,
    );
    expect(Number(row!.spentMicros)).toBe(RUN_MICROS + cancelled!.costMicros);
  });

  it("refuses a model without a price on a budgeted key (its spend could not be counted), and allows it without a budget", async () => {
    const { buyer, product, key: capped } = await runScenario("Hi {{x}}", fake.url, budgeted(5));
    const json = (apiKeyId: string) => ({ productId: product.id, apiKeyId, variables: { x: "y" }, options: { model: "my-finetune" } });
    const res = await api("/ai/execute", { key: buyer.key, json: json(capped.id) });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual([
      {
        path: "options.model",
        message:
          "my-finetune has no price in the model catalog, so this key's monthly budget cannot count it: pick a priced model or remove the budget",
      },
    ]);
    expect(fake.seen).toHaveLength(0);
    const open = await budgetedKey(buyer.key, null);
    expect((await api("/ai/execute", { key: buyer.key, json: json(open.id) })).status).toBe(200);
  });

  it("starts counting again at the month boundary: last month's spend does not count against this month", async () => {
    const { buyer, key, run: execute } = await runScenario("Summarise {{text}}", fake.url, budgeted(0.001));
    const { start } = monthOf(new Date());
    const lastMonth = monthOf(new Date(start.getTime() - 1)).start;
    expect(monthOf(new Date(start.getTime() - 1)).resetsAt).toEqual(start);
    const client = await db();
    await client.providerKeySpend.create({ data: { keyId: key.id, month: lastMonth, spentMicros: 5000n } });
    fake.setUsage(USAGE);
    const run = () => execute({ text: "x" });
    expect((await run()).status).toBe(200);
    expect((await api("/provider-keys", { key: buyer.key })).body.data[0]).toMatchObject({
      spentThisMonth: 0.000387,
      resetsAt: nextMonth(),
    });

    // This month at its budget: refused until the first of next month.
    await client.providerKeySpend.update({ where: { keyId_month: { keyId: key.id, month: start } }, data: { spentMicros: 1000n } });
    const refused = await run();
    expect(refused.status).toBe(402);
    expect(refused.body.error.details).toMatchObject({ spent: 0.001, budget: 0.001, resetsAt: nextMonth() });
    const old = await client.providerKeySpend.findUniqueOrThrow({ where: { keyId_month: { keyId: key.id, month: lastMonth } } });
    expect(old.spentMicros).toBe(5000n);
  });

  /** A bought workflow of `steps` on openai and a key with `monthlyBudget`: `start` posts a run, `finished` waits for its end. */
  async function budgetedWorkflow(steps: object[], monthlyBudget: number) {
    const definition = { inputs: [{ name: "topic" }], steps };
    const { buyer, product, key } = await workflowScenario(fake.url, definition, {
      compatibility: ["openai"],
      key: budgeted(monthlyBudget),
    });
    fake.setUsage(USAGE);
    const start = () =>
      api(`/ai/workflows/${product.id}/execute`, { key: buyer.key, json: { input: { topic: "x" }, apiKeys: { openai: key.id } } });
    const finished = (executionId: string) =>
      waitFor(
        () => api(`/ai/executions/${executionId}`, { key: buyer.key }).then((r) => r.body.data),
        (e) => e.status === "failed" || e.status === "succeeded",
      );
    return { buyer, key, start, finished };
  }

  it("settles every workflow step attempt: a retried and a failed attempt release their reservations, a success counts its cost", async () => {
    const { buyer, key, start, finished } = await budgetedWorkflow(
      [
        { id: "flaky", provider: "openai", model: "gpt-4o-mini", prompt: "Outline {{input.topic}}" },
        { id: "refused", provider: "openai", model: "gpt-4o-mini", prompt: "Facts about {{input.topic}}" },
      ],
      1,
    );
    fake.fail({ status: 500, when: "Outline", times: 1 });
    fake.fail({ status: 401, when: "Facts about", times: 1 });
    const res = await start();
    expect(res.status).toBe(202);
    const done = await finished(res.body.data.executionId);
    expect(done.steps.map((s: { id: string; status: string; attempts: number }) => [s.id, s.status, s.attempts])).toEqual([
      ["flaky", "succeeded", 2],
      ["refused", "failed", 1],
    ]);
    expect(done.steps[0].error).toBeNull();
    expect(done.steps[1].error).toMatchObject({ code: "PROVIDER_AUTH_FAILED" });
    expect(fake.seen).toHaveLength(3);
    expect(await spendRow(key.id)).toMatchObject({ spentMicros: BigInt(RUN_MICROS), reservedMicros: 0n });
    expect((await api("/provider-keys", { key: buyer.key })).body.data[0]).toMatchObject({ spentThisMonth: 0.000387 });
  });

  it("checks the budget before every workflow step: the step that finds it reached fails with BUDGET_EXCEEDED", async () => {
    const { start, finished } = await budgetedWorkflow(
      [
        { id: "first", provider: "openai", model: "gpt-4o-mini", prompt: "Outline {{input.topic}}" },
        { id: "second", provider: "openai", model: "gpt-4o-mini", prompt: "Expand {{steps.first.output}}", dependsOn: ["first"] },
      ],
      0.0001,
    );
    const res = await start();
    expect(res.status).toBe(202);
    const done = await finished(res.body.data.executionId);
    expect(done.status).toBe("failed");
    expect(done.steps.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      ["first", "succeeded"],
      ["second", "failed"],
    ]);
    expect(done.steps[1].error).toMatchObject({
      code: "BUDGET_EXCEEDED",
      budget: { budget: 0.0001, spent: 0.000387, resetsAt: nextMonth() },
    });
    expect(done.error).toMatchObject({ code: "STEP_FAILED", step: "second" });
    expect(fake.seen).toHaveLength(1);

    // A new run is refused at the start.
    const again = await start();
    expect(again.status).toBe(402);
    expect(again.body.error.code).toBe("BUDGET_EXCEEDED");
  });
});
