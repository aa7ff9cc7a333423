import { needsTwoFactorNudge } from "@/lib/accounts/two-factor";
import { listExecutions, listExecutionsQuery } from "@/lib/ai/executions";
import { getRevenueAnalytics } from "@/lib/analytics/revenue-analytics";
import { listApiKeys } from "@/lib/auth/api-keys";
import { listProducts } from "@/lib/catalog/list-products";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { listPaymentMethods } from "@/lib/payments/payment-methods";
import { accountBalances } from "@/lib/payouts/ledger";
import { nextPayoutAt } from "@/lib/payouts/schedule";
import { listPurchases, listSales, listPurchasesQuery } from "@/lib/purchases/read-purchases";
import { listDeliveries, listDeliveriesQuery } from "@/lib/webhooks/deliveries";
import { listEndpoints } from "@/lib/webhooks/endpoints";

const day = (d: Date) => d.toISOString().slice(0, 10);

/** This month to date, the same days of last month, and the last 30 days, as UTC day ranges. */
export function overviewRanges(now: Date) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const dayOfMonth = now.getUTCDate();
  const lastMonthDays = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const thirtyAgo = new Date(now.getTime() - 29 * 86_400_000);
  return {
    thisMonth: { start: day(new Date(Date.UTC(y, m, 1))), end: day(now) },
    lastMonthToDate: {
      start: day(new Date(Date.UTC(y, m - 1, 1))),
      end: day(new Date(Date.UTC(y, m - 1, Math.min(dayOfMonth, lastMonthDays)))),
    },
    last30Days: { start: day(thirtyAgo), end: day(now) },
  };
}

/**
 * Everything the dashboard overview shows, read through each domain's own functions (the same ones the /v1
 * routes use): money, recent activity, webhook health and the new-account checklist.
 */
export async function getOverview(userId: string, baseUrl: string, now: Date = new Date()) {
  const ranges = overviewRanges(now);
  const recent = listPurchasesQuery.parse({ limit: 5 });
  const [
    balances,
    { thisMonth, lastMonth, last30 },
    sales,
    purchases,
    executions,
    endpoints,
    delivered,
    failed,
    methods,
    keys,
    products,
    nudge,
  ] = await Promise.all([
    accountBalances(userId),
    // Three ranges in one currency, so the month-over-month change compares like with like (ADR 055).
    getRevenueAnalytics(userId, { period: "day", ...ranges.last30Days }).then(async (last30) => {
      const currency = last30.currency ?? undefined;
      const [thisMonth, lastMonth] = await Promise.all([
        getRevenueAnalytics(userId, { period: "day", ...ranges.thisMonth, currency }),
        getRevenueAnalytics(userId, { period: "day", ...ranges.lastMonthToDate, currency }),
      ]);
      return { thisMonth, lastMonth, last30 };
    }),
    listSales(userId, recent, baseUrl),
    listPurchases(userId, recent, baseUrl),
    listExecutions(userId, listExecutionsQuery.parse({ limit: 5 })),
    listEndpoints(userId),
    listDeliveries(userId, listDeliveriesQuery.parse({ status: "succeeded", limit: 1 })),
    listDeliveries(userId, listDeliveriesQuery.parse({ status: "failed", limit: 1 })),
    listPaymentMethods(userId),
    listApiKeys(userId),
    listProducts(listProductsQuery.parse({ author: "me", limit: 1 }), userId),
    needsTwoFactorNudge(userId),
  ]);
  return {
    balances,
    nextPayoutAt: nextPayoutAt(now).toISOString(),
    /** The currency of thisMonth, lastMonthToDate and last30Days (null before any sale); balances are per currency. */
    revenueCurrency: last30.currency,
    /** The other currencies sold in over the last 30 days, left out of the revenue figures (analytics shows each). */
    otherCurrencies: last30.currencies.filter((c) => c !== last30.currency),
    thisMonth: thisMonth.summary,
    lastMonthToDate: lastMonth.summary,
    last30Days: last30.timeline.map((t) => ({ date: t.date, netRevenue: t.netRevenue, refunds: t.refunds, sales: t.sales })),
    recentSales: sales.items,
    recentPurchases: purchases.items,
    recentExecutions: executions.items,
    webhooks: {
      endpoints: endpoints.length,
      disabled: endpoints.filter((e) => !e.enabled).length,
      delivered: delivered.meta.total,
      failed: failed.meta.total,
    },
    /** Paid out, or a payout account, and two-factor off: the overview suggests turning it on. */
    twoFactorNudge: nudge,
    checklist: {
      paymentMethod: methods.length > 0,
      product: products.meta.total > 0,
      apiKey: keys.some((k) => !k.revokedAt),
      webhookEndpoint: endpoints.length > 0,
    },
  };
}

export type Overview = Awaited<ReturnType<typeof getOverview>>;
