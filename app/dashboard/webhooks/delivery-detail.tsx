"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { Button } from "@/components/ui";
import type { DeliveryDetail } from "./types";

/** Everything that was sent and answered: the exact body, each attempt's headers, status, time and response. */
export function DeliveryDetailPanel({ id }: { id: string }) {
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: ["webhook-delivery", id],
    queryFn: async () => (await apiFetch<DeliveryDetail>(`/webhooks/deliveries/${id}`)).data,
    refetchInterval: (q) => (q.state.data?.status === "pending" ? 5_000 : false),
  });
  const resend = useMutation({
    mutationFn: () => apiFetch(`/webhooks/deliveries/${id}/retry`, { method: "POST" }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["webhook-delivery", id] });
      void qc.invalidateQueries({ queryKey: ["webhook-deliveries"] });
    },
  });
  if (detail.isPending) return <p className="p-3 text-sm text-slate-500">Loading…</p>;
  if (detail.isError) return <p className="p-3 text-sm text-red-600">{detail.error.message}</p>;
  const d = detail.data;
  return (
    <div className="flex flex-col gap-3 bg-slate-50 p-3 text-sm">
      <div className="flex items-center gap-3">
        <span className="font-mono text-xs">
          {d.id} · event {d.eventId}
        </span>
        {d.nextAttemptAt && <span className="text-xs text-slate-600">next attempt {new Date(d.nextAttemptAt).toLocaleString()}</span>}
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? "Resending…" : "Resend"}
        </Button>
        {resend.isError && <span className="text-red-600">{resend.error.message}</span>}
      </div>
      <div>
        <h3 className="text-xs font-semibold text-slate-600">Payload</h3>
        <pre className="max-h-48 overflow-auto rounded bg-white p-2 font-mono text-xs whitespace-pre-wrap break-all">{d.payload}</pre>
      </div>
      <h3 className="text-xs font-semibold text-slate-600">Attempts</h3>
      {d.attempts.length === 0 && <p className="text-xs text-slate-500">No attempt yet.</p>}
      <ol className="flex flex-col gap-2">
        {d.attempts.map((a) => (
          <li key={a.id} className="rounded border border-slate-200 bg-white p-2">
            <div className="text-xs">
              <strong>
                {a.series > 1 ? `Resend ${a.series - 1}, ` : ""}attempt {a.attempt}
              </strong>{" "}
              · {new Date(a.createdAt).toLocaleString()} · {a.statusCode ?? "no response"} · {a.durationMs} ms
              {a.error && <span className="text-red-700"> · {a.error}</span>}
            </div>
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer text-slate-600">Request headers and response</summary>
              <pre className="mt-1 overflow-auto font-mono">
                {Object.entries(a.requestHeaders)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join("\n")}
              </pre>
              {a.responseBody && <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap font-mono">{a.responseBody}</pre>}
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
