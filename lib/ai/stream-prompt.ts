import { AppError } from "@/lib/errors";
import type { ServerSentEvent } from "@/lib/api/sse";
import { streamCompletion } from "@/lib/ai/stream-completion";
import { ProviderFailure } from "@/lib/ai/provider-errors";
import { estimateCost } from "@/lib/ai/prices";
import { preparePromptRun, recordCancelled, recordFailure, recordSuccess, type ExecutePromptInput } from "@/lib/ai/execute-prompt";

/** Providers stream about one token per chunk; used only when a run is cut short before the provider's usage arrives. */
const CHARS_PER_TOKEN = 4;

/**
 * A streamed prompt run. Everything that can be refused (access, key, model) is checked before this returns, so
 * those failures still answer with the JSON error envelope; the events then are `delta` {text}, and `done` (the
 * response of docs/ai.md#running-a-prompt) or `error` (the envelope's error object). When `signal` aborts (the client left), the provider
 * call stops and the execution ends CANCELLED with the tokens used so far (estimated: the provider reports usage
 * only at the end).
 */
export async function startPromptStream(
  userId: string,
  raw: ExecutePromptInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<ServerSentEvent, void>> {
  const run = await preparePromptRun(userId, raw);
  return (async function* () {
    let output = "";
    let chunks = 0;
    let settled = false;
    const cancel = async () => {
      if (settled) return;
      settled = true;
      const promptTokens = Math.ceil(run.prompt.length / CHARS_PER_TOKEN);
      const completionTokens = Math.max(chunks, Math.ceil(output.length / CHARS_PER_TOKEN));
      const cost = estimateCost(run.key.provider, [run.model], promptTokens, completionTokens);
      await recordCancelled(run, { output, promptTokens, completionTokens, ...cost });
    };
    try {
      const stream = streamCompletion(run.request, signal);
      for (;;) {
        const next = await stream.next();
        if (next.done) {
          settled = true;
          yield { event: "done", data: await recordSuccess(run, next.value) };
          return;
        }
        output += next.value;
        chunks++;
        yield { event: "delta", data: { text: next.value } };
      }
    } catch (thrown) {
      if (signal.aborted) return await cancel();
      settled = true;
      const error = thrown instanceof ProviderFailure ? thrown.error : new AppError("INTERNAL_ERROR");
      await recordFailure(run, error);
      yield { event: "error", data: { code: error.code, message: error.message, details: { ...error.details, executionId: run.id } } };
    } finally {
      // Reached without settling when the client left while this generator waited at a `yield`.
      await cancel();
    }
  })();
}
