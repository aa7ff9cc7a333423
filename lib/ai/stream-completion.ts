import type { LanguageModelV3Usage } from "@ai-sdk/provider";
import { languageModelFor } from "@/lib/ai/language-model";
import { mapProviderError } from "@/lib/ai/provider-errors";
import { callOptions, completionOf, failedCall, startAiSpan, type Completion, type CompletionRequest } from "@/lib/ai/complete";

/**
 * One streamed call: yields the text as the provider sends it and returns the same Completion as complete(), with
 * the usage the provider reports in its last chunk. Read at the model's doStream interface, as complete() is: a
 * streamed run needs none of streamText's step and tool machinery, which doubled its CPU cost per run
 * (docs/benchmarks.md, AI gateway). Throws a ProviderFailure, including for an error that arrives mid-stream; when
 * `signal` aborts (the client left) it throws whatever the abort raised, and the caller checks `signal.aborted`.
 */
export async function* streamCompletion(req: CompletionRequest, signal: AbortSignal): AsyncGenerator<string, Completion> {
  const started = performance.now();
  const span = startAiSpan(req, true);
  let output = "";
  let model: string | undefined;
  let usage: LanguageModelV3Usage | undefined;
  let finished = false;
  try {
    const { stream } = await languageModelFor(req.key, req.model).doStream(callOptions(req, signal));
    // Leaving this loop early (the caller returned) cancels the stream, which ends the provider's response.
    for await (const part of stream) {
      if (part.type === "text-delta") {
        output += part.delta;
        yield part.delta;
      } else if (part.type === "response-metadata") {
        model = part.modelId ?? model;
      } else if (part.type === "finish") {
        usage = part.usage;
      } else if (part.type === "error") {
        throw part.error;
      }
    }
    finished = true;
  } catch (thrown) {
    if (signal.aborted) throw thrown;
    throw failedCall(req, mapProviderError(thrown, req.key.provider, req.key.secret), started, span);
  } finally {
    // The client left (an abort, or the caller stopped reading): the span still ends, marked so.
    if (span?.isRecording() && !finished) {
      span.setAttribute("promptly.ai.outcome", "client-left");
      span.end();
    }
  }
  return completionOf(req, output, model, usage, started, span);
}
