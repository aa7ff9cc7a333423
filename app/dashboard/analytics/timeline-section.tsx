"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Period } from "@/lib/analytics/range";
import { csvAmount, toCsv } from "@/lib/format/csv";
import { currencyExponent, formatMoney } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import { bucketLabel, PERIOD_LABEL } from "./format";
import { Section } from "./section";
import type { ProductAnalytics, RevenueAnalytics } from "@/lib/api-client/types";

type Range = { period: Period; startDate: string; endDate: string; productId?: string };
type Row = { date: string; gross: number; refunds: number; fees: number; net: number; sales: number; views: number };

export const CSV_HEADER = [
  "period_start",
  "period",
  "currency",
  "gross_sales",
  "refunds",
  "platform_fees",
  "net_revenue",
  "sales",
  "views",
];

/** The two timelines share their buckets (same range and period): one row per bucket. */
function rowsOf(products: ProductAnalytics, revenue: RevenueAnalytics): Row[] {
  const views = new Map(products.timeline.map((b) => [b.date, b.views]));
  return revenue.timeline.map((b) => ({
    date: b.date,
    gross: b.grossRevenue,
    refunds: b.refunds,
    fees: b.platformFees,
    net: b.netRevenue,
    sales: b.sales,
    views: views.get(b.date) ?? 0,
  }));
}

function download(rows: Row[], range: Range, currency: string) {
  const digits = currencyExponent(currency);
  const csv = toCsv([
    CSV_HEADER,
    ...rows.map((r) => [
      r.date,
      range.period,
      currency,
      csvAmount(r.gross, digits),
      csvAmount(r.refunds, digits),
      csvAmount(r.fees, digits),
      csvAmount(r.net, digits),
      r.sales,
      r.views,
    ]),
  ]);
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `analytics-${range.startDate}-to-${range.endDate}-by-${range.period}${range.productId ? `-${range.productId}` : ""}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the blob to the download by now; a tick later frees it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function TimelineSection({
  products,
  revenue,
  currency,
  range,
}: {
  products: UseQueryResult<ProductAnalytics>;
  revenue: UseQueryResult<RevenueAnalytics>;
  currency: string;
  range: Range;
}) {
  const rows = products.data && revenue.data ? rowsOf(products.data, revenue.data) : [];
  const state = { isPending: products.isPending || revenue.isPending, isError: products.isError || revenue.isError };
  return (
    <Section
      title={`${PERIOD_LABEL[range.period]} figures`}
      description="Every number behind the charts. Amounts are by the day the order was placed (UTC)."
      query={state}
      action={
        <Button variant="outline" size="sm" disabled={!rows.length} onClick={() => download(rows, range, currency)}>
          <DownloadIcon aria-hidden />
          Download CSV
        </Button>
      }
    >
      <div className="max-h-96 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label="Figures table, scrolls">
        <table className="w-full min-w-[36rem] text-sm" aria-label="Figures by period">
          <thead className="sticky top-0 bg-subtle text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Period
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Gross sales
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Refunds
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Fees
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Net
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Sales
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Views
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((r) => (
              <tr key={r.date} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                  <time dateTime={r.date}>{bucketLabel(r.date, range.period)}</time>
                </th>
                <td className="px-3 py-1.5 text-right">{formatMoney(r.gross, currency)}</td>
                <td className="px-3 py-1.5 text-right">{formatMoney(r.refunds, currency)}</td>
                <td className="px-3 py-1.5 text-right">{formatMoney(r.fees, currency)}</td>
                <td className="px-3 py-1.5 text-right">{formatMoney(r.net, currency)}</td>
                <td className="px-3 py-1.5 text-right">{formatCount(r.sales)}</td>
                <td className="px-3 py-1.5 text-right">{formatCount(r.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
