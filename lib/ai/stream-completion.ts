import { streamText } from "ai";
import { env } from "@/lib/env";
import { languageModelFor } from "@/lib/ai/language-model";
import { mapProviderError } from "@/lib/ai/provider-errors";
import { estimateCost } from "@/lib/ai/prices";
import type { Completion, CompletionRequest } from "@/lib/ai/complete";

/**
 * One streamed call: yields the text as the provider sends it and returns the same Completion as complete(), with
 * the usage the provider reports in its last chunk. Throws a ProviderFailure, including for an error that arrives
 * mid-stream; when `signal` aborts (the client left) it throws whatever the abort raised, and the caller checks
 * `signal.aborted`.
 */
export async function* streamCompletion(req: CompletionRequest, signal: AbortSignal): AsyncGenerator<string, Completion> {
  const started = performance.now();
  const result = streamText({
    model: languageModelFor(req.key, req.model),
    prompt: req.prompt,
    temperature: req.temperature,
    maxOutputTokens: req.maxTokens,
    maxRetries: 0,
    timeout: env().AI_TIMEOUT_MS,
    abortSignal: signal,
    // The SDK's default prints the whole error, whose request and response bodies may hold the key; errors are
    // handled below from the stream's own error part.
    onError: () => {},
  });
  let output = "";
  let model = req.model;
  let usage = { inputTokens: 0, outputTokens: 0 };
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        output += part.text;
        yield part.text;
      } else if (part.type === "finish-step") {
        model = part.response.modelId || model;
      } else if (part.type === "finish") {
        usage = { inputTokens: part.totalUsage.inputTokens ?? 0, outputTokens: part.totalUsage.outputTokens ?? 0 };
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw signal.reason ?? new Error("aborted");
      }
    }
  } catch (thrown) {
    if (signal.aborted) throw thrown;
    throw mapProviderError(thrown, req.key.provider, req.key.secret);
  }
  return {
    output,
    model,
    promptTokens: usage.inputTokens,
    completionTokens: usage.outputTokens,
    ...estimateCost(req.key.provider, [model, req.model], usage.inputTokens, usage.outputTokens),
    durationMs: Math.round(performance.now() - started),
  };
}
