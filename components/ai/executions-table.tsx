"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { api, call } from "@/lib/api-client/browser";
import { formatDateTime } from "@/lib/format/dates";
import { formatCount } from "@/lib/format/numbers";
import type { ExecutionListItem } from "@/lib/api-client/types";
import { StatusBadge, formatCost } from "@/components/ai/execution-bits";
import { queryKeys } from "@/lib/api-client/query-keys";

type Item = ExecutionListItem;
const LIMIT = 20;

const columns: ColumnDef<Item, unknown>[] = [
  {
    id: "product",
    header: "Product",
    accessorFn: (e) => e.product.title,
    meta: { primary: true },
    cell: ({ row }) => (
      <span>
        {row.original.product.title}{" "}
        <span className="text-xs text-muted-foreground">
          {row.original.kind === "WORKFLOW" ? "workflow" : "prompt"}
          {row.original.version && ` · ${row.original.version}`}
        </span>
      </span>
    ),
  },
  { id: "when", header: "When", accessorFn: (e) => e.createdAt, cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: "status",
    header: "Status",
    accessorFn: (e) => e.status,
    cell: ({ row }) => (
      <span>
        <StatusBadge status={row.original.status} />
        {row.original.error?.providerStatus != null && (
          <span className="ml-1 text-xs text-destructive-text">HTTP {row.original.error.providerStatus}</span>
        )}
      </span>
    ),
  },
  {
    id: "model",
    header: "Model",
    accessorFn: (e) => e.model ?? e.provider ?? "—",
    cell: ({ getValue }) => <span className="break-all">{String(getValue())}</span>,
  },
  {
    id: "tokens",
    header: "Tokens",
    accessorFn: (e) => e.usage.totalTokens,
    cell: ({ row }) => formatCount(row.original.usage.totalTokens),
    meta: { numeric: true },
  },
  {
    id: "cost",
    header: "Cost",
    accessorFn: (e) => e.usage.estimatedCost,
    cell: ({ row }) => formatCost(row.original.usage.estimatedCost, row.original.priceKnown),
    meta: { numeric: true },
  },
  {
    id: "duration",
    header: "Duration",
    accessorFn: (e) => e.duration ?? -1,
    cell: ({ row }) => (row.original.duration === null ? "—" : `${row.original.duration.toFixed(2)} s`),
    meta: { numeric: true },
  },
];

export function ExecutionsTable() {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: queryKeys.executions.list(page),
    queryFn: () => call(api.GET("/ai/executions", { params: { query: { page, limit: LIMIT } } })),
    refetchInterval: (query) => (query.state.data?.data.some((e) => e.status === "queued" || e.status === "running") ? 2000 : false),
  });
  if (q.error) return <p className="text-sm text-destructive-text">Could not load executions: {q.error.message}</p>;
  return (
    <DataTable
      caption="Your executions"
      columns={columns}
      data={q.data?.data ?? []}
      rowHref={(e) => `/dashboard/executions/${e.id}`}
      empty={q.isPending ? "Loading executions…" : "No executions yet. Run a prompt or workflow from one of your purchases."}
      serverPages={{ page, pageCount: Math.max(1, Math.ceil((q.data?.meta?.total ?? 0) / LIMIT)), onPageChange: setPage }}
    />
  );
}
