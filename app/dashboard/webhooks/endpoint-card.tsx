"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { showApiError } from "@/components/ui/form";
import { api, call } from "@/lib/api-client/browser";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import { eventTypeLabel } from "@/lib/format/labels";
import { EndpointForm, type EndpointFormValues } from "./endpoint-form";
import { EndpointHealthLine } from "./endpoint-health";
import { TestEventButton } from "./test-event-button";
import type { WebhookEndpoint as Endpoint } from "@/lib/api-client/types";
import { queryKeys } from "@/lib/api-client/query-keys";

export function EndpointCard({ endpoint: ep }: { endpoint: Endpoint }) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.webhooks.endpoints });
  const params = { path: { endpointId: ep.id } };

  const update = useMutation({
    mutationFn: (json: Partial<EndpointFormValues> & { enabled?: boolean }) =>
      call(api.PATCH("/webhooks/endpoints/{endpointId}", { params, body: json })),
    onSuccess: (_, json) => {
      setEditing(false);
      toast.success(json.enabled === true ? "Endpoint enabled" : json.enabled === false ? "Endpoint disabled" : "Endpoint saved");
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => call(api.DELETE("/webhooks/endpoints/{endpointId}", { params })),
    onSuccess: () => {
      toast.success("Endpoint deleted", { description: ep.url });
      void refresh();
      void qc.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries });
    },
    onError: (e) => showApiError(null, e, "The endpoint was not deleted"),
  });
  const reveal = useMutation({
    mutationFn: async () => (await call(api.GET("/webhooks/endpoints/{endpointId}/secret", { params }))).data.secret,
    onSuccess: setSecret,
    onError: (e) => showApiError(null, e, "The secret could not be shown"),
  });
  const rotate = useMutation({
    mutationFn: async () => (await call(api.POST("/webhooks/endpoints/{endpointId}/rotate-secret", { params }))).data.secret,
    onSuccess: (s) => {
      setSecret(s);
      toast.success("Signing secret rotated", { description: "Update your receiver with the new secret." });
    },
    onError: (e) => showApiError(null, e, "The secret was not rotated"),
  });
  const toggle = (enabled: boolean) =>
    update.mutate({ enabled }, { onError: (e) => showApiError(null, e, "The endpoint was not changed") });

  if (editing) {
    return (
      <EndpointForm
        initial={ep}
        title="Edit endpoint"
        submitLabel="Save"
        failure="The endpoint was not saved"
        onSubmit={(v) => update.mutateAsync(v)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Card data-testid="endpoint-card" aria-label={`Endpoint ${ep.url}`}>
      <CardContent className="flex flex-col gap-3">
        {!ep.enabled && (
          <Alert variant="warning" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <strong>Disabled</strong>
              {ep.disabledAt && ` on ${formatDateTime(ep.disabledAt)}`}: {ep.disabledReason ?? "by you"}. No events are sent to it.
            </span>
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => toggle(true)}>
              Re-enable
            </Button>
          </Alert>
        )}
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-mono text-sm break-all">{ep.url}</p>
            {ep.description && <p className="text-sm text-muted-foreground">{ep.description}</p>}
            <p className="mt-1 text-xs text-muted-foreground">
              {ep.events.includes("*") ? "All events" : ep.events.map((e) => eventTypeLabel(e)).join(", ")} · added{" "}
              {formatDate(ep.createdAt)}
            </p>
            <EndpointHealthLine health={ep.health} />
          </div>
          <Badge variant={ep.enabled ? "success" : "secondary"} className="shrink-0">
            {ep.enabled ? "Enabled" : "Disabled"}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <TestEventButton endpointId={ep.id} disabled={!ep.enabled} />
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
          {ep.enabled && (
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => toggle(false)}>
              Disable
            </Button>
          )}
          <Button variant="outline" size="sm" disabled={reveal.isPending} onClick={() => (secret ? setSecret(null) : reveal.mutate())}>
            {secret ? "Hide secret" : "Reveal secret"}
          </Button>
          <ConfirmAction
            trigger={
              <Button variant="outline" size="sm" disabled={rotate.isPending}>
                Rotate secret
              </Button>
            }
            title="Rotate the signing secret?"
            consequence={
              <p>
                A new secret signs every request from now on and the old one stops working at once: requests to {ep.url} fail your signature
                check until your receiver has the new secret.
              </p>
            }
            confirmLabel="Rotate secret"
            destructive
            onConfirm={() => rotate.mutate()}
          />
          <ConfirmAction
            trigger={
              <Button variant="destructive" size="sm" disabled={remove.isPending}>
                Delete
              </Button>
            }
            title="Delete this endpoint?"
            consequence={
              <>
                <p>{ep.url} stops receiving events, deliveries waiting for a retry are dropped, and its delivery log is deleted with it.</p>
                <p>This cannot be undone; to pause it instead, disable it.</p>
              </>
            }
            confirmLabel="Delete endpoint"
            destructive
            onConfirm={() => remove.mutate()}
          />
        </div>
        {secret && (
          <code className="block rounded bg-muted p-2 font-mono text-xs break-all" data-testid="endpoint-secret">
            {secret}
          </code>
        )}
      </CardContent>
    </Card>
  );
}
