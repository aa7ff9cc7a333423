"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ProductAnalytics } from "@/lib/analytics/product-analytics";
import { Empty, Section, Stat } from "./section";
import { formatCount, formatMoney, formatPercent } from "./format";

export function ProductsSection({
  query,
  onSelectProduct,
}: {
  query: UseQueryResult<ProductAnalytics>;
  onSelectProduct: (id: string) => void;
}) {
  const data = query.data;
  const active = data?.timeline.some((b) => b.sales || b.views || b.revenue);
  return (
    <Section title="Sales and views" query={query}>
      {data && (
        <>
          <div className="grid grid-cols-2 md:grid-cols-5 gap-3 mb-6">
            <Stat
              label="Revenue"
              value={formatMoney(data.summary.totalRevenue)}
              hint="Paid by buyers minus refunds, before platform fees"
            />
            <Stat label="Net revenue" value={formatMoney(data.summary.netRevenue)} hint="Your share after platform fees" />
            <Stat label="Sales" value={formatCount(data.summary.totalSales)} hint="Orders not refunded" />
            <Stat label="Avg. order" value={formatMoney(data.summary.avgOrderValue)} />
            <Stat label="Conversion" value={formatPercent(data.summary.conversionRate)} hint="Sales / views" />
          </div>
          {active ? (
            <figure aria-label="Revenue, sales and views over time">
              <ResponsiveContainer width="100%" height={300}>
                <ComposedChart data={data.timeline} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                  <XAxis dataKey="date" fontSize={12} />
                  <YAxis yAxisId="money" fontSize={12} />
                  <YAxis yAxisId="count" orientation="right" fontSize={12} allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Bar yAxisId="money" dataKey="revenue" name="Revenue" fill="#6366f1" />
                  <Line yAxisId="count" dataKey="sales" name="Sales" stroke="#059669" dot={false} />
                  <Line yAxisId="count" dataKey="views" name="Views" stroke="#f59e0b" dot={false} />
                </ComposedChart>
              </ResponsiveContainer>
              <TimelineTable data={data} />
            </figure>
          ) : (
            <Empty>No sales or views in this range yet.</Empty>
          )}
          <h3 className="mt-6 mb-2 font-medium">Top products</h3>
          {data.topProducts.length ? (
            <table className="w-full text-sm">
              <thead className="text-left text-slate-500">
                <tr>
                  <th className="py-1">Product</th>
                  <th className="py-1 text-right">Revenue</th>
                  <th className="py-1 text-right">Sales</th>
                </tr>
              </thead>
              <tbody>
                {data.topProducts.map((p) => (
                  <tr key={p.id} className="border-t border-slate-100">
                    <td className="py-1">
                      <button type="button" className="text-brand-600 hover:underline" onClick={() => onSelectProduct(p.id)}>
                        {p.title}
                      </button>
                    </td>
                    <td className="py-1 text-right tabular-nums">{formatMoney(p.revenue)}</td>
                    <td className="py-1 text-right tabular-nums">{formatCount(p.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Empty>No product sold in this range.</Empty>
          )}
        </>
      )}
    </Section>
  );
}

/** The chart's numbers as text, for screen readers and for anyone who wants exact figures. */
function TimelineTable({ data }: { data: ProductAnalytics }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-600">Show as table</summary>
      <table className="mt-2 w-full" aria-label="Timeline">
        <thead className="text-left text-slate-500">
          <tr>
            <th>Period starting</th>
            <th className="text-right">Revenue</th>
            <th className="text-right">Sales</th>
            <th className="text-right">Views</th>
          </tr>
        </thead>
        <tbody>
          {data.timeline.map((b) => (
            <tr key={b.date} className="border-t border-slate-100">
              <td>{b.date}</td>
              <td className="text-right tabular-nums">{formatMoney(b.revenue)}</td>
              <td className="text-right tabular-nums">{formatCount(b.sales)}</td>
              <td className="text-right tabular-nums">{formatCount(b.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
