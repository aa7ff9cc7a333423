"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { formatDate, formatMoney } from "@/lib/purchases/format";
import type { PurchaseView } from "@/lib/purchases/views";
import { StatusBadge } from "./status-badge";

const FILTERS = ["all", "completed", "refunded"] as const;
const LIMIT = 20;

export default function PurchasesPage() {
  const [status, setStatus] = useState<(typeof FILTERS)[number]>("all");
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ["purchases", status, page],
    queryFn: () => apiFetch<PurchaseView[]>(`/purchases?status=${status}&page=${page}&limit=${LIMIT}`),
  });
  const total = q.data?.meta?.total ?? 0;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Purchases</h1>
      <div className="flex gap-2" role="tablist">
        {FILTERS.map((f) => (
          <button
            key={f}
            role="tab"
            aria-selected={status === f}
            onClick={() => {
              setStatus(f);
              setPage(1);
            }}
            className={`rounded px-3 py-1 text-sm capitalize ${status === f ? "bg-brand-600 text-white" : "border border-slate-300"}`}
          >
            {f}
          </button>
        ))}
      </div>
      {q.isPending && <p className="text-slate-500">Loading…</p>}
      {q.isError && (
        <p role="alert" className="text-red-700">
          Could not load purchases: {q.error.message}
        </p>
      )}
      {q.data?.data.length === 0 && (
        <p className="text-slate-500">
          No purchases yet.{" "}
          <Link href="/products" className="text-brand-600 underline">
            Browse the catalog
          </Link>
          .
        </p>
      )}
      {!!q.data?.data.length && (
        <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
          <thead className="text-left text-slate-500">
            <tr>
              <th className="p-3">Product</th>
              <th className="p-3">Date</th>
              <th className="p-3">Amount</th>
              <th className="p-3">Status</th>
              <th className="p-3">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {q.data.data.map((p) => (
              <tr key={p.orderId}>
                <td className="p-3">
                  <Link href={`/dashboard/purchases/${p.orderId}`} className="font-medium text-brand-600 hover:underline">
                    {p.product.title}
                  </Link>
                </td>
                <td className="p-3 text-slate-600">{formatDate(p.createdAt)}</td>
                <td className="p-3">{formatMoney(p.amount, p.currency)}</td>
                <td className="p-3">
                  <StatusBadge status={p.status} />
                </td>
                <td className="p-3">
                  <span className="flex flex-wrap gap-3">
                    {p.status === "completed" && (
                      <a href={p.downloadUrl} className="text-brand-600 hover:underline">
                        Download
                      </a>
                    )}
                    <a href={p.receipt?.url} target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
                      Receipt
                    </a>
                    <a href={p.receipt?.pdf} target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
                      PDF
                    </a>
                    {p.refundableUntil && (
                      <Link href={`/dashboard/purchases/${p.orderId}#refund`} className="text-brand-600 hover:underline">
                        Refund
                      </Link>
                    )}
                    {p.status === "completed" && (
                      <Link href={`/products/${p.product.id}#reviews`} className="text-brand-600 hover:underline">
                        Review
                      </Link>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > LIMIT && (
        <div className="flex items-center gap-3 text-sm">
          <button
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
            className="rounded border border-slate-300 px-3 py-1 disabled:opacity-40"
          >
            Previous
          </button>
          <span>
            Page {page} of {Math.ceil(total / LIMIT)}
          </span>
          <button
            disabled={page * LIMIT >= total}
            onClick={() => setPage(page + 1)}
            className="rounded border border-slate-300 px-3 py-1 disabled:opacity-40"
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
