"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api, call } from "@/lib/api-client/browser";
import { EndpointCard } from "./endpoint-card";
import { EndpointForm, type EndpointFormValues } from "./endpoint-form";
import { queryKeys } from "@/lib/api-client/query-keys";

export function EndpointsManager() {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [newSecret, setNewSecret] = useState<{ id: string; secret: string } | null>(null);
  const endpoints = useQuery({
    queryKey: queryKeys.webhooks.endpoints,
    queryFn: async () => (await call(api.GET("/webhooks/endpoints"))).data,
  });
  const create = useMutation({
    mutationFn: async (v: EndpointFormValues) =>
      (await call(api.POST("/webhooks/endpoints", { body: { ...v, description: v.description || undefined } }))).data,
    onSuccess: (ep) => {
      setAdding(false);
      setNewSecret({ id: ep.id, secret: ep.secret });
      toast.success("Endpoint added", { description: "Copy its signing secret to verify our requests." });
      void qc.invalidateQueries({ queryKey: queryKeys.webhooks.endpoints });
    },
  });

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="endpoints-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="endpoints-heading" className="text-lg font-semibold">
          Endpoints
        </h2>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden />
            Add endpoint
          </Button>
        )}
      </div>
      {adding && (
        <EndpointForm
          title="New endpoint"
          submitLabel="Add endpoint"
          failure="The endpoint was not added"
          onSubmit={(v) => create.mutateAsync(v)}
          onCancel={() => setAdding(false)}
        />
      )}
      {newSecret && (
        <Alert variant="success">
          <p className="font-medium">Endpoint added. Its signing secret (you can reveal it again later):</p>
          <code className="mt-1 block font-mono break-all" data-testid="new-endpoint-secret">
            {newSecret.secret}
          </code>
          <Button variant="link" size="sm" className="mt-1 h-auto px-0" onClick={() => setNewSecret(null)}>
            Dismiss
          </Button>
        </Alert>
      )}
      {endpoints.isPending && (
        <div role="status" aria-label="Loading endpoints">
          <Skeleton className="h-32" />
        </div>
      )}
      {endpoints.isError && <Alert>The endpoints could not be loaded: {endpoints.error.message}</Alert>}
      {endpoints.data?.length === 0 && !adding && (
        <p className="rounded-lg border border-dashed border-input p-6 text-center text-sm text-muted-foreground">
          No endpoints yet. Add one to receive purchase, product, payout, review and plan events.
        </p>
      )}
      {endpoints.data?.map((ep) => (
        <EndpointCard key={ep.id} endpoint={ep} />
      ))}
    </section>
  );
}
