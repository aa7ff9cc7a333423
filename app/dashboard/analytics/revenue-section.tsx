"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { RevenueAnalytics } from "@/lib/analytics/revenue-analytics";
import { Empty, Section, Stat } from "./section";
import { formatCount, formatMoney } from "./format";

type Split = Omit<RevenueAnalytics["byProductType"][number], "type">;

export function RevenueSection({ query }: { query: UseQueryResult<RevenueAnalytics> }) {
  const data = query.data;
  return (
    <Section title="Revenue breakdown" query={query}>
      {data && (
        <>
          <div className="grid grid-cols-2 md:grid-cols-6 gap-3 mb-6">
            <Stat label="Gross" value={formatMoney(data.summary.grossRevenue)} />
            <Stat label="Refunds" value={formatMoney(data.summary.refunds)} />
            <Stat label="Platform fees" value={formatMoney(data.summary.platformFees)} />
            <Stat label="Net" value={formatMoney(data.summary.netRevenue)} />
            <Stat label="Payouts" value={formatMoney(data.summary.payoutsPaid)} />
            <Stat label="Balance" value={formatMoney(data.summary.balance)} hint="Ledger balance at the end of the range" />
          </div>
          {data.summary.grossRevenue > 0 ? (
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={data.timeline} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                <XAxis dataKey="date" fontSize={12} />
                <YAxis fontSize={12} />
                <Tooltip />
                <Legend />
                <Bar dataKey="netRevenue" name="Net" stackId="gross" fill="#059669" />
                <Bar dataKey="platformFees" name="Platform fees" stackId="gross" fill="#94a3b8" />
                <Bar dataKey="refunds" name="Refunds" stackId="gross" fill="#ef4444" />
              </BarChart>
            </ResponsiveContainer>
          ) : (
            <Empty>No sales in this range yet.</Empty>
          )}
          <div className="grid md:grid-cols-2 gap-6 mt-6">
            <SplitTable title="By product type" rows={data.byProductType.map((r) => ({ label: r.type, ...r }))} />
            {data.byCurrency && <SplitTable title="By currency" rows={data.byCurrency.map((r) => ({ label: r.currency, ...r }))} />}
          </div>
        </>
      )}
    </Section>
  );
}

function SplitTable({ title, rows }: { title: string; rows: (Split & { label: string })[] }) {
  if (!rows.length) return null;
  return (
    <div>
      <h3 className="mb-2 font-medium">{title}</h3>
      <table className="w-full text-sm">
        <thead className="text-left text-slate-500">
          <tr>
            <th />
            <th className="text-right">Gross</th>
            <th className="text-right">Refunds</th>
            <th className="text-right">Fees</th>
            <th className="text-right">Net</th>
            <th className="text-right">Sales</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-slate-100 tabular-nums">
              <td>{r.label}</td>
              <td className="text-right">{formatMoney(r.grossRevenue)}</td>
              <td className="text-right">{formatMoney(r.refunds)}</td>
              <td className="text-right">{formatMoney(r.platformFees)}</td>
              <td className="text-right">{formatMoney(r.netRevenue)}</td>
              <td className="text-right">{formatCount(r.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
