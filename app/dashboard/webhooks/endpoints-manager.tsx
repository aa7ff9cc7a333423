"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { EndpointCard } from "./endpoint-card";
import { EndpointForm, type EndpointFormValues } from "./endpoint-form";
import { Button } from "@/components/ui";
import type { Endpoint } from "./types";

export function EndpointsManager() {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [newSecret, setNewSecret] = useState<{ id: string; secret: string } | null>(null);
  const endpoints = useQuery({
    queryKey: ["webhook-endpoints"],
    queryFn: async () => (await apiFetch<Endpoint[]>("/webhooks/endpoints")).data,
  });
  const create = useMutation({
    mutationFn: async (v: EndpointFormValues) =>
      (
        await apiFetch<Endpoint & { secret: string }>("/webhooks/endpoints", {
          method: "POST",
          json: { ...v, description: v.description || undefined },
        })
      ).data,
    onSuccess: (ep) => {
      setAdding(false);
      setNewSecret({ id: ep.id, secret: ep.secret });
      void qc.invalidateQueries({ queryKey: ["webhook-endpoints"] });
    },
  });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="endpoints-heading">
      <div className="flex items-center justify-between">
        <h2 id="endpoints-heading" className="text-lg font-semibold">
          Endpoints
        </h2>
        {!adding && <Button onClick={() => setAdding(true)}>Add endpoint</Button>}
      </div>
      {adding && <EndpointForm submitLabel="Add endpoint" onSubmit={(v) => create.mutateAsync(v)} onCancel={() => setAdding(false)} />}
      {newSecret && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm">
          <p className="font-medium">Endpoint added. Its signing secret (also available later with Reveal):</p>
          <code className="block mt-1 break-all font-mono" data-testid="new-endpoint-secret">
            {newSecret.secret}
          </code>
          <button className="mt-2 text-xs underline" onClick={() => setNewSecret(null)}>
            Dismiss
          </button>
        </div>
      )}
      {endpoints.isPending && <p className="text-sm text-slate-500">Loading endpoints…</p>}
      {endpoints.isError && <p className="text-sm text-red-600">Could not load endpoints: {endpoints.error.message}</p>}
      {endpoints.data?.length === 0 && !adding && (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          No endpoints yet. Add one to receive purchase, product, payout, review and plan events.
        </p>
      )}
      {endpoints.data?.map((ep) => (
        <EndpointCard key={ep.id} endpoint={ep} />
      ))}
    </section>
  );
}
