"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Period } from "@/lib/analytics/range";
import { formatMoney } from "@/lib/format/money";
import { formatCount, formatPercent } from "@/lib/format/numbers";
import { CHART_COLORS, countAxisProps, tooltipFormatter, tooltipLabel, xAxisProps } from "./chart";
import { Empty, Section, Stat } from "./section";
import type { CustomerAnalytics } from "@/lib/api-client/types";

export function CustomersSection({
  query,
  currency,
  period,
}: {
  query: UseQueryResult<CustomerAnalytics>;
  currency: string;
  period: Period;
}) {
  const data = query.data;
  return (
    <Section title="Customers" query={query}>
      {data && (
        <>
          <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Stat label="Customers" value={formatCount(data.summary.totalCustomers)} />
            <Stat label="New" value={formatCount(data.summary.newCustomers)} hint="First purchase from you in this range" />
            <Stat label="Returning" value={formatCount(data.summary.returningCustomers)} />
            <Stat label="Repeat rate" value={formatPercent(data.summary.repeatPurchaseRate)} hint="Customers with 2 or more orders" />
            <Stat label="Revenue per customer" value={formatMoney(data.summary.avgRevenuePerCustomer, currency)} />
          </div>
          {data.summary.totalCustomers > 0 ? (
            <figure aria-label="New and returning customers over time" className="min-w-0">
              <ResponsiveContainer width="100%" height={240}>
                <BarChart data={data.timeline} margin={{ top: 8, right: 4, bottom: 8, left: 4 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                  <XAxis {...xAxisProps(period)} />
                  <YAxis
                    {...countAxisProps("Customers")}
                    orientation="left"
                    label={{
                      value: "Customers",
                      angle: -90,
                      position: "insideLeft",
                      fontSize: 12,
                      fill: "var(--muted-foreground)",
                      dy: 30,
                    }}
                  />
                  <Tooltip formatter={tooltipFormatter(currency, [])} labelFormatter={tooltipLabel(period)} />
                  <Legend verticalAlign="top" height={28} />
                  <Bar dataKey="newCustomers" name="New" stackId="c" fill={CHART_COLORS.revenue} isAnimationActive={false} />
                  <Bar dataKey="returningCustomers" name="Returning" stackId="c" fill="#a5b4fc" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
          ) : (
            <Empty>No customers in this range yet.</Empty>
          )}
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-semibold">Top customers</h3>
              {data.topCustomers.length ? (
                <ul className="divide-y divide-border text-sm">
                  {data.topCustomers.map((c) => (
                    <li key={c.id} className="flex flex-col gap-x-3 py-1.5 sm:flex-row sm:justify-between">
                      <span className="truncate">{c.name}</span>
                      <span className="text-foreground tabular-nums sm:shrink-0">
                        {formatCount(c.orders)} {c.orders === 1 ? "order" : "orders"} · {formatMoney(c.revenue, currency)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <Empty />
              )}
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-semibold">Referrals</h3>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <Stat label="Orders" value={formatCount(data.referrals.orders)} />
                <Stat label="Revenue" value={formatMoney(data.referrals.revenue, currency)} />
                <Stat
                  label="Referral fees"
                  value={formatMoney(data.referrals.referralFees, currency)}
                  hint="Paid out of the platform fee"
                />
              </div>
            </div>
          </div>
        </>
      )}
    </Section>
  );
}
