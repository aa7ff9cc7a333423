import type { LanguageModelV3CallOptions, LanguageModelV3Usage } from "@ai-sdk/provider";
import { env } from "@/lib/env";
import { languageModelFor } from "@/lib/ai/language-model";
import { mapProviderError } from "@/lib/ai/provider-errors";
import { estimateCost } from "@/lib/ai/prices";
import type { UsableKey } from "@/lib/ai/provider-keys";

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

/** What a finished call reports, priced; `model` is the provider's answer or else the requested name. */
export function completionOf(
  req: CompletionRequest,
  output: string,
  model: string | undefined,
  usage: LanguageModelV3Usage | undefined,
  started: number,
): Completion {
  // A stream that ends without a finish part reported no usage.
  const promptTokens = usage?.inputTokens.total ?? 0;
  const completionTokens = usage?.outputTokens.total ?? 0;
  const reported = model || req.model;
  return {
    output,
    model: reported,
    promptTokens,
    completionTokens,
    ...estimateCost(req.key.provider, [reported, req.model], promptTokens, completionTokens),
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * One call through the provider's AI SDK model, at its LanguageModelV3 interface rather than generateText: a run
 * needs none of generateText's prompt, tool or step handling, which cost 0.3 ms of CPU per call here
 * (docs/benchmarks.md, AI gateway). Throws a ProviderFailure.
 */
export async function complete(req: CompletionRequest): Promise<Completion> {
  const started = performance.now();
  try {
    const result = await languageModelFor(req.key, req.model).doGenerate(callOptions(req));
    const output = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
    return completionOf(req, output, result.response?.modelId, result.usage, started);
  } catch (thrown) {
    throw mapProviderError(thrown, req.key.provider, req.key.secret);
  }
}
