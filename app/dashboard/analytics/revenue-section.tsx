"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Period } from "@/lib/analytics/range";
import { productTypeLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import { CHART_COLORS, moneyAxisProps, tooltipFormatter, tooltipLabel, xAxisProps } from "./chart";
import { Empty, Section, Stat } from "./section";
import type { RevenueAnalytics } from "@/lib/api-client/types";

type Split = Omit<RevenueAnalytics["byProductType"][number], "type">;

export function RevenueSection({ query, currency, period }: { query: UseQueryResult<RevenueAnalytics>; currency: string; period: Period }) {
  const data = query.data;
  // Refunds drawn below the zero line, against the sales they reverse (the tooltip shows them as amounts).
  const chart = data?.timeline.map((b) => ({ date: b.date, grossRevenue: b.grossRevenue, refunds: -b.refunds, netRevenue: b.netRevenue }));
  return (
    <Section title="Revenue breakdown" description="Sales against refunds, and what reaches you after platform fees." query={query}>
      {data && chart && (
        <>
          <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-6">
            <Stat label="Gross sales" value={formatMoney(data.summary.grossRevenue, currency)} />
            <Stat label="Refunds" value={formatMoney(data.summary.refunds, currency)} />
            <Stat label="Platform fees" value={formatMoney(data.summary.platformFees, currency)} />
            <Stat label="Net" value={formatMoney(data.summary.netRevenue, currency)} />
            <Stat label="Paid out" value={formatMoney(data.summary.payoutsPaid, currency)} />
            <Stat label="Balance" value={formatMoney(data.summary.balance, currency)} hint="At the end of the range" />
          </div>
          {data.summary.grossRevenue > 0 ? (
            <figure aria-label="Sales against refunds over time" className="min-w-0">
              <ResponsiveContainer width="100%" height={280}>
                <ComposedChart data={chart} stackOffset="sign" margin={{ top: 8, right: 4, bottom: 8, left: 4 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                  <XAxis {...xAxisProps(period)} />
                  <YAxis {...moneyAxisProps(currency, "Amount")} />
                  <ReferenceLine y={0} stroke="var(--muted-foreground)" />
                  <Tooltip
                    formatter={tooltipFormatter(currency, ["grossRevenue", "refunds", "netRevenue"])}
                    labelFormatter={tooltipLabel(period)}
                  />
                  <Legend verticalAlign="top" height={28} />
                  <Bar dataKey="grossRevenue" name="Gross sales" stackId="flow" fill={CHART_COLORS.revenue} isAnimationActive={false} />
                  <Bar dataKey="refunds" name="Refunds" stackId="flow" fill={CHART_COLORS.refunds} isAnimationActive={false} />
                  <Line
                    dataKey="netRevenue"
                    name="Net to you"
                    stroke={CHART_COLORS.sales}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
            </figure>
          ) : (
            <Empty>No sales in this range yet.</Empty>
          )}
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <SplitList
              title="By product type"
              rows={data.byProductType.map((r) => ({ label: productTypeLabel(r.type), ...r, currency }))}
            />
            {data.byCurrency && <SplitList title="By currency" rows={data.byCurrency.map((r) => ({ label: r.currency, ...r }))} />}
          </div>
        </>
      )}
    </Section>
  );
}

/** A split as a short list (a table of six columns does not fit a phone). */
function SplitList({ title, rows }: { title: string; rows: (Split & { label: string; currency: string })[] }) {
  if (!rows.length) return null;
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <dl className="divide-y divide-border text-sm">
        {rows.map((r) => (
          <div key={r.label} className="py-2">
            <dt className="font-medium">{r.label}</dt>
            <dd className="text-muted-foreground tabular-nums">
              {formatMoney(r.grossRevenue, r.currency)} gross · {formatMoney(r.refunds, r.currency)} refunded ·{" "}
              {formatMoney(r.platformFees, r.currency)} fees · {formatMoney(r.netRevenue, r.currency)} net · {formatCount(r.sales)}{" "}
              {r.sales === 1 ? "sale" : "sales"}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
