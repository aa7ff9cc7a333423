"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { EndpointForm, type EndpointFormValues } from "./endpoint-form";
import { EndpointHealthLine } from "./endpoint-health";
import { TestEventButton } from "./test-event-button";
import { Button } from "@/components/ui";
import type { Endpoint } from "./types";

export function EndpointCard({ endpoint: ep }: { endpoint: Endpoint }) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ["webhook-endpoints"] });
  const path = `/webhooks/endpoints/${ep.id}`;

  const update = useMutation({
    mutationFn: (json: Partial<EndpointFormValues> & { enabled?: boolean }) => apiFetch<Endpoint>(path, { method: "PATCH", json }),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => apiFetch(path, { method: "DELETE" }), onSuccess: refresh });
  const reveal = useMutation({
    mutationFn: async () => (await apiFetch<{ secret: string }>(`${path}/secret`)).data.secret,
    onSuccess: setSecret,
  });
  const rotate = useMutation({
    mutationFn: async () => (await apiFetch<{ secret: string }>(`${path}/rotate-secret`, { method: "POST" })).data.secret,
    onSuccess: setSecret,
  });
  const error = [update, remove, reveal, rotate].find((m) => m.isError)?.error;

  if (editing) {
    return <EndpointForm initial={ep} submitLabel="Save" onSubmit={(v) => update.mutateAsync(v)} onCancel={() => setEditing(false)} />;
  }
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 flex flex-col gap-3" data-testid="endpoint-card">
      {!ep.enabled && (
        <div role="alert" className="flex items-center justify-between gap-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          <span>
            <strong>Disabled</strong>
            {ep.disabledAt && ` on ${new Date(ep.disabledAt).toLocaleString()}`}: {ep.disabledReason ?? "no reason recorded"}. No events are
            sent to it.
          </span>
          <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ enabled: true })}>
            Re-enable
          </Button>
        </div>
      )}
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-mono text-sm break-all">{ep.url}</p>
          {ep.description && <p className="text-sm text-slate-600">{ep.description}</p>}
          <p className="mt-1 text-xs text-slate-500">
            Events: {ep.events.includes("*") ? "all events" : ep.events.join(", ")} · added {new Date(ep.createdAt).toLocaleDateString()}
          </p>
          <EndpointHealthLine health={ep.health} />
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${ep.enabled ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}
        >
          {ep.enabled ? "Enabled" : "Disabled"}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <TestEventButton endpointId={ep.id} disabled={!ep.enabled} />
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {ep.enabled && (
          <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ enabled: false })}>
            Disable
          </Button>
        )}
        <Button variant="secondary" disabled={reveal.isPending} onClick={() => (secret ? setSecret(null) : reveal.mutate())}>
          {secret ? "Hide secret" : "Reveal secret"}
        </Button>
        <Button
          variant="secondary"
          disabled={rotate.isPending}
          onClick={() => confirm("Rotate the signing secret? The old one stops working at once.") && rotate.mutate()}
        >
          Rotate secret
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => confirm("Delete this endpoint and its delivery log?") && remove.mutate()}
        >
          Delete
        </Button>
      </div>
      {secret && (
        <code className="block break-all rounded bg-slate-100 p-2 font-mono text-xs" data-testid="endpoint-secret">
          {secret}
        </code>
      )}
      {error && <p className="text-sm text-red-600">{error.message}</p>}
    </article>
  );
}
