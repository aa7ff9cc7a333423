"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { showApiError } from "@/components/ui/form";
import { api, call } from "@/lib/api-client/browser";
import { formatDate, formatRelative } from "@/lib/format/dates";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ConnectedApp } from "@/lib/api-client/types";

/** "Connected apps": the AI tools the user signed in to with OAuth (docs/mcp.md#oauth), each revocable. */
export function ConnectedApps() {
  const queryClient = useQueryClient();
  const apps = useQuery({
    queryKey: queryKeys.connectedApps.all,
    queryFn: async () => (await call(api.GET("/connected-apps"))).data,
  });
  const revoke = useMutation({
    mutationFn: (a: ConnectedApp) => call(api.POST("/connected-apps/revoke", { body: { clientId: a.clientId } })),
    onSuccess: (_res, a) => {
      toast.success(`${a.name} disconnected`, { description: "Its next request is refused." });
      return queryClient.invalidateQueries({ queryKey: queryKeys.connectedApps.all });
    },
    onError: (e) => showApiError(null, e, "The app was not disconnected"),
  });

  const columns: ColumnDef<ConnectedApp, unknown>[] = [
    { id: "name", header: "App", accessorFn: (a) => a.name, meta: { primary: true } },
    {
      id: "scopes",
      header: "Access",
      enableSorting: false,
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.scopes.join(", ")}</span>,
    },
    { id: "connected", header: "Connected", accessorFn: (a) => a.connectedAt, cell: ({ row }) => formatDate(row.original.connectedAt) },
    {
      id: "lastUsed",
      header: "Last used",
      accessorFn: (a) => a.lastUsedAt ?? "",
      cell: ({ row }) => (row.original.lastUsedAt ? formatRelative(row.original.lastUsedAt) : "Never"),
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => {
        const a = row.original;
        return (
          <ConfirmAction
            title={`Disconnect ${a.name}?`}
            destructive
            confirmLabel="Disconnect"
            onConfirm={() => revoke.mutate(a)}
            consequence={<p>{a.name} loses access to your prompts and tools at once. To use it again, connect it again from the app.</p>}
            trigger={
              <Button
                variant="outline"
                size="sm"
                className="text-destructive-text"
                disabled={revoke.isPending && revoke.variables?.clientId === a.clientId}
              >
                Disconnect
              </Button>
            }
          />
        );
      },
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Connected apps</CardTitle>
        <CardDescription>
          AI tools you signed in to with your Promptly account (clients with OAuth need only the endpoint URL). They reach your prompts
          through /api/mcp.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={apps} what="your connected apps" rows={1}>
          {(list) => <DataTable caption="Connected apps" columns={columns} data={list} empty="No connected apps." />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
