"use client";

import { useCallback, useRef, useState } from "react";
import { api, ApiClientError, errorFromBody } from "@/lib/api-client/browser";
import type { ApiBody, PromptExecutionResult } from "@/lib/api-client/types";

export type PromptStreamState =
  | { phase: "idle" }
  | { phase: "streaming"; text: string }
  | { phase: "done"; text: string; result: PromptExecutionResult }
  | { phase: "failed"; text: string; error: ApiClientError }
  | { phase: "stopped"; text: string };

/** Reads `event:`/`data:` frames; hand-rolled because EventSource cannot POST a body. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? "message";
      yield { event, data: /^data: (.*)$/m.exec(frame)?.[1] ?? "" };
    }
  }
}

/**
 * A streamed POST /ai/execute through the typed client: the text grows as tokens arrive; stop() hangs up, which
 * cancels the run. A refusal before the stream (the API's error envelope) and an `error` event in it both end as
 * the client's ApiClientError, like every other call.
 */
export function usePromptStream(onSettled: () => void) {
  const [state, setState] = useState<PromptStreamState>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(
    async (body: Omit<ApiBody<"executePrompt">, "stream">) => {
      abort.current?.abort();
      const controller = (abort.current = new AbortController());
      let text = "";
      setState({ phase: "streaming", text });
      try {
        // A refusal (4xx, 5xx) is thrown by the client as ApiClientError before any stream is read.
        const { data: stream, response } = await api.POST("/ai/execute", {
          body: { ...body, stream: true },
          parseAs: "stream",
          signal: controller.signal,
        });
        if (!stream || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
          setState({ phase: "failed", text, error: errorFromBody(null, response.status) });
          return;
        }
        for await (const { event, data } of serverSentEvents(stream)) {
          const payload = JSON.parse(data);
          if (event === "delta") {
            text += payload.text;
            setState({ phase: "streaming", text });
          } else if (event === "done") {
            setState({ phase: "done", text, result: payload });
          } else if (event === "error") {
            setState({ phase: "failed", text, error: new ApiClientError(payload.code, payload.message, 200, payload.details) });
          }
        }
      } catch (err) {
        if (controller.signal.aborted) setState({ phase: "stopped", text });
        else if (err instanceof ApiClientError) setState({ phase: "failed", text, error: err });
        else setState({ phase: "failed", text, error: new ApiClientError("INTERNAL_ERROR", (err as Error).message, 0) });
      } finally {
        onSettled();
      }
    },
    [onSettled],
  );
  const stop = useCallback(() => abort.current?.abort(), []);
  return { state, start, stop };
}
