"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { PERIODS, type Period } from "@/lib/analytics/range";
import type { ProductAnalytics } from "@/lib/analytics/product-analytics";
import type { RevenueAnalytics } from "@/lib/analytics/revenue-analytics";
import type { CustomerAnalytics } from "@/lib/analytics/customer-analytics";
import { RangePicker, type RangeState } from "./range-picker";
import { utcDay } from "./format";
import { ProductsSection } from "./products-section";
import { RevenueSection } from "./revenue-section";
import { CustomersSection } from "./customers-section";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL, with the API's own defaults filled in so the pickers show what the numbers cover. */
function useRange(): [RangeState, (next: Partial<RangeState>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const today = utcDay(new Date());
  const endDate = DAY.test(params.get("endDate") ?? "") ? params.get("endDate")! : today;
  const fallbackStart = utcDay(new Date(Date.parse(`${endDate}T00:00:00Z`) - 30 * 86_400_000));
  const startDate = DAY.test(params.get("startDate") ?? "") ? params.get("startDate")! : fallbackStart;
  const period = PERIODS.includes(params.get("period") as Period) ? (params.get("period") as Period) : "month";
  const productId = params.get("productId") ?? undefined;
  const range = { period, startDate, endDate, productId };
  const update = (next: Partial<RangeState>) => {
    const merged = { ...range, ...next };
    const q = new URLSearchParams({ period: merged.period, startDate: merged.startDate, endDate: merged.endDate });
    if (merged.productId) q.set("productId", merged.productId);
    router.replace(`${pathname}?${q}`, { scroll: false });
  };
  return [range, update];
}

function useAnalytics<T>(endpoint: string, range: RangeState) {
  const q = new URLSearchParams({ period: range.period, startDate: range.startDate, endDate: range.endDate });
  if (range.productId) q.set("productId", range.productId);
  return useQuery({
    queryKey: ["analytics", endpoint, q.toString()],
    queryFn: async () => (await apiFetch<T>(`/analytics/${endpoint}?${q}`)).data,
    placeholderData: (previous) => previous,
  });
}

export function AnalyticsDashboard() {
  const [range, setRange] = useRange();
  const products = useAnalytics<ProductAnalytics>("products", range);
  const revenue = useAnalytics<RevenueAnalytics>("revenue", range);
  const customers = useAnalytics<CustomerAnalytics>("customers", range);
  const error = [products, revenue, customers].map((q) => q.error).find(Boolean);
  return (
    <div className="flex flex-col gap-8">
      <RangePicker value={range} onChange={setRange} />
      {error && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {error instanceof ApiClientError ? `${error.message}${fieldText(error)}` : "Analytics could not be loaded."}
        </p>
      )}
      <ProductsSection query={products} onSelectProduct={(productId) => setRange({ productId })} />
      <RevenueSection query={revenue} />
      <CustomersSection query={customers} />
    </div>
  );
}

function fieldText(e: ApiClientError): string {
  const messages = Object.values(e.fieldErrors);
  return messages.length ? `: ${messages.join("; ")}` : "";
}
