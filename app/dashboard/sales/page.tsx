"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { formatDate, formatMoney } from "@/lib/purchases/format";
import type { PurchaseView } from "@/lib/purchases/views";
import type { PayoutView } from "@/lib/payouts/run-payouts";
import { StatusBadge } from "../purchases/status-badge";

type Balance = { currency: string; balance: number; sales: number; referrals: number; refunds: number; payouts: number };
const LIMIT = 20;

export default function SalesPage() {
  const [page, setPage] = useState(1);
  const balances = useQuery({ queryKey: ["balance"], queryFn: async () => (await apiFetch<Balance[]>("/balance")).data });
  const payouts = useQuery({ queryKey: ["payouts"], queryFn: async () => (await apiFetch<PayoutView[]>("/payouts")).data });
  const sales = useQuery({ queryKey: ["sales", page], queryFn: () => apiFetch<PurchaseView[]>(`/sales?page=${page}&limit=${LIMIT}`) });
  const total = sales.data?.meta?.total ?? 0;

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Sales</h1>
      <section>
        <h2 className="mb-3 font-medium">Balance</h2>
        {balances.isPending && <p className="text-slate-500">Loading…</p>}
        {balances.isError && (
          <p role="alert" className="text-red-700">
            Could not load your balance: {balances.error.message}
          </p>
        )}
        {balances.data?.length === 0 && <p className="text-slate-500">No earnings yet.</p>}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {balances.data?.map((b) => (
            <div key={b.currency} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="balance">
              <div className="text-3xl font-semibold">{formatMoney(b.balance, b.currency)}</div>
              <div className="mt-2 grid grid-cols-2 gap-1 text-sm text-slate-600">
                <span>Sales (net)</span>
                <span>{formatMoney(b.sales, b.currency)}</span>
                <span>Referrals</span>
                <span>{formatMoney(b.referrals, b.currency)}</span>
                <span>Refunds</span>
                <span>{formatMoney(b.refunds, b.currency)}</span>
                <span>Paid out</span>
                <span>{formatMoney(b.payouts, b.currency)}</span>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 className="mb-3 font-medium">Payouts</h2>
        {payouts.isPending && <p className="text-slate-500">Loading…</p>}
        {payouts.isError && (
          <p role="alert" className="text-red-700">
            Could not load payouts: {payouts.error.message}
          </p>
        )}
        {payouts.data?.length === 0 && <p className="text-slate-500">No payouts yet. Payouts run weekly for the previous week.</p>}
        {!!payouts.data?.length && (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {payouts.data.map((p) => (
              <li key={p.id} className="flex justify-between p-3">
                <span>
                  {p.period.start} – {p.period.end}
                </span>
                <span>{formatMoney(p.amount, p.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="mb-3 font-medium">Orders</h2>
        {sales.isPending && <p className="text-slate-500">Loading…</p>}
        {sales.isError && (
          <p role="alert" className="text-red-700">
            Could not load orders: {sales.error.message}
          </p>
        )}
        {sales.data?.data.length === 0 && <p className="text-slate-500">No orders yet.</p>}
        {!!sales.data?.data.length && (
          <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="p-3">Product</th>
                <th className="p-3">Buyer</th>
                <th className="p-3">Date</th>
                <th className="p-3">Amount</th>
                <th className="p-3">Your net</th>
                <th className="p-3">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {sales.data.data.map((o) => (
                <tr key={o.orderId}>
                  <td className="p-3">
                    <Link href={`/dashboard/purchases/${o.orderId}`} className="text-brand-600 hover:underline">
                      {o.product.title}
                    </Link>
                  </td>
                  <td className="p-3">{o.buyer.name}</td>
                  <td className="p-3 text-slate-600">{formatDate(o.createdAt)}</td>
                  <td className="p-3">{formatMoney(o.amount, o.currency)}</td>
                  <td className="p-3">{o.breakdown && formatMoney(o.breakdown.sellerNet, o.currency)}</td>
                  <td className="p-3">
                    <StatusBadge status={o.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {total > LIMIT && (
          <div className="mt-3 flex items-center gap-3 text-sm">
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
      </section>
    </div>
  );
}
