"use client";

import { useCallback, useRef, useState } from "react";
import { ApiClientError } from "@/lib/api/client";
import type { PromptExecutionResult } from "@/lib/api-client/types";

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

/** A streamed POST /ai/execute: the text grows as tokens arrive; stop() hangs up, which cancels the run. */
export function usePromptStream(onSettled: () => void) {
  const [state, setState] = useState<PromptStreamState>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(
    async (body: object) => {
      abort.current?.abort();
      const controller = (abort.current = new AbortController());
      let text = "";
      setState({ phase: "streaming", text });
      try {
        const res = await fetch("/api/v1/ai/execute", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...body, stream: true }),
          signal: controller.signal,
        });
        if (!res.headers.get("content-type")?.startsWith("text/event-stream")) {
          const e = (await res.json().catch(() => null))?.error ?? { code: "INTERNAL_ERROR", message: `Request failed (${res.status})` };
          setState({ phase: "failed", text, error: new ApiClientError(e.code, e.message, res.status, e.details) });
          return;
        }
        for await (const { event, data } of serverSentEvents(res.body!)) {
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
