"use client";

import type { Period } from "@/lib/analytics/range";
import { formatMoney, formatMoneyCompact } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import { AXIS_TITLE, bucketLabel } from "./format";

// Shared recharts settings, so every chart titles its axes and shows money with its currency the same way. Series
// are drawn without animation (isAnimationActive={false}): the numbers show at once, screenshots and reduced motion alike.

export const CHART_COLORS = { revenue: "#4f46e5", sales: "#059669", views: "#d97706", refunds: "#dc2626", fees: "#94a3b8" };

export function xAxisProps(period: Period) {
  return {
    dataKey: "date",
    fontSize: 12,
    tickFormatter: (d: string) => bucketLabel(d, period, true),
    minTickGap: 12,
    label: { value: AXIS_TITLE[period], position: "insideBottom" as const, offset: -4, fontSize: 12, fill: "var(--muted-foreground)" },
    height: 44,
  };
}

export function moneyAxisProps(currency: string, title: string) {
  return {
    fontSize: 12,
    width: 64,
    tickFormatter: (v: number) => formatMoneyCompact(v, currency),
    label: {
      value: `${title} (${currency})`,
      angle: -90,
      position: "insideLeft" as const,
      fontSize: 12,
      fill: "var(--muted-foreground)",
      dx: -2,
      dy: 40,
    },
  };
}

export function countAxisProps(title: string) {
  return {
    fontSize: 12,
    width: 48,
    allowDecimals: false,
    tickFormatter: (v: number) => formatCount(v),
    label: { value: title, angle: 90, position: "insideRight" as const, fontSize: 12, fill: "var(--muted-foreground)", dy: -30 },
  };
}

/** Tooltip values: money series with the currency (refunds drawn below zero read as positive amounts), counts plain. */
export function tooltipFormatter(currency: string, moneyKeys: string[]) {
  return (value: unknown, _name: unknown, item: { dataKey?: unknown }) => {
    const n = Math.abs(Number(value));
    return moneyKeys.includes(String(item.dataKey)) ? formatMoney(n, currency) : formatCount(n);
  };
}

export const tooltipLabel = (period: Period) => (d: unknown) => bucketLabel(String(d), period);
