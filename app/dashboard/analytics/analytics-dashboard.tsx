"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { PERIODS, periodForRange, type Period } from "@/lib/analytics/range";
import { CURRENCIES, type Currency } from "@/lib/catalog/currencies";
import { utcDay } from "@/lib/format/dates";
import { CurrencySwitch } from "./currency-switch";
import { RangePicker, type RangeState } from "./range-picker";
import { ProductsSection } from "./products-section";
import { RevenueSection } from "./revenue-section";
import { CustomersSection } from "./customers-section";
import { TimelineSection } from "./timeline-section";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ApiQuery } from "@/lib/api-client/types";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;

/** The page's state in the URL (the range and the currency of the figures, once chosen). */
type PageState = RangeState & { currency?: Currency };

/**
 * The range in the URL; without dates, the last 30 days; without a period, the one that fits the range; without a
 * currency, each report's default (the range's currency with the most gross revenue: the same for all three).
 */
function useRange(): [PageState & { period: Period }, Period | undefined, (next: Partial<PageState>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const today = utcDay(new Date());
  const endDate = DAY.test(params.get("endDate") ?? "") ? params.get("endDate")! : today;
  const fallbackStart = utcDay(new Date(Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000));
  const startDate = DAY.test(params.get("startDate") ?? "") ? params.get("startDate")! : fallbackStart;
  const chosen = PERIODS.includes(params.get("period") as Period) ? (params.get("period") as Period) : undefined;
  const productId = params.get("productId") ?? undefined;
  const currency = CURRENCIES.find((c) => c === params.get("currency"));
  const update = (next: Partial<PageState>) => {
    const merged = { period: chosen, startDate, endDate, productId, currency, ...next };
    const q = new URLSearchParams({ startDate: merged.startDate, endDate: merged.endDate });
    if (merged.period) q.set("period", merged.period);
    if (merged.productId) q.set("productId", merged.productId);
    if (merged.currency) q.set("currency", merged.currency);
    router.replace(`${pathname}?${q}`, { scroll: false });
  };
  return [{ period: chosen ?? periodForRange(startDate, endDate), startDate, endDate, productId, currency }, chosen, update];
}

type AnalyticsQuery = ApiQuery<"getRevenueAnalytics">;

/** One report of the range: `read` is its typed call (the three reports take the same query). */
function useAnalytics<T>(
  endpoint: "products" | "revenue" | "customers",
  range: PageState & { period: Period },
  read: (query: AnalyticsQuery) => Promise<{ data: T }>,
) {
  const query: AnalyticsQuery = { period: range.period, startDate: range.startDate, endDate: range.endDate };
  if (range.productId) query.productId = range.productId;
  if (range.currency) query.currency = range.currency;
  return useQuery({
    queryKey: queryKeys.analytics.report(endpoint, new URLSearchParams(query as Record<string, string>).toString()),
    queryFn: async () => (await read(query)).data,
    placeholderData: (previous) => previous,
  });
}

export function AnalyticsDashboard() {
  const [range, chosenPeriod, setRange] = useRange();
  const products = useAnalytics("products", range, (query) => call(api.GET("/analytics/products", { params: { query } })));
  const revenue = useAnalytics("revenue", range, (query) => call(api.GET("/analytics/revenue", { params: { query } })));
  const customers = useAnalytics("customers", range, (query) => call(api.GET("/analytics/customers", { params: { query } })));
  const error = [products, revenue, customers].map((q) => q.error).find(Boolean);
  // Every report answers in one currency (ADR 055), the same rule picking it for all three; a range without orders
  // shows zeros in the platform's default.
  const currency = revenue.data?.currency ?? products.data?.currency ?? range.currency ?? "USD";
  const currencies = revenue.data?.currencies ?? [];
  const mixed = currencies.length > 1;
  // Also when the chosen currency has no sale in this range, so the one that has can be picked back.
  const offerSwitch = mixed || (!!range.currency && currencies.length > 0 && !currencies.includes(range.currency));
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <RangePicker value={{ ...range, period: chosenPeriod }} onChange={setRange} />
      {error && <Alert>{error instanceof ApiClientError ? error.message : "Analytics could not be loaded. Try again in a moment."}</Alert>}
      {offerSwitch && (
        <CurrencySwitch
          currency={currency}
          currencies={currencies}
          onChange={(next) => setRange({ currency: CURRENCIES.find((c) => c === next) })}
        />
      )}
      <ProductsSection
        query={products}
        currency={products.data?.currency ?? currency}
        mixed={mixed}
        period={range.period}
        onSelectProduct={(productId) => setRange({ productId })}
      />
      <RevenueSection query={revenue} currency={currency} period={range.period} />
      <TimelineSection products={products} revenue={revenue} currency={currency} range={range} />
      <CustomersSection query={customers} currency={customers.data?.currency ?? currency} period={range.period} />
    </div>
  );
}
