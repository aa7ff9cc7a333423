"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { formatDate, formatMoney } from "@/lib/purchases/format";
import type { PurchaseView } from "@/lib/purchases/views";
import { StatusBadge } from "../status-badge";
import { RefundForm } from "./refund-form";

export function PurchaseDetail({ orderId }: { orderId: string }) {
  const q = useQuery({
    queryKey: ["purchase", orderId],
    queryFn: async () => (await apiFetch<PurchaseView>(`/purchases/${orderId}`)).data,
  });
  if (q.isPending) return <p className="text-slate-500">Loading…</p>;
  if (q.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load this purchase: {q.error.message}
      </p>
    );
  const p = q.data;
  const asBuyer = p.downloadUrl !== undefined;
  return (
    <div className="space-y-6">
      <div>
        <Link href={asBuyer ? "/dashboard/purchases" : "/dashboard/sales"} className="text-sm text-brand-600">
          ← Back
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{p.product.title}</h1>
        <p className="text-slate-600">
          Order <code>{p.orderId}</code> · {formatDate(p.createdAt)} · <StatusBadge status={p.status} />
        </p>
      </div>
      <dl className="grid max-w-lg grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-500">Amount</dt>
        <dd>{formatMoney(p.amount, p.currency)}</dd>
        <dt className="text-slate-500">Seller</dt>
        <dd>{p.seller.name}</dd>
        {p.paymentMethod && (
          <>
            <dt className="text-slate-500">Paid with</dt>
            <dd className="capitalize">
              {p.paymentMethod.brand} •••• {p.paymentMethod.last4}
            </dd>
          </>
        )}
        {p.breakdown && (
          <>
            <dt className="text-slate-500">Platform fee</dt>
            <dd>{formatMoney(p.breakdown.platformFee, p.currency)}</dd>
            <dt className="text-slate-500">Your net</dt>
            <dd>{formatMoney(p.breakdown.sellerNet, p.currency)}</dd>
          </>
        )}
        {p.refund && (
          <>
            <dt className="text-slate-500">Refunded</dt>
            <dd>
              {formatMoney(p.refund.amount, p.currency)} on {formatDate(p.refund.createdAt)} ({p.refund.reason})
            </dd>
          </>
        )}
      </dl>
      {asBuyer && (
        <div className="flex flex-wrap gap-3">
          {p.status === "completed" ? (
            <>
              <Link href={`/dashboard/run/${p.product.id}`} className="rounded bg-brand-600 px-4 py-2 text-white">
                Run
              </Link>
              <a href={p.downloadUrl} className="rounded border border-slate-300 px-4 py-2">
                Download
              </a>
            </>
          ) : (
            <p className="rounded bg-slate-100 px-4 py-2 text-slate-600">Access revoked: this purchase was refunded.</p>
          )}
          <a href={p.receipt?.url} target="_blank" rel="noreferrer" className="rounded border border-slate-300 px-4 py-2">
            Receipt
          </a>
          <a href={p.receipt?.pdf} target="_blank" rel="noreferrer" className="rounded border border-slate-300 px-4 py-2">
            Receipt (PDF)
          </a>
        </div>
      )}
      {asBuyer && p.refundableUntil && <RefundForm orderId={p.orderId} refundableUntil={p.refundableUntil} />}
    </div>
  );
}
