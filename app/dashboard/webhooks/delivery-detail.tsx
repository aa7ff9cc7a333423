"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { showApiError } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { api, call } from "@/lib/api-client/browser";
import { formatDateTime } from "@/lib/format/dates";
import { responseExcerpt } from "@/lib/format/excerpt";
import { queryKeys } from "@/lib/api-client/query-keys";

/** Everything that was sent and answered: the exact body, each attempt's headers, status, time and response. */
export function DeliveryDetailPanel({ id }: { id: string }) {
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: queryKeys.webhooks.delivery(id),
    queryFn: async () => (await call(api.GET("/webhooks/deliveries/{deliveryId}", { params: { path: { deliveryId: id } } }))).data,
    refetchInterval: (q) => (q.state.data?.status === "pending" ? 5_000 : false),
  });
  const resend = useMutation({
    mutationFn: () => call(api.POST("/webhooks/deliveries/{deliveryId}/retry", { params: { path: { deliveryId: id } } })),
    onSuccess: () => {
      toast.success("Delivery resent", { description: "The same event, signed again, is on its way." });
      void qc.invalidateQueries({ queryKey: queryKeys.webhooks.delivery(id) });
      void qc.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries });
    },
    onError: (e) => showApiError(null, e, "The delivery was not resent"),
  });
  if (detail.isPending)
    return (
      <div role="status" aria-label="Loading the delivery" className="p-3">
        <Skeleton className="h-24" />
      </div>
    );
  if (detail.isError) return <Alert className="m-3">{detail.error.message}</Alert>;
  const d = detail.data;
  return (
    <div className="flex min-w-0 flex-col gap-3 bg-subtle p-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-xs break-all">
          {d.id} · event {d.eventId}
        </span>
        {d.nextAttemptAt && <span className="text-xs text-muted-foreground">Next attempt {formatDateTime(d.nextAttemptAt)}</span>}
        <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? "Resending…" : "Resend"}
        </Button>
      </div>
      <div>
        <h3 className="text-xs font-semibold text-muted-foreground">Payload</h3>
        <pre className="max-h-48 overflow-auto rounded bg-card p-2 font-mono text-xs break-all whitespace-pre-wrap">{d.payload}</pre>
      </div>
      <h3 className="text-xs font-semibold text-muted-foreground">Attempts</h3>
      {d.attempts.length === 0 && <p className="text-xs text-muted-foreground">No attempt yet.</p>}
      <ol className="flex flex-col gap-2">
        {d.attempts.map((a) => (
          <li key={a.id} className="rounded border border-border bg-card p-2">
            <div className="text-xs">
              <strong>
                {a.series > 1 ? `Resend ${a.series - 1}, ` : ""}attempt {a.attempt}
              </strong>{" "}
              · {formatDateTime(a.createdAt)} · {a.statusCode ? `HTTP ${a.statusCode}` : "no response"} · {a.durationMs} ms
              {a.error && <span className="text-destructive-text"> · {a.statusCode ? "not a 2xx answer" : a.error}</span>}
            </div>
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer text-muted-foreground">Request headers and response</summary>
              <pre className="mt-1 overflow-auto font-mono">
                {Object.entries(a.requestHeaders)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join("\n")}
              </pre>
              {a.responseBody && (
                <pre className="mt-1 max-h-40 overflow-auto font-mono break-all whitespace-pre-wrap">
                  {responseExcerpt(a.responseBody, 1000)}
                </pre>
              )}
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
