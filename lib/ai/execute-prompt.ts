import { z } from "zod";
import { AppError, validationError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { complete, type Completion, type CompletionRequest } from "@/lib/ai/complete";
import { fillPlaceholders } from "@/lib/ai/placeholders";
import { recordRunAccessOrThrow, runnableProductOrThrow } from "@/lib/ai/product-access";
import { runnableVersionOrThrow } from "@/lib/catalog/versions";
import { unsealProviderKeyOrThrow } from "@/lib/ai/provider-keys";
import { incompatibleKeyMessage, isCompatible } from "@/lib/ai/providers";
import { resolveModel, type ResolvedModel } from "@/lib/ai/model-catalog";
import { ProviderFailure } from "@/lib/ai/provider-errors";
import { microsToUsd } from "@/lib/ai/prices";
import type { UsableKey } from "@/lib/ai/provider-keys";
import type { PromptExecutionResult } from "@/lib/ai/execution-views";
import { admitRunOrThrow, recordAndSettle, type Reservation } from "@/lib/ai/budgets";
import type { RunOutcome } from "@/lib/ai/run-outcome";

export const executePromptInput = z.strictObject({
  productId: z.string().min(1),
  apiKeyId: z.string().min(1),
  variables: z.record(z.string(), z.string().max(100_000)).default({}),
  /** A version label of the product (GET /products/{productId}/versions); default: the latest. */
  version: z.string().trim().min(1).max(20).optional(),
  /** Answer text/event-stream: `delta` events as tokens arrive, then `done` (this response) or `error`. */
  stream: z.boolean().optional(),
  options: z
    .strictObject({
      model: z.string().trim().min(1).max(200).optional(),
      temperature: z.number().min(0).max(2).optional(),
      maxTokens: z.number().int().min(1).optional(),
      /** Opt-in: keep the variables' values with the execution record (off by default). */
      storeInput: z.boolean().optional(),
    })
    .default({}),
});
export type ExecutePromptInput = z.input<typeof executePromptInput>;

/** The model a key may run for a product, with maxTokens checked against the model's limit. */
export function modelForKeyOrThrow(
  key: UsableKey,
  compatibility: string[],
  options: { model?: string; maxTokens?: number },
  paths: { key: string; options: string },
): ResolvedModel {
  if (!isCompatible(compatibility, key.provider)) {
    throw validationError([{ path: paths.key, message: incompatibleKeyMessage(compatibility, key.provider) }]);
  }
  const resolved = resolveModel(key.provider, options.model);
  // Only a catalogued model has a known limit; for any other the provider itself answers.
  if (options.maxTokens !== undefined && resolved.maxOutputTokens !== null && options.maxTokens > resolved.maxOutputTokens) {
    throw validationError([
      { path: `${paths.options}.maxTokens`, message: `${resolved.model} allows at most ${resolved.maxOutputTokens} output tokens` },
    ]);
  }
  return resolved;
}

/** A prompt run that passed every check and has its RUNNING execution row: what complete() or a stream needs. */
export type PreparedPromptRun = {
  id: string;
  key: UsableKey;
  model: string;
  prompt: string;
  request: CompletionRequest;
  /** The worst-case cost held on a budgeted key's month until the run settles. */
  reservation: Reservation | null;
  startedAt: number;
};

/**
 * Access, key, model, variables and the key's budget are checked and the execution recorded before the provider is
 * called.
 */
export async function preparePromptRun(userId: string, raw: ExecutePromptInput): Promise<PreparedPromptRun> {
  const input = executePromptInput.parse(raw);
  // Independent lookups side by side; a product refusal still wins over a key refusal.
  const [productResult, keyResult] = await Promise.allSettled([
    runnableProductOrThrow(userId, input.productId, "PROMPT", "productId"),
    unsealProviderKeyOrThrow(userId, input.apiKeyId),
  ]);
  if (productResult.status === "rejected") throw productResult.reason;
  if (keyResult.status === "rejected") throw keyResult.reason;
  const [product, key] = [productResult.value, keyResult.value];
  const { model } = modelForKeyOrThrow(key, product.compatibility, input.options, { key: "apiKeyId", options: "options" });
  const release = await runnableVersionOrThrow(product, input.version);
  const prompt = fillPlaceholders(release.content, input.variables);
  await recordRunAccessOrThrow(userId, product);
  const id = newId("exec");
  const stored = input.options.storeInput ? JSON.stringify(input.variables) : null;
  const reservation = await admitRunOrThrow(key, { model, prompt, maxTokens: input.options.maxTokens }, "options.model", {
    id,
    userId,
    productId: product.id,
    productVersion: release.label,
    model,
    input: stored,
    startedAt: new Date(),
  });
  const request = { key, model, prompt, temperature: input.options.temperature, maxTokens: input.options.maxTokens };
  return { id, key, model, prompt, request, reservation, startedAt: Date.now() };
}

/**
 * The run's row and its key's month in one prepared statement that commits without waiting for the flush (ADR 019);
 * what an outcome does not report keeps the value the row was created with.
 */
function finishRun(run: PreparedPromptRun, outcome: RunOutcome & { status: "SUCCEEDED" | "FAILED" | "CANCELLED"; durationMs: number }) {
  return recordAndSettle({ execution: run.id }, outcome, {
    keyId: run.key.id,
    reservation: run.reservation,
    costMicros: outcome.costMicros ?? 0,
  });
}

/** Records the finished run and answers with the response of docs/ai.md#running-a-prompt. */
export async function recordSuccess(run: PreparedPromptRun, done: Completion): Promise<PromptExecutionResult> {
  await finishRun(run, { status: "SUCCEEDED", ...done });
  return {
    executionId: run.id,
    output: done.output,
    usage: {
      promptTokens: done.promptTokens,
      completionTokens: done.completionTokens,
      totalTokens: done.promptTokens + done.completionTokens,
      estimatedCost: microsToUsd(done.costMicros),
    },
    metadata: {
      model: done.model,
      duration: Number((done.durationMs / 1000).toFixed(3)),
      provider: run.key.provider,
      priceKnown: done.priceKnown,
      pricing: done.priceKnown ? "priced" : "unpriced",
    },
  };
}

export async function recordFailure(run: PreparedPromptRun, error: AppError): Promise<void> {
  // A provider that refused or failed charges nothing: the reservation is released.
  await finishRun(run, {
    status: "FAILED",
    durationMs: Date.now() - run.startedAt,
    error: { code: error.code, message: error.message, details: error.details },
  });
}

/** A streamed run whose client left: what it produced and spent until then. */
export async function recordCancelled(
  run: PreparedPromptRun,
  spent: { output: string; promptTokens: number; completionTokens: number; costMicros: number; priceKnown: boolean },
): Promise<void> {
  await finishRun(run, {
    status: "CANCELLED",
    ...spent,
    durationMs: Date.now() - run.startedAt,
    error: {
      code: "CANCELLED",
      message: "The client disconnected mid-stream; the provider call was stopped. Usage up to then is estimated from the text received.",
    },
  });
}

export async function executePrompt(userId: string, raw: ExecutePromptInput): Promise<PromptExecutionResult> {
  const run = await preparePromptRun(userId, raw);
  try {
    return await recordSuccess(run, await complete(run.request));
  } catch (thrown) {
    const error = thrown instanceof ProviderFailure ? thrown.error : new AppError("INTERNAL_ERROR");
    await recordFailure(run, error);
    if (thrown instanceof ProviderFailure) throw new AppError(error.code, error.message, { ...error.details, executionId: run.id });
    throw thrown;
  }
}
