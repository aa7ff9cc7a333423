import type { LanguageModelV3CallOptions, LanguageModelV3Usage } from "@ai-sdk/provider";
import { env } from "@/lib/env";
import { languageModelFor } from "@/lib/ai/language-model";
import { mapProviderError, type ProviderFailure } from "@/lib/ai/provider-errors";
import { estimateCost } from "@/lib/ai/prices";
import type { UsableKey } from "@/lib/ai/provider-keys";
import { observeAiCall } from "@/lib/ops/metrics";
import { markSpanFailed, startSpan } from "@/lib/tracing";
import type { Span } from "@opentelemetry/api";

export type CompletionRequest = { key: UsableKey; model: string; prompt: string; temperature?: number; maxTokens?: number };

export type Completion = {
  output: string;
  /** The model name the provider reported (e.g. a dated snapshot), else the requested one. */
  model: string;
  promptTokens: number;
  completionTokens: number;
  costMicros: number;
  priceKnown: boolean;
  durationMs: number;
};

/**
 * A run's call options for the provider's AI SDK model: one user message, no retries (a 4xx must not be repeated,
 * and workflow steps retry transient failures through the job runner, where each attempt is recorded), and the
 * AI_TIMEOUT_MS limit on the whole call.
 */
export function callOptions(req: CompletionRequest, signal?: AbortSignal): LanguageModelV3CallOptions {
  const timeout = AbortSignal.timeout(env().AI_TIMEOUT_MS);
  return {
    prompt: [{ role: "user", content: [{ type: "text", text: req.prompt }] }],
    temperature: req.temperature,
    maxOutputTokens: req.maxTokens,
    abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  };
}

/**
 * Tracing on: a client span per provider call, with the provider, the model asked for and answered, the token
 * counts, cost and outcome (never the prompt or the output); ended by completionOf or failedCall.
 */
export function startAiSpan(req: CompletionRequest, streamed: boolean): Span | undefined {
  return startSpan(
    `ai ${req.key.provider} ${req.model}`,
    { "gen_ai.system": req.key.provider, "gen_ai.request.model": req.model, "promptly.ai.streamed": streamed },
    { kind: "client" },
  );
}

/** What a finished call reports, priced; `model` is the provider's answer or else the requested name. */
export function completionOf(
  req: CompletionRequest,
  output: string,
  model: string | undefined,
  usage: LanguageModelV3Usage | undefined,
  started: number,
  span?: Span,
): Completion {
  // A stream that ends without a finish part reported no usage.
  const promptTokens = usage?.inputTokens.total ?? 0;
  const completionTokens = usage?.outputTokens.total ?? 0;
  const reported = model || req.model;
  const done = {
    output,
    model: reported,
    promptTokens,
    completionTokens,
    ...estimateCost(req.key.provider, [reported, req.model], promptTokens, completionTokens),
    durationMs: Math.round(performance.now() - started),
  };
  observeAiCall(req.key.provider, "succeeded", (performance.now() - started) / 1000, done);
  span?.setAttributes({
    "gen_ai.response.model": reported,
    "gen_ai.usage.input_tokens": promptTokens,
    "gen_ai.usage.output_tokens": completionTokens,
    "promptly.ai.cost_micros": done.costMicros,
    "promptly.ai.outcome": "succeeded",
  });
  span?.end();
  return done;
}

/** A failed provider call, counted by its error code (PROVIDER_ERROR, PROVIDER_RATE_LIMITED, …). */
export function failedCall(req: CompletionRequest, failure: ProviderFailure, started: number, span?: Span): ProviderFailure {
  observeAiCall(req.key.provider, failure.error.code, (performance.now() - started) / 1000);
  span?.setAttribute("promptly.ai.outcome", failure.error.code);
  markSpanFailed(span, failure.error.code);
  span?.end();
  return failure;
}

/**
 * One call through the provider's AI SDK model, at its LanguageModelV3 interface rather than generateText: a run
 * needs none of generateText's prompt, tool or step handling, which cost 0.3 ms of CPU per call here
 * (docs/benchmarks.md, AI gateway). Throws a ProviderFailure.
 */
export async function complete(req: CompletionRequest): Promise<Completion> {
  const started = performance.now();
  const span = startAiSpan(req, false);
  try {
    const result = await languageModelFor(req.key, req.model).doGenerate(callOptions(req));
    const output = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
    return completionOf(req, output, result.response?.modelId, result.usage, started, span);
  } catch (thrown) {
    throw failedCall(req, mapProviderError(thrown, req.key.provider, req.key.secret), started, span);
  }
}
