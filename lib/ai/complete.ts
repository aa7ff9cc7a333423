import { generateText } from "ai";
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
 * One call through the AI SDK. The SDK's own retries are off: a 4xx must not be repeated, and workflow steps
 * retry transient failures through the job runner where each attempt is recorded. Throws a ProviderFailure.
 */
export async function complete(req: CompletionRequest): Promise<Completion> {
  const started = performance.now();
  try {
    const result = await generateText({
      model: languageModelFor(req.key, req.model),
      prompt: req.prompt,
      temperature: req.temperature,
      maxOutputTokens: req.maxTokens,
      maxRetries: 0,
      timeout: env().AI_TIMEOUT_MS,
    });
    const promptTokens = result.usage.inputTokens ?? 0;
    const completionTokens = result.usage.outputTokens ?? 0;
    const model = result.response.modelId || req.model;
    return {
      output: result.text,
      model,
      promptTokens,
      completionTokens,
      ...estimateCost(req.key.provider, [model, req.model], promptTokens, completionTokens),
      durationMs: Math.round(performance.now() - started),
    };
  } catch (thrown) {
    throw mapProviderError(thrown, req.key.provider, req.key.secret);
  }
}
