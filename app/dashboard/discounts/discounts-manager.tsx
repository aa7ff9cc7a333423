"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { showApiError } from "@/components/ui/form";
import { PageHeader } from "@/components/ui/page-header";
import { StatusBadge } from "@/components/ui/status-badge";
import { api, call } from "@/lib/api-client/browser";
import { formatDate } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { QueryState } from "../_shell/query-state";
import { CreateDiscountForm } from "./create-discount-form";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { Discount } from "@/lib/api-client/types";

/** A discount's state in words, as a buyer entering it would find it now. */
function discountState(d: Discount): { status: string; label: string } {
  const now = Date.now();
  if (d.endsAt && Date.parse(d.endsAt) <= now) return { status: "EXPIRED", label: "Ended" };
  if (d.startsAt && Date.parse(d.startsAt) > now) return { status: "PENDING", label: "Not started" };
  if (d.maxRedemptions !== null && d.redemptions >= d.maxRedemptions) return { status: "EXPIRED", label: "Used up" };
  return { status: "ACTIVE", label: "Active" };
}

const offText = (d: Discount) =>
  d.type === "percentage"
    ? `${((d.basisPoints ?? 0) / 100).toLocaleString("en-US")} % off`
    : `${formatMoney(d.amount ?? 0, d.currency ?? "USD")} off`;

export function DiscountsManager() {
  const qc = useQueryClient();
  const discounts = useQuery({
    queryKey: queryKeys.discounts.all,
    queryFn: async () => (await call(api.GET("/discounts", { params: { query: { limit: 100 } } }))).data,
  });
  const remove = useMutation({
    mutationFn: (d: Discount) => call(api.DELETE("/discounts/{discountId}", { params: { path: { discountId: d.id } } })),
    onSuccess: (_r, d) => {
      toast.success(`Discount ${d.code} deleted`, { description: "Buyers can no longer use it; past orders keep it." });
      return qc.invalidateQueries({ queryKey: queryKeys.discounts.all });
    },
    onError: (e) => showApiError(null, e, "The discount was not deleted"),
  });

  const columns: ColumnDef<Discount, unknown>[] = [
    {
      id: "code",
      header: "Code",
      accessorFn: (d) => d.code,
      cell: ({ row }) => <code className="font-mono text-sm">{row.original.code}</code>,
      meta: { primary: true },
    },
    { id: "off", header: "Discount", accessorFn: (d) => offText(d), enableSorting: false },
    {
      id: "products",
      header: "Products",
      accessorFn: (d) => d.productIds?.length ?? 0,
      cell: ({ row }) => (row.original.productIds ? `${row.original.productIds.length} picked` : "All products"),
    },
    {
      id: "redemptions",
      header: "Used",
      accessorFn: (d) => d.redemptions,
      cell: ({ row }) =>
        row.original.maxRedemptions === null
          ? `${row.original.redemptions}`
          : `${row.original.redemptions} of ${row.original.maxRedemptions}`,
      meta: { numeric: true },
    },
    {
      id: "ends",
      header: "Ends",
      accessorFn: (d) => d.endsAt ?? "",
      cell: ({ row }) => (row.original.endsAt ? formatDate(row.original.endsAt) : "Never"),
    },
    {
      id: "state",
      header: "Status",
      accessorFn: (d) => discountState(d).label,
      cell: ({ row }) => <StatusBadge {...discountState(row.original)} />,
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => (
        <ConfirmAction
          title={`Delete ${row.original.code}?`}
          destructive
          confirmLabel="Delete discount"
          onConfirm={() => remove.mutate(row.original)}
          consequence={<p>Buyers who enter it are told it does not exist. Orders that used it keep their price.</p>}
          trigger={
            <Button
              variant="outline"
              size="sm"
              className="text-destructive-text"
              disabled={remove.isPending && remove.variables?.id === row.original.id}
            >
              Delete
            </Button>
          }
        />
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Discounts"
        description="Codes buyers enter on a product page for a lower price: a launch offer, a thank-you, a bundle deal."
      />
      <CreateDiscountForm onCreated={() => void qc.invalidateQueries({ queryKey: queryKeys.discounts.all })} />
      <Card>
        <CardHeader>
          <CardTitle>Your discount codes</CardTitle>
          <CardDescription>Used counts orders that hold the code; a fully refunded order gives its use back.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState query={discounts} what="your discounts" rows={2}>
            {(list) => (
              <DataTable caption="Discount codes" columns={columns} data={list} empty="No discount codes yet. Create one above." />
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
