import { db } from "@/lib/db/client";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { retryOnSchedule, scoped } from "@/lib/jobs/retry";
import type { Step } from "@/lib/jobs/define";
import { complete } from "@/lib/ai/complete";
import { ProviderFailure } from "@/lib/ai/provider-errors";
import { unsealProviderKeyOrThrow } from "@/lib/ai/provider-keys";
import { notifyWorkflowWebhook } from "@/lib/ai/workflow-webhook";
import { renderStepPrompt, topologicalOrder, type WorkflowDefinition, type WorkflowStep } from "@/lib/ai/workflow-definition";
import { AppError } from "@/lib/errors";
import { admitRunOrThrow, recordAndSettle, type Reservation } from "@/lib/ai/budgets";
import { openStep } from "@/lib/ai/run-outcome";
import { log } from "@/lib/log";

/** Waits before the 2nd and 3rd attempt of a step after a transient provider error (5xx, 429, timeout). */
export const STEP_RETRY_WAITS = ["2s", "30s"] as const;
const MAX_STEP_ATTEMPTS = STEP_RETRY_WAITS.length + 1;

type StepOutcome = { done: boolean; ok: boolean; output: string | null };
type Run = { id: string; userId: string; definition: WorkflowDefinition; input: Record<string, string>; keys: Record<string, string> };

// Memo ids of a workflow step: "step:<stepId>:...". Author step ids cannot contain ":", so they never meet the
// run's own ids ("start", "finish", "notify:...").
const stepScope = (stepId: string) => `step:${stepId}`;

const errorJson = (e: AppError) => ({ code: e.code, message: e.message, details: e.details as object });

/**
 * One attempt of one step. Steps run at least once, so a repeated or late attempt must not undo a newer result:
 * a step that already finished answers from its row, and every write is guarded on "not final, not newer".
 */
async function attemptStep(run: Run, s: WorkflowStep, attempt: number, outputs: Record<string, string>): Promise<StepOutcome> {
  const client = await db();
  const key = { executionId: run.id, stepId: s.id };
  const row = await client.executionStep.findUniqueOrThrow({ where: { executionId_stepId: key } });
  if (row.status === "SUCCEEDED") return { done: true, ok: true, output: row.output };
  if (row.status === "FAILED") return { done: true, ok: false, output: null };
  await client.$executeRaw`UPDATE "ExecutionStep" SET "status" = 'RUNNING', "attempts" = ${attempt},
      "startedAt" = COALESCE("startedAt", ${new Date().toISOString()}::timestamp)
    WHERE ${openStep(key, attempt)}`;
  let reservation: Reservation | null = null;
  let keyId: string | null = null;
  try {
    const usable = await unsealProviderKeyOrThrow(run.userId, run.keys[s.provider], `apiKeys.${s.provider}`);
    keyId = usable.id;
    const prompt = renderStepPrompt(s.prompt, run.input, outputs);
    // Checked before every step: a budget reached mid-workflow stops the steps not yet started.
    reservation = await admitRunOrThrow(usable, { model: s.model, prompt, maxTokens: s.maxTokens }, `steps.${s.id}.model`);
    const done = await complete({ key: usable, model: s.model, prompt, temperature: s.temperature, maxTokens: s.maxTokens });
    const settlement = { keyId: usable.id, reservation, costMicros: done.costMicros };
    // Not released again by the catch below: a write that throws may still have committed.
    reservation = null;
    await recordAndSettle({ step: key }, { status: "SUCCEEDED", ...done }, settlement);
    return { done: true, ok: true, output: done.output };
  } catch (thrown) {
    const failure = thrown instanceof ProviderFailure ? thrown : null;
    const error = failure?.error ?? (thrown instanceof AppError ? thrown : new AppError("INTERNAL_ERROR"));
    if (error.code === "INTERNAL_ERROR") log.error("workflow step crashed", { executionId: run.id, step: s.id, error: String(thrown) });
    const retry = !!failure?.transient && attempt < MAX_STEP_ATTEMPTS;
    // A failed call charges nothing: its reservation is released with the failure.
    const settlement = keyId && reservation ? { keyId, reservation, costMicros: 0 } : null;
    await recordAndSettle({ step: key, attempt }, { status: retry ? "RUNNING" : "FAILED", error: errorJson(error) }, settlement);
    return { done: !retry, ok: false, output: null };
  }
}

async function markNotRun(executionId: string, stepId: string, failedDependency: string): Promise<StepOutcome> {
  const error = { code: "DEPENDENCY_FAILED", message: `Not run: step "${failedDependency}" failed` };
  await recordAndSettle({ step: { executionId, stepId } }, { status: "FAILED", error }, null);
  return { done: true, ok: false, output: null };
}

