"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, DownloadIcon, FileTextIcon, PlayIcon } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { formatDateTime, formatMoney, orderStatusLabel, productTypeLabel, refundReasonLabel } from "@/lib/format";
import type { PurchaseView } from "@/lib/purchases/views";
import { DashboardNotFound } from "../../_shell/dashboard-not-found";
import { QueryState } from "../../_shell/query-state";
import { RefundForm } from "./refund-form";

export function PurchaseDetail({ orderId }: { orderId: string }) {
  const q = useQuery({
    queryKey: ["purchase", orderId],
    queryFn: async () => (await apiFetch<PurchaseView>(`/purchases/${orderId}`)).data,
  });
  useEffect(() => {
    if (q.data) document.title = `${q.data.product.title} · Order · Dashboard · Promptly`;
  }, [q.data]);
  if (q.error instanceof ApiClientError && q.error.status === 404) {
    return <DashboardNotFound what="purchase" back={{ href: "/dashboard/purchases", label: "Back to purchases" }} />;
  }
  return (
    <QueryState query={q} what="this order">
      {(p) => {
        const asBuyer = p.downloadUrl !== undefined;
        return (
          <div className="space-y-6">
            <div>
              <Button variant="link" size="sm" className="-ml-3" asChild>
                <Link href={asBuyer ? "/dashboard/purchases" : "/dashboard/sales"}>
                  <ArrowLeftIcon aria-hidden />
                  {asBuyer ? "Purchases" : "Sales"}
                </Link>
              </Button>
              <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words">{p.product.title}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span>{productTypeLabel(p.product.type)}</span>·<span>{formatDateTime(p.createdAt)}</span>
                <StatusBadge status={p.status} label={orderStatusLabel(p.status)} />
              </p>
            </div>
            {p.update && (
              <Card className="max-w-lg border-emerald-200 py-4" aria-label="Product update">
                <CardContent>
                  <p className="font-medium">Updated to {p.update.version}</p>
                  <p className="text-xs text-slate-600">
                    Released {formatDateTime(p.update.releasedAt)}. Runs use it unless you pick an earlier version.
                  </p>
                  {p.update.changelog && <p className="mt-2 text-sm whitespace-pre-wrap break-words">{p.update.changelog}</p>}
                </CardContent>
              </Card>
            )}
            <Card className="max-w-lg py-4">
              <CardContent>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
                  <dt className="text-slate-600">Order</dt>
                  <dd className="font-mono text-xs break-all">{p.orderId}</dd>
                  <dt className="text-slate-600">Amount</dt>
                  <dd>{formatMoney(p.amount, p.currency)}</dd>
                  <dt className="text-slate-600">{asBuyer ? "Seller" : "Buyer"}</dt>
                  <dd>{asBuyer ? p.seller.name : p.buyer.name}</dd>
                  {p.paymentMethod && (
                    <>
                      <dt className="text-slate-600">Paid with</dt>
                      <dd>
                        {p.paymentMethod.brand.charAt(0).toUpperCase() + p.paymentMethod.brand.slice(1)} ending {p.paymentMethod.last4}
                      </dd>
                    </>
                  )}
                  {p.breakdown && (
                    <>
                      <dt className="text-slate-600">Platform fee</dt>
                      <dd>{formatMoney(p.breakdown.platformFee, p.currency)}</dd>
                      <dt className="text-slate-600">Your net</dt>
                      <dd>{formatMoney(p.breakdown.sellerNet, p.currency)}</dd>
                    </>
                  )}
                  {p.refund && (
                    <>
                      <dt className="text-slate-600">Refunded</dt>
                      <dd>
                        {formatMoney(p.refund.amount, p.currency)} on {formatDateTime(p.refund.createdAt)}:{" "}
                        {refundReasonLabel(p.refund.reason)}
                      </dd>
                    </>
                  )}
                </dl>
              </CardContent>
            </Card>
            {asBuyer && (
              <div className="flex flex-wrap gap-2">
                {p.status === "completed" ? (
                  <>
                    <Button asChild>
                      <Link href={`/dashboard/run/${p.product.id}`}>
                        <PlayIcon aria-hidden />
                        Run
                      </Link>
                    </Button>
                    <Button variant="outline" asChild>
                      <a href={p.downloadUrl}>
                        <DownloadIcon aria-hidden />
                        Download
                      </a>
                    </Button>
                  </>
                ) : (
                  <Alert variant="info">Access revoked: this purchase was refunded.</Alert>
                )}
                <Button variant="outline" asChild>
                  <a href={p.receipt?.url} target="_blank" rel="noreferrer">
                    <FileTextIcon aria-hidden />
                    Receipt
                  </a>
                </Button>
                <Button variant="outline" asChild>
                  <a href={p.receipt?.pdf} target="_blank" rel="noreferrer">
                    Receipt (PDF)
                  </a>
                </Button>
              </div>
            )}
            {asBuyer && p.refundableUntil && (
              <RefundForm
                orderId={p.orderId}
                refundableUntil={p.refundableUntil}
                amount={p.amount}
                currency={p.currency}
                title={p.product.title}
              />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
