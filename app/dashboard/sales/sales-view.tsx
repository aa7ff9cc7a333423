"use client";

import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { api, call } from "@/lib/api-client/browser";
import { formatDate } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { QueryState } from "../_shell/query-state";
import { OrderFilterTabs, orderColumns, type OrderFilter } from "../purchases/order-columns";
import { PayoutAccount } from "./payout-account";
import { RefundRequests } from "./refund-requests";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { Payout } from "@/lib/api-client/types";

const LIMIT = 20;
const saleColumns = orderColumns("seller");
const payoutColumns: ColumnDef<Payout, unknown>[] = [
  {
    id: "period",
    header: "Period",
    accessorFn: (p) => p.period.start,
    cell: ({ row }) => `${formatDate(row.original.period.start)} – ${formatDate(row.original.period.end)}`,
    meta: { primary: true },
  },
  { id: "paid", header: "Paid on", accessorFn: (p) => p.createdAt, cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: "amount",
    header: "Amount",
    accessorFn: (p) => p.amount,
    cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
    meta: { numeric: true },
  },
  {
    id: "transfer",
    header: "Transfer",
    accessorFn: (p) => p.transfer?.status ?? "",
    cell: ({ row }) => {
      const t = row.original.transfer;
      if (!t) return "—";
      if (t.status === "sent") return "Sent to your Stripe account";
      return (
        <span className="text-destructive-text" data-testid="transfer-failure">
          Not sent yet. {t.failureReason}
        </span>
      );
    },
  },
];

export function SalesView({ stripePayouts }: { stripePayouts: boolean }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderFilter>("all");
  const balances = useQuery({ queryKey: queryKeys.balance.all, queryFn: async () => (await call(api.GET("/balance"))).data });
  const payouts = useQuery({ queryKey: queryKeys.payouts.all, queryFn: async () => (await call(api.GET("/payouts"))).data });
  const sales = useQuery({
    queryKey: queryKeys.sales.list(status, page),
    queryFn: () => call(api.GET("/sales", { params: { query: { status, page, limit: LIMIT } } })),
  });

  return (
    <div className="space-y-8">
      <PageHeader
        title="Sales"
        description="Your balance, refund requests to answer, the payouts sent to you, and every order of your products."
      />
      <section aria-labelledby="balance-heading" className="space-y-3">
        <h2 id="balance-heading" className="text-lg font-semibold">
          Balance
        </h2>
        <QueryState query={balances} what="your balance" rows={1}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">No earnings yet. Your balance appears with your first sale.</p>
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                {list.map((b) => (
                  <Card key={b.currency} data-testid="balance">
                    <CardHeader>
                      <CardDescription>Available, {b.currency}</CardDescription>
                      <CardTitle className="text-3xl tabular-nums">{formatMoney(b.balance, b.currency)}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <dl className="grid grid-cols-2 gap-1 text-sm text-muted-foreground">
                        <dt>Sales (net)</dt>
                        <dd className="text-right tabular-nums">{formatMoney(b.sales, b.currency)}</dd>
                        <dt>Referrals</dt>
                        <dd className="text-right tabular-nums">{formatMoney(b.referrals, b.currency)}</dd>
                        <dt>Refunds</dt>
                        <dd className="text-right tabular-nums">{formatMoney(b.refunds, b.currency)}</dd>
                        <dt>Paid out</dt>
                        <dd className="text-right tabular-nums">{formatMoney(b.payouts, b.currency)}</dd>
                        {b.disputes !== 0 && (
                          <>
                            <dt title="Your share of disputed orders: held while the bank decides, kept out if the dispute is lost">
                              Held or lost to disputes
                            </dt>
                            <dd className="text-right tabular-nums" data-testid="balance-disputes">
                              {formatMoney(b.disputes, b.currency)}
                            </dd>
                          </>
                        )}
                      </dl>
                    </CardContent>
                  </Card>
                ))}
              </div>
            )
          }
        </QueryState>
      </section>
      {stripePayouts && (
        <Suspense>
          <PayoutAccount />
        </Suspense>
      )}
      <RefundRequests />
      <section aria-labelledby="orders-heading" className="space-y-3">
        <h2 id="orders-heading" className="text-lg font-semibold">
          Orders
        </h2>
        <OrderFilterTabs
          label="Filter orders"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        >
          <QueryState query={sales} what="your orders">
            {(res) => (
              <DataTable
                caption="Orders of your products"
                columns={saleColumns}
                data={res.data}
                rowHref={(o) => `/dashboard/purchases/${o.orderId}`}
                serverPages={{ page, pageCount: Math.ceil((res.meta?.total ?? 0) / LIMIT), onPageChange: setPage }}
                empty={
                  status === "all"
                    ? "No orders yet. When someone buys one of your products it shows here."
                    : status === "disputed"
                      ? "No disputed orders."
                      : "Nothing here."
                }
              />
            )}
          </QueryState>
        </OrderFilterTabs>
      </section>
      <section aria-labelledby="payouts-heading" className="space-y-3">
        <h2 id="payouts-heading" className="text-lg font-semibold">
          Payouts
        </h2>
        <QueryState query={payouts} what="payouts">
          {(list) => (
            <DataTable
              caption="Payouts"
              columns={payoutColumns}
              data={list}
              pageSize={10}
              empty="No payouts yet. Payouts run every Monday for the week before."
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
