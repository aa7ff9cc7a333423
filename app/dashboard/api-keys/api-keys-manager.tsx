"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { showApiError } from "@/components/ui/form";
import { StatusBadge } from "@/components/ui/status-badge";
import { api, call } from "@/lib/api-client/browser";
import { formatDate, formatRelative } from "@/lib/format/dates";
import { QueryState } from "../_shell/query-state";
import { CreateKeyForm } from "./create-key-form";
import { NewKeyBanner } from "./new-key-banner";
import { ConnectedApps } from "../_components/connected-apps";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ApiKey, CreatedApiKey } from "@/lib/api-client/types";

function keyStatus(k: ApiKey): { status: string; label: string } {
  if (k.revokedAt) return { status: "REVOKED", label: "Revoked" };
  if (k.expiresAt && new Date(k.expiresAt) <= new Date()) return { status: "EXPIRED", label: "Expired" };
  return { status: "ACTIVE", label: "Active" };
}

export function ApiKeysManager() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keys = useQuery({ queryKey: queryKeys.apiKeys.all, queryFn: async () => (await call(api.GET("/api-keys"))).data });
  const revoke = useMutation({
    mutationFn: (k: ApiKey) => call(api.DELETE("/api-keys/{keyId}", { params: { path: { keyId: k.id } } })),
    onSuccess: (_res, k) => {
      toast.success(`Key “${k.name}” revoked`, { description: "Requests with it are now refused." });
      return queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all });
    },
    onError: (e) => showApiError(null, e, "The key was not revoked"),
  });

  const columns: ColumnDef<ApiKey, unknown>[] = [
    { id: "name", header: "Name", accessorFn: (k) => k.name, meta: { primary: true } },
    {
      id: "prefix",
      header: "Key",
      accessorFn: (k) => k.prefix,
      cell: ({ row }) => <code className="font-mono text-xs">{row.original.prefix}…</code>,
    },
    {
      id: "scopes",
      header: "Scopes",
      enableSorting: false,
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.scopes.join(", ")}</span>,
    },
    { id: "created", header: "Created", accessorFn: (k) => k.createdAt, cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: "lastUsed",
      header: "Last used",
      accessorFn: (k) => k.lastUsedAt ?? "",
      cell: ({ row }) => (row.original.lastUsedAt ? formatRelative(row.original.lastUsedAt) : "Never"),
    },
    {
      id: "expires",
      header: "Expires",
      accessorFn: (k) => k.expiresAt ?? "",
      cell: ({ row }) => (row.original.expiresAt ? formatDate(row.original.expiresAt) : "Never"),
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (k) => keyStatus(k).label,
      cell: ({ row }) => <StatusBadge {...keyStatus(row.original)} />,
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => {
        const k = row.original;
        if (k.revokedAt) return null;
        return (
          <ConfirmAction
            title={`Revoke “${k.name}”?`}
            destructive
            confirmLabel="Revoke key"
            onConfirm={() => revoke.mutate(k)}
            consequence={
              <p>
                Programs using the key starting <code className="font-mono">{k.prefix}</code> get “401 Unauthorized” from their next
                request. This cannot be undone: create a new key to replace it.
              </p>
            }
            trigger={
              <Button
                variant="outline"
                size="sm"
                className="text-destructive-text"
                disabled={revoke.isPending && revoke.variables?.id === k.id}
              >
                Revoke
              </Button>
            }
          />
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      {created && <NewKeyBanner created={created} onDismiss={() => setCreated(null)} />}
      <CreateKeyForm
        onCreated={(k) => {
          setCreated(k);
          void queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all });
        }}
      />
      <Card>
        <CardHeader>
          <CardTitle>Your keys</CardTitle>
          <CardDescription>All keys of your account share its rate limits.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState query={keys} what="your keys" rows={2}>
            {(list) => (
              <DataTable caption="API keys" columns={columns} data={list} empty="No API keys yet. Create one above to call the API." />
            )}
          </QueryState>
        </CardContent>
      </Card>
      <ConnectedApps />
    </div>
  );
}
