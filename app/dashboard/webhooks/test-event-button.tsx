"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api, call } from "@/lib/api-client/browser";
import { cn } from "@/components/ui/cn";
import { responseExcerpt } from "@/lib/format/excerpt";
import type { WebhookAttempt as Attempt } from "@/lib/api-client/types";
import { queryKeys } from "@/lib/api-client/query-keys";

type State = { phase: "idle" } | { phase: "sending" } | { phase: "done"; attempt: Attempt } | { phase: "error"; message: string };

// Polls gently: the first attempt usually lands within a second.
const pollDelay = (i: number) => Math.min(500 * 2 ** i, 4000);
const GIVE_UP_MS = 25_000;

/** Sends a test event and shows the first attempt's outcome (status, latency, a short excerpt of the answer). */
export function TestEventButton({ endpointId, disabled }: { endpointId: string; disabled: boolean }) {
  const qc = useQueryClient();
  const [state, setState] = useState<State>({ phase: "idle" });

  async function send() {
    setState({ phase: "sending" });
    try {
      const { data } = await call(api.POST("/webhooks/endpoints/{endpointId}/test", { params: { path: { endpointId } } }));
      const end = Date.now() + GIVE_UP_MS;
      for (let i = 0; Date.now() < end; i++) {
        const d = (await call(api.GET("/webhooks/deliveries/{deliveryId}", { params: { path: { deliveryId: data.deliveryId } } }))).data;
        if (d.attempts.length) {
          const a = d.attempts[0];
          setState({ phase: "done", attempt: a });
          if (isOk(a))
            toast.success("Test event delivered", { description: `Your endpoint answered ${a.statusCode} in ${a.durationMs} ms.` });
          else toast.error("Test event not accepted", { description: failure(a) });
          void qc.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries });
          return;
        }
        await new Promise((r) => setTimeout(r, pollDelay(i)));
      }
      setState({ phase: "error", message: "No attempt yet; check the delivery log shortly." });
    } catch (err) {
      setState({ phase: "error", message: err instanceof Error ? err.message : "The test event was not sent." });
    }
  }

  const a = state.phase === "done" ? state.attempt : null;
  return (
    <div className="flex min-w-0 basis-full flex-col gap-1 sm:basis-auto">
      <Button variant="outline" size="sm" disabled={disabled || state.phase === "sending"} onClick={send} className="self-start">
        {state.phase === "sending" ? "Sending…" : "Send test event"}
      </Button>
      {a && (
        <div
          role="status"
          data-testid="test-result"
          className={cn(
            "rounded-md border p-2 text-xs",
            isOk(a) ? "border-success-border bg-success-soft" : "border-destructive-border bg-destructive-soft",
          )}
        >
          <span className="font-semibold">{a.statusCode ? `HTTP ${a.statusCode}` : "No response"}</span> · {a.durationMs} ms
          {a.error && !isOk(a) && <span className="block text-destructive-text">{failure(a)}</span>}
          {a.responseBody && (
            <pre className="mt-1 max-h-24 overflow-auto font-mono whitespace-pre-wrap break-all">{responseExcerpt(a.responseBody)}</pre>
          )}
        </div>
      )}
      {state.phase === "error" && <p className="text-xs text-destructive-text">{state.message}</p>}
    </div>
  );
}

const isOk = (a: Attempt) => a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300 && !a.error;

/** Why an attempt failed, in words: the receiver's status, or what stopped us reaching it. */
function failure(a: Attempt): string {
  if (a.statusCode) return `Your endpoint answered HTTP ${a.statusCode}; we count only 2xx answers as delivered.`;
  return `We could not reach your endpoint: ${a.error ?? "no answer"}.`;
}
