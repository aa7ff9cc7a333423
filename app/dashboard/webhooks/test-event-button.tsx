"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { Button } from "@/components/ui";
import type { Attempt, DeliveryDetail } from "./types";

type State = { phase: "idle" } | { phase: "sending" } | { phase: "done"; attempt: Attempt } | { phase: "error"; message: string };

// Polls gently (plans have per-minute limits): the first attempt usually lands within a second.
const pollDelay = (i: number) => Math.min(500 * 2 ** i, 4000);
const GIVE_UP_MS = 25_000;

/** Sends a test event and shows the first attempt's outcome (status, latency, response excerpt) as soon as it lands. */
export function TestEventButton({ endpointId, disabled }: { endpointId: string; disabled: boolean }) {
  const qc = useQueryClient();
  const [state, setState] = useState<State>({ phase: "idle" });

  async function send() {
    setState({ phase: "sending" });
    try {
      const { data } = await apiFetch<{ deliveryId: string }>(`/webhooks/endpoints/${endpointId}/test`, { method: "POST" });
      const end = Date.now() + GIVE_UP_MS;
      for (let i = 0; Date.now() < end; i++) {
        const d = (await apiFetch<DeliveryDetail>(`/webhooks/deliveries/${data.deliveryId}`)).data;
        if (d.attempts.length) {
          setState({ phase: "done", attempt: d.attempts[0] });
          void qc.invalidateQueries({ queryKey: ["webhook-deliveries"] });
          return;
        }
        await new Promise((r) => setTimeout(r, pollDelay(i)));
      }
      setState({ phase: "error", message: "No attempt yet; check the delivery log shortly." });
    } catch (err) {
      setState({ phase: "error", message: err instanceof Error ? err.message : "Failed" });
    }
  }

  const a = state.phase === "done" ? state.attempt : null;
  const ok = a && a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300 && !a.error;
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" disabled={disabled || state.phase === "sending"} onClick={send}>
        {state.phase === "sending" ? "Sending…" : "Send test event"}
      </Button>
      {a && (
        <div
          role="status"
          data-testid="test-result"
          className={`rounded border p-2 text-xs ${ok ? "border-green-300 bg-green-50" : "border-red-300 bg-red-50"}`}
        >
          <span className="font-semibold">{a.statusCode ?? "No response"}</span> · {a.durationMs} ms
          {a.error && <span className="block text-red-700">{a.error}</span>}
          {a.responseBody && (
            <pre className="mt-1 max-h-24 overflow-auto whitespace-pre-wrap font-mono">{a.responseBody.slice(0, 500)}</pre>
          )}
        </div>
      )}
      {state.phase === "error" && <p className="text-xs text-red-600">{state.message}</p>}
    </div>
  );
}
