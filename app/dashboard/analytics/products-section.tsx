"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Button } from "@/components/ui/button";
import type { Period } from "@/lib/analytics/range";
import { formatMoney } from "@/lib/format/money";
import { formatCount, formatPercent } from "@/lib/format/numbers";
import { CHART_COLORS, countAxisProps, moneyAxisProps, tooltipFormatter, tooltipLabel, xAxisProps } from "./chart";
import { Empty, Section, Stat } from "./section";
import type { ProductAnalytics } from "@/lib/api-client/types";

export function ProductsSection({
  query,
  currency,
  mixed,
  period,
  onSelectProduct,
}: {
  query: UseQueryResult<ProductAnalytics>;
  currency: string;
  /** The range holds sales in several currencies: the sales figures are those in `currency`, conversion counts all. */
  mixed: boolean;
  period: Period;
  onSelectProduct: (id: string) => void;
}) {
  const data = query.data;
  const active = data?.timeline.some((b) => b.sales || b.views || b.revenue);
  return (
    <Section title="Sales and views" query={query}>
      {data && (
        <>
          <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Stat label="Revenue" value={formatMoney(data.summary.totalRevenue, currency)} hint="Paid by buyers, minus refunds" />
            <Stat label="Net revenue" value={formatMoney(data.summary.netRevenue, currency)} hint="Your share after platform fees" />
            <Stat
              label="Sales"
              value={formatCount(data.summary.totalSales)}
              hint={mixed ? `Orders in ${currency} not refunded` : "Orders not refunded"}
            />
            <Stat label="Average order" value={formatMoney(data.summary.avgOrderValue, currency)} />
            <Stat
              label="Conversion"
              value={formatPercent(data.summary.conversionRate)}
              hint={mixed ? "Sales in every currency per product view" : "Sales per product view"}
            />
          </div>
          {active ? (
            <figure aria-label="Revenue, sales and views over time" className="min-w-0">
              <ResponsiveContainer width="100%" height={320}>
                <ComposedChart data={data.timeline} margin={{ top: 8, right: 4, bottom: 8, left: 4 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                  <XAxis {...xAxisProps(period)} />
                  <YAxis yAxisId="money" {...moneyAxisProps(currency, "Revenue")} />
                  <YAxis yAxisId="count" orientation="right" {...countAxisProps("Sales and views")} />
                  <Tooltip formatter={tooltipFormatter(currency, ["revenue"])} labelFormatter={tooltipLabel(period)} />
                  <Legend verticalAlign="top" height={28} />
                  <Bar yAxisId="money" dataKey="revenue" name="Revenue" fill={CHART_COLORS.revenue} isAnimationActive={false} />
                  <Line
                    yAxisId="count"
                    dataKey="sales"
                    name="Sales"
                    stroke={CHART_COLORS.sales}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                  <Line
                    yAxisId="count"
                    dataKey="views"
                    name="Views"
                    stroke={CHART_COLORS.views}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
              <figcaption className="sr-only">Every number of this chart is in the table below the revenue breakdown.</figcaption>
            </figure>
          ) : (
            <Empty>No sales or views in this range yet.</Empty>
          )}
          <h3 className="mt-6 mb-2 text-sm font-semibold">Top products</h3>
          {data.topProducts.length ? (
            <ul className="divide-y divide-border text-sm">
              {data.topProducts.map((p) => (
                <li key={p.id} className="flex flex-col gap-x-3 py-1.5 sm:flex-row sm:items-center sm:justify-between">
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto min-w-0 justify-start truncate px-0"
                    onClick={() => onSelectProduct(p.id)}
                  >
                    <span className="truncate">{p.title}</span>
                  </Button>
                  <span className="text-foreground tabular-nums sm:shrink-0">
                    {formatMoney(p.revenue, currency)} · {formatCount(p.sales)} {p.sales === 1 ? "sale" : "sales"}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>No product sold in this range.</Empty>
          )}
        </>
      )}
    </Section>
  );
}
