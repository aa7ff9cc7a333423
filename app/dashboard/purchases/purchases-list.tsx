"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { api, call } from "@/lib/api-client/browser";
import { QueryState } from "../_shell/query-state";
import { OrderFilterTabs, orderColumns, type OrderFilter } from "./order-columns";
import { queryKeys } from "@/lib/api-client/query-keys";

const LIMIT = 20;
const columns = orderColumns("buyer");

export function PurchasesList() {
  const [status, setStatus] = useState<OrderFilter>("all");
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: queryKeys.purchases.list(status, page),
    queryFn: () => call(api.GET("/purchases", { params: { query: { status, page, limit: LIMIT } } })),
  });

  return (
    <div>
      <PageHeader
        title="Purchases"
        description="Everything you bought: open one to run it, download it, get the receipt or ask for a refund."
      />
      <OrderFilterTabs
        label="Filter purchases"
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      >
        <QueryState query={q} what="your purchases">
          {(res) => (
            <DataTable
              caption="Purchases"
              columns={columns}
              data={res.data}
              rowHref={(p) => `/dashboard/purchases/${p.orderId}`}
              serverPages={{ page, pageCount: Math.ceil((res.meta?.total ?? 0) / LIMIT), onPageChange: setPage }}
              empty={
                <>
                  {status === "all" ? "No purchases yet." : "Nothing here."}{" "}
                  <Link href="/products" className="text-link underline">
                    Browse the catalog
                  </Link>
                </>
              }
            />
          )}
        </QueryState>
      </OrderFilterTabs>
    </div>
  );
}
