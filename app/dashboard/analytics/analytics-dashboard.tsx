"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { currencyName } from "@/lib/format/money";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { PERIODS, periodForRange, type Period } from "@/lib/analytics/range";
import { utcDay } from "@/lib/format/dates";
import { RangePicker, type RangeState } from "./range-picker";
import { ProductsSection } from "./products-section";
import { RevenueSection } from "./revenue-section";
import { CustomersSection } from "./customers-section";
import { TimelineSection } from "./timeline-section";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ApiQuery } from "@/lib/api-client/types";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;

/** The range in the URL; without dates, the last 30 days; without a period, the one that fits the range. */
function useRange(): [RangeState & { period: Period }, Period | undefined, (next: Partial<RangeState>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const today = utcDay(new Date());
  const endDate = DAY.test(params.get("endDate") ?? "") ? params.get("endDate")! : today;
  const fallbackStart = utcDay(new Date(Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000));
  const startDate = DAY.test(params.get("startDate") ?? "") ? params.get("startDate")! : fallbackStart;
  const chosen = PERIODS.includes(params.get("period") as Period) ? (params.get("period") as Period) : undefined;
  const productId = params.get("productId") ?? undefined;
  const update = (next: Partial<RangeState>) => {
    const merged = { period: chosen, startDate, endDate, productId, ...next };
    const q = new URLSearchParams({ startDate: merged.startDate, endDate: merged.endDate });
    if (merged.period) q.set("period", merged.period);
    if (merged.productId) q.set("productId", merged.productId);
    router.replace(`${pathname}?${q}`, { scroll: false });
  };
  return [{ period: chosen ?? periodForRange(startDate, endDate), startDate, endDate, productId }, chosen, update];
}

type AnalyticsQuery = Omit<ApiQuery<"getRevenueAnalytics">, "currency">;

/** One report of the range: `read` is its typed call (the three reports take the same query). */
function useAnalytics<T>(
  endpoint: "products" | "revenue" | "customers",
  range: RangeState & { period: Period; currency?: string },
  read: (query: AnalyticsQuery) => Promise<{ data: T }>,
) {
  const query: AnalyticsQuery = { period: range.period, startDate: range.startDate, endDate: range.endDate };
  if (range.productId) query.productId = range.productId;
  return useQuery({
    queryKey: queryKeys.analytics.report(
      endpoint,
      new URLSearchParams({ ...query, ...(range.currency ? { currency: range.currency } : {}) }).toString(),
    ),
    queryFn: async () => (await read(query)).data,
    placeholderData: (previous) => previous,
  });
}

export function AnalyticsDashboard() {
  const [range, chosenPeriod, setRange] = useRange();
  const products = useAnalytics("products", range, (query) => call(api.GET("/analytics/products", { params: { query } })));
  // Revenue is read in one currency at a time (ADR 055): the range's main one, or the one chosen below.
  const [revenueCurrency, setRevenueCurrency] = useState<ApiQuery<"getRevenueAnalytics">["currency"]>(undefined);
  const revenue = useAnalytics("revenue", { ...range, currency: revenueCurrency }, (query) =>
    call(api.GET("/analytics/revenue", { params: { query: { ...query, ...(revenueCurrency ? { currency: revenueCurrency } : {}) } } })),
  );
  const customers = useAnalytics("customers", range, (query) => call(api.GET("/analytics/customers", { params: { query } })));
  const error = [products, revenue, customers].map((q) => q.error).find(Boolean);
  // Amounts are in the range's one currency; a range without orders shows zeros in the platform's default.
  const currency = revenue.data?.currency ?? "USD";
  const mixed = !!revenue.data?.byCurrency;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <RangePicker value={{ ...range, period: chosenPeriod }} onChange={setRange} />
      {error && <Alert>{error instanceof ApiClientError ? error.message : "Analytics could not be loaded. Try again in a moment."}</Alert>}
      {mixed && (
        <Alert variant="info">
          <span className="flex flex-wrap items-center gap-2">
            This range holds sales in more than one currency. Revenue is shown in one at a time; “By currency” below lists each.
            <NativeSelect
              className="w-44"
              aria-label="Currency of the revenue figures"
              value={currency}
              onChange={(e) => setRevenueCurrency(e.target.value as typeof revenueCurrency)}
              data-testid="revenue-currency"
            >
              {revenue.data?.byCurrency?.map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency} · {currencyName(c.currency)}
                </option>
              ))}
            </NativeSelect>
          </span>
        </Alert>
      )}
      <ProductsSection
        query={products}
        currency={currency}
        period={range.period}
        onSelectProduct={(productId) => setRange({ productId })}
      />
      <RevenueSection query={revenue} currency={currency} period={range.period} />
      <TimelineSection products={products} revenue={revenue} currency={currency} range={range} />
      <CustomersSection query={customers} currency={currency} period={range.period} />
    </div>
  );
}
