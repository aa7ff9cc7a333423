"use client";

import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { api, call } from "@/lib/api-client/browser";
import { formatDate } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { Customer } from "@/lib/api-client/types";
import { CustomerEntitlements } from "./customer-entitlements";

const LIMIT = 20;

const columns: ColumnDef<Customer, unknown>[] = [
  {
    id: "customer",
    header: "Customer",
    accessorFn: (c) => c.name,
    cell: ({ row }) => (
      <div className="flex min-w-0 flex-col">
        <span className="font-medium">{row.original.name}</span>
        <span className="truncate text-muted-foreground">{row.original.email}</span>
      </div>
    ),
    meta: { primary: true },
  },
  { id: "orders", header: "Orders", accessorFn: (c) => c.orders, meta: { numeric: true } },
  {
    id: "spent",
    header: "Spent",
    accessorFn: (c) => c.spent[0]?.amount ?? 0,
    cell: ({ row }) => row.original.spent.map((s) => formatMoney(s.amount, s.currency)).join(" · "),
    meta: { numeric: true },
  },
  {
    id: "first",
    header: "First purchase",
    accessorFn: (c) => c.firstPurchaseAt,
    cell: ({ row }) => formatDate(row.original.firstPurchaseAt),
  },
  { id: "last", header: "Last purchase", accessorFn: (c) => c.lastPurchaseAt, cell: ({ row }) => formatDate(row.original.lastPurchaseAt) },
  {
    id: "products",
    header: "Products",
    accessorFn: (c) => c.products.length,
    cell: ({ row }) => row.original.products.map((p) => p.title).join(", "),
  },
  {
    id: "access",
    header: "Access",
    enableSorting: false,
    cell: ({ row }) => <CustomerEntitlements buyerId={row.original.id} name={row.original.name} />,
  },
];

/** Everyone who bought from the seller, with the two CSV exports (customers, and every sale). */
export function CustomersView() {
  const [page, setPage] = useState(1);
  const customers = useQuery({
    queryKey: queryKeys.customers.list(page),
    queryFn: () => call(api.GET("/customers", { params: { query: { page, limit: LIMIT } } })),
  });
  const exportLink = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Customers"
        description="Everyone who bought one of your products. Their email addresses are shown to you alone, the seller."
        actions={
          <>
            <a className={exportLink} href="/api/v1/customers/export" download>
              <DownloadIcon aria-hidden /> Customers CSV
            </a>
            <a className={exportLink} href="/api/v1/sales/export" download>
              <DownloadIcon aria-hidden /> Sales CSV
            </a>
          </>
        }
      />
      <QueryState query={customers} what="your customers">
        {(res) => (
          <DataTable
            caption="Your customers"
            columns={columns}
            data={res.data}
            serverPages={{ page, pageCount: Math.ceil((res.meta?.total ?? 0) / LIMIT), onPageChange: setPage }}
            empty="No customers yet. Everyone who buys one of your products shows here."
          />
        )}
      </QueryState>
    </div>
  );
}
