"use client";

import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate } from "@/lib/format/dates";
import { formatMoney, formatMoneyCompact } from "@/lib/format/money";

/** Net revenue per day over the last 30 days: a small chart for the overview, full detail lives on Analytics. */
export function RevenueSparkline({ data, currency }: { data: { date: string; netRevenue: number }[]; currency: string }) {
  return (
    <figure aria-label="Net revenue per day, last 30 days" className="h-40 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => formatDate(d).replace(/, \d{4}$/, "")}
            fontSize={11}
            minTickGap={40}
            tickLine={false}
          />
          <YAxis
            tickFormatter={(v: number) => formatMoneyCompact(v, currency)}
            fontSize={11}
            width={52}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip formatter={(v) => [formatMoney(Number(v), currency), "Net revenue"]} labelFormatter={(d) => formatDate(String(d))} />
          <Area type="monotone" dataKey="netRevenue" stroke="var(--primary)" fill="var(--brand-soft)" strokeWidth={2} />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
