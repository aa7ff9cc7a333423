"use client";

import type { ReactNode } from "react";
import type { ColumnDef } from "@/components/ui/data-table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDate } from "@/lib/format/dates";
import { orderStatusLabel, productTypeLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import type { Purchase } from "@/lib/api-client/types";

/** The status filters of the order lists (Purchases and Sales), as GET /purchases and GET /sales take them. */
export const ORDER_FILTERS = [
  { value: "all", label: "All" },
  { value: "completed", label: "Paid" },
  { value: "refunded", label: "Refunded" },
  { value: "disputed", label: "Disputed" },
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number]["value"];

/** The status tabs over an order list (Purchases and Sales), the list itself inside. */
export function OrderFilterTabs({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: OrderFilter;
  onChange: (value: OrderFilter) => void;
  children: ReactNode;
}) {
  return (
    <Tabs value={value} onValueChange={(v) => onChange(v as OrderFilter)}>
      <TabsList aria-label={label}>
        {ORDER_FILTERS.map((f) => (
          <TabsTrigger key={f.value} value={f.value}>
            {f.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  );
}

/** Columns shared by Purchases (buyer) and Sales (seller); `side` adds the other party or the seller's net. */
export function orderColumns(side: "buyer" | "seller"): ColumnDef<Purchase, unknown>[] {
  return [
    {
      id: "product",
      header: "Product",
      accessorFn: (p) => p.product.title,
      meta: { primary: true },
      cell: ({ row }) => (
        <span>
          {row.original.product.title}
          {row.original.update && (
            <span className="block text-xs font-normal text-success-text">Updated to {row.original.update.version}</span>
          )}
        </span>
      ),
    },
    side === "seller"
      ? { id: "buyer", header: "Buyer", accessorFn: (p) => p.buyer.name }
      : { id: "type", header: "Type", accessorFn: (p) => productTypeLabel(p.product.type) },
    { id: "date", header: "Date", accessorFn: (p) => p.createdAt, cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: "amount",
      header: "Amount",
      accessorFn: (p) => p.amount,
      cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
      meta: { numeric: true },
    },
    ...(side === "seller"
      ? [
          {
            id: "net",
            header: "Your net",
            accessorFn: (p: Purchase) => p.breakdown?.sellerNet ?? 0,
            cell: ({ row }: { row: { original: Purchase } }) =>
              row.original.breakdown ? formatMoney(row.original.breakdown.sellerNet, row.original.currency) : "—",
            meta: { numeric: true },
          } satisfies ColumnDef<Purchase, unknown>,
        ]
      : []),
    {
      id: "status",
      header: "Status",
      accessorFn: (p) => p.status,
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          label={orderStatusLabel(row.original.status, row.original.refundedAmount, row.original.dispute?.status, side === "buyer")}
        />
      ),
    },
  ];
}
