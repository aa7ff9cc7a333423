"use client";

import { useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { StatusBadge } from "@/components/ui/status-badge";
import { api, call } from "@/lib/api-client/browser";
import { categoryLabel, productStatusLabel, productTypeLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { formatCount, formatRating, pluralize } from "@/lib/format/numbers";
import { QueryState } from "../_shell/query-state";
import { LifecycleActions } from "./_components/lifecycle-actions";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ProductListItem } from "@/lib/api-client/types";

const columns: ColumnDef<ProductListItem, unknown>[] = [
  {
    id: "title",
    header: "Product",
    accessorFn: (p) => p.title,
    meta: { primary: true },
  },
  { id: "type", header: "Type", accessorFn: (p) => `${productTypeLabel(p.type)} · ${categoryLabel(p.category)}` },
  {
    id: "status",
    header: "Status",
    accessorFn: (p) => p.status,
    cell: ({ row }) => <StatusBadge status={row.original.status} label={productStatusLabel(row.original.status)} />,
  },
  {
    id: "price",
    header: "Price",
    accessorFn: (p) => p.price,
    cell: ({ row }) => formatMoney(row.original.price, row.original.currency),
    meta: { numeric: true },
  },
  {
    id: "sales",
    header: "Sales",
    accessorFn: (p) => p.stats.purchases,
    cell: ({ row }) => formatCount(row.original.stats.purchases),
    meta: { numeric: true },
  },
  {
    id: "views",
    header: "Views",
    accessorFn: (p) => p.stats.views,
    cell: ({ row }) => formatCount(row.original.stats.views),
    meta: { numeric: true },
  },
  {
    id: "rating",
    header: "Rating",
    accessorFn: (p) => p.rating.average,
    cell: ({ row }) => {
      const r = row.original.rating;
      return r.count ? `${formatRating(r.average)} (${pluralize(r.count, "review")})` : "No reviews";
    },
  },
  {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    cell: ({ row }) => <LifecycleActions productId={row.original.id} status={row.original.status} title={row.original.title} />,
  },
];

export function MyProducts() {
  const products = useQuery({
    queryKey: queryKeys.products.mine(),
    queryFn: async () => (await call(api.GET("/products", { params: { query: { author: "me", sort: "newest", limit: 100 } } }))).data,
  });
  return (
    <div>
      <PageHeader
        title="My products"
        description="Drafts, live products and their numbers. Open one to edit it, add images and files, or publish it."
        actions={
          <Button asChild>
            <Link href="/dashboard/products/new">
              <PlusIcon aria-hidden />
              New product
            </Link>
          </Button>
        }
      />
      <QueryState query={products} what="your products">
        {(list) => (
          <DataTable
            caption="Your products"
            columns={columns}
            data={list}
            rowHref={(p) => `/dashboard/products/${p.id}`}
            empty={
              <>
                No products yet.{" "}
                <Link href="/dashboard/products/new" className="text-link underline">
                  Create your first one
                </Link>
              </>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