/** Totals from the step rows; the workflow's output is its last step's (in dependency order). */
async function finishExecution(executionId: string, order: string[]): Promise<"SUCCEEDED" | "FAILED"> {
  const client = await db();
  const exec = await client.execution.findUniqueOrThrow({ where: { id: executionId }, include: { steps: true } });
  const steps = order.map((id) => exec.steps.find((s) => s.stepId === id)!);
  const failed = steps.find((s) => s.status === "FAILED" && (s.error as { code?: string } | null)?.code !== "DEPENDENCY_FAILED");
  const status = steps.every((s) => s.status === "SUCCEEDED") ? "SUCCEEDED" : "FAILED";
  const finishedAt = new Date();
  await client.execution.update({
    where: { id: executionId },
    data: {
      status,
      output: status === "SUCCEEDED" ? steps.at(-1)!.output : null,
      promptTokens: steps.reduce((n, s) => n + s.promptTokens, 0),
      completionTokens: steps.reduce((n, s) => n + s.completionTokens, 0),
      costMicros: steps.reduce((n, s) => n + s.costMicros, 0),
      priceKnown: steps.every((s) => s.priceKnown || s.status !== "SUCCEEDED"),
      durationMs: finishedAt.getTime() - (exec.startedAt ?? exec.createdAt).getTime(),
      error: failed
        ? { code: "STEP_FAILED", message: `Step "${failed.stepId}" failed`, details: { step: failed.stepId, error: failed.error } }
        : undefined,
      inputSealed: null,
      finishedAt,
      ...(exec.webhookUrl ? { webhookStatus: "pending" } : {}),
    },
  });
  return status;
}

async function loadRun(executionId: string): Promise<(Run & { webhookUrl: string | null }) | null> {
  const client = await db();
  const exec = await client.execution.findUnique({ where: { id: executionId } });
  if (!exec || exec.kind !== "WORKFLOW") return null;
  return {
    id: exec.id,
    userId: exec.userId,
    definition: exec.definition as WorkflowDefinition,
    // Cleared when the run finishes; by then every step that needs it is memoised.
    input: exec.inputSealed ? JSON.parse(decryptSecret(exec.inputSealed, exec.id)) : {},
    keys: exec.providerKeys as Record<string, string>,
    webhookUrl: exec.webhookUrl,
  };
}

/**
 * The durable run of one workflow execution: each workflow step is a memoised attempt (retried after a wait on
 * transient provider errors); a step starts as soon as its dependencies finish, so independent ones run in
 * parallel; each result is written to its ExecutionStep row as it lands. Re-running resumes where it stopped.
 */
export async function runWorkflow(executionId: string, step: Step): Promise<{ status: string }> {
  const run = await loadRun(executionId);
  if (!run) return { status: "missing" };
  const order = topologicalOrder(run.definition);
  await step.run("start", async () => {
    const client = await db();
    await client.execution.updateMany({ where: { id: run.id, status: "QUEUED" }, data: { status: "RUNNING", startedAt: new Date() } });
    return null;
  });
  const byId = new Map(run.definition.steps.map((s) => [s.id, s]));
  const outputs: Record<string, string> = {};
  const results = new Map<string, Promise<StepOutcome>>();
  for (const id of order) {
    const s = byId.get(id)!;
    const outcome = Promise.all(s.dependsOn.map((d) => results.get(d)!)).then(async (deps) => {
      const failedAt = deps.findIndex((o) => !o.ok);
      if (failedAt >= 0) return step.run(`${stepScope(id)}:not-run`, () => markNotRun(run.id, id, s.dependsOn[failedAt]));
      // Every ancestor has finished here, so its output is already in `outputs`.
      const { last } = await retryOnSchedule(scoped(step, stepScope(id)), STEP_RETRY_WAITS, (n) => attemptStep(run, s, n, { ...outputs }));
      if (last.ok) outputs[id] = last.output ?? "";
      return last;
    });
    results.set(id, outcome);
  }
  // Every branch settles before anything is rethrown, so a suspended or failed branch never cuts another short.
  const settled = await Promise.allSettled(results.values());
  const stopped = settled.find((r) => r.status === "rejected");
  if (stopped) throw (stopped as PromiseRejectedResult).reason;
  const status = await step.run("finish", () => finishExecution(run.id, order));
  if (run.webhookUrl) await notifyWorkflowWebhook(run.id, step);
  return { status };
}
