import { LRUCache } from "lru-cache";
import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { preparedQuery } from "@/lib/db/client";
import { currencyCodes, reportCurrency, reportCurrencyFields } from "@/lib/analytics/currency";
import { bucketOf, bucketSeries, salesDays, viewDays } from "@/lib/analytics/daily-source";
import { assertOwnProduct } from "@/lib/analytics/owned-product";
import { averageAmount, ratio, toAmount } from "@/lib/money";
import type { DayRange } from "@/lib/analytics/range";

const TOP_PRODUCTS = 10;

export const productAnalyticsResponse = z
  .object({
    summary: z.object({
      totalRevenue: z.number().meta({
        description: "Gross paid by buyers in `currency` for orders placed in the range minus their refunds; platform fees NOT deducted",
      }),
      netRevenue: z
        .number()
        .meta({ description: "The seller's share of those orders after platform fees (incl. referral share); refunded orders count 0" }),
      totalSales: z.number().int().meta({ description: "Orders in `currency` placed in the range that are not refunded or disputed" }),
      avgOrderValue: z.number().meta({ description: "totalRevenue / totalSales, 0 when there are no sales" }),
      conversionRate: z.number().meta({
        description:
          "Sales in every currency / views in the range (views have no currency), a fraction with 4 decimals; 0 when there are no views",
      }),
    }),
    ...reportCurrencyFields,
    timeline: z.array(
      z.object({
        date: z.string().meta({ description: "First day of the bucket (YYYY-MM-DD); weeks start on Monday" }),
        revenue: z.number().meta({ description: "In `currency`" }),
        sales: z.number().int().meta({ description: "Orders in `currency`" }),
        views: z.number().int(),
      }),
    ),
    topProducts: z
      .array(z.object({ id: z.string(), title: z.string(), revenue: z.number(), sales: z.number().int() }))
      .meta({ description: "Up to 10 products with orders in `currency` in the range, by their revenue and sales in it" }),
  })
  .meta({ id: "ProductAnalytics" });
export type ProductAnalytics = z.infer<typeof productAnalyticsResponse>;

type BucketRow = {
  version: string;
  date: string;
  revenue: bigint;
  sales: bigint;
  views: bigint;
  total_revenue: bigint;
  total_net: bigint;
  total_sales: bigint;
  all_sales: bigint;
  total_views: bigint;
};
type TopRow = { id: string; title: string; revenue: bigint; sales: bigint };
type TopProduct = ProductAnalytics["topProducts"][number];

// A range's top products cost one index probe per product of the seller (its running totals before startDate),
// the one part of a request that grows with the catalog. They are kept per process, stamped with the seller's
// analytics version (AnalyticsSellerVersion, moved at commit time by the trigger that keeps the running totals:
// every order, refund and order status change), and used only while the version read in the same request is
// unchanged: exact, with any number of processes (ADR 060). Titles are read afresh on each request.
const topProductsCache = new LRUCache<string, { version: string; ranked: Omit<TopProduct, "title">[] }>({ max: 2_000 });

/** The seller's analytics version, as text ("0" before their first sale). */
const sellerVersion = (sellerId: string) =>
  Prisma.sql`coalesce((SELECT v.version FROM "AnalyticsSellerVersion" v WHERE v."sellerId" = ${sellerId}), 0)::text`;

/**
 * GET /analytics/products (docs/analytics.md#get-analyticsproducts) for the caller's own products: every number is
 * summed in SQL over the daily rollups, every amount in one currency (lib/analytics/currency.ts).
 */
export async function getProductAnalytics(sellerId: string, r: DayRange): Promise<ProductAnalytics> {
  await assertOwnProduct(sellerId, r.productId);
  const { currency, totals: currencies } = await reportCurrency(sellerId, r);
  const c = currency ?? "";
  // Prepared statements: a seller's dashboard asks the same shapes again and again, so planning is done once.
  const cacheKey = JSON.stringify([sellerId, r.productId ?? null, r.start, r.end, c]);
  const cached = topProductsCache.get(cacheKey);
  const [buckets, fresh] = await Promise.all([
    preparedQuery<BucketRow>(Prisma.sql`
      WITH sold AS (
        SELECT ${bucketOf(r, Prisma.sql`day`)} AS bucket, sum(gross - refund) FILTER (WHERE currency = ${c}) AS revenue,
               sum(net) FILTER (WHERE currency = ${c}) AS net, sum(sales) FILTER (WHERE currency = ${c}) AS sales,
               sum(sales) AS all_sales
        FROM (${salesDays(sellerId, r)}) s GROUP BY 1
      ),
      seen AS (SELECT ${bucketOf(r, Prisma.sql`day`)} AS bucket, sum(views) AS views FROM (${viewDays(sellerId, r)}) v GROUP BY 1)
      SELECT ${sellerVersion(sellerId)} AS version, to_char(b.bucket, 'YYYY-MM-DD') AS date,
             coalesce(s.revenue, 0)::bigint AS revenue, coalesce(s.sales, 0)::bigint AS sales, coalesce(v.views, 0)::bigint AS views,
             coalesce(sum(s.revenue) OVER (), 0)::bigint AS total_revenue, coalesce(sum(s.net) OVER (), 0)::bigint AS total_net,
             coalesce(sum(s.sales) OVER (), 0)::bigint AS total_sales, coalesce(sum(s.all_sales) OVER (), 0)::bigint AS all_sales,
             coalesce(sum(v.views) OVER (), 0)::bigint AS total_views
      FROM (${bucketSeries(r)}) b LEFT JOIN sold s ON s.bucket = b.bucket LEFT JOIN seen v ON v.bucket = b.bucket
      ORDER BY b.bucket`),
    // With a cached ranking, only its titles are read (in parallel with the buckets); its version is checked below.
    cached ? null : topProducts(sellerId, r, c),
  ]);
  const totals = buckets[0];
  let top: TopProduct[];
  if (cached && cached.version === totals.version) {
    const titles = new Map(
      (
        await preparedQuery<{ id: string; title: string }>(
          Prisma.sql`SELECT p.id, p.title FROM "Product" p WHERE p.id = ANY(${cached.ranked.map((t) => t.id)}::text[])`,
        )
      ).map((t) => [t.id, t.title]),
    );
    top = cached.ranked.map((t) => ({ ...t, title: titles.get(t.id) ?? "" }));
  } else {
    // Stamped with the version its own statement read (same snapshot), so it is never used stale.
    const computed = fresh ?? (await topProducts(sellerId, r, c));
    top = computed.top;
    if (computed.version !== null) {
      topProductsCache.set(cacheKey, { version: computed.version, ranked: top.map(({ id, revenue, sales }) => ({ id, revenue, sales })) });
    }
  }
  return {
    summary: {
      totalRevenue: toAmount(totals.total_revenue),
      netRevenue: toAmount(totals.total_net),
      totalSales: Number(totals.total_sales),
      avgOrderValue: averageAmount(totals.total_revenue, totals.total_sales),
      conversionRate: ratio(totals.all_sales, totals.total_views),
    },
    currency,
    currencies: currencyCodes(currencies),
    timeline: buckets.map((b) => ({ date: b.date, revenue: toAmount(b.revenue), sales: Number(b.sales), views: Number(b.views) })),
    topProducts: top,
  };
}

/**
 * Range totals per product in one currency from the running totals: the value at endDate minus the value before
 * startDate. The end value is the product's latest totals in that currency when it had no activity in it after endDate
 * (ranges ending today), and a probe of its running totals otherwise. Titles are read for the ten winners only.
 */
async function topProducts(sellerId: string, r: DayRange, currency: string): Promise<{ top: TopProduct[]; version: string | null }> {
  const top = await preparedQuery<TopRow & { version: string }>(Prisma.sql`
      WITH ranked AS (
        SELECT t."productId" AS id, (e."revenueCents" - coalesce(b."revenueCents", 0))::bigint AS revenue,
               (e.sales - coalesce(b.sales, 0))::bigint AS sales
        FROM "AnalyticsProductTotal" t
        CROSS JOIN LATERAL (
          SELECT t.orders, t.sales, t."revenueCents" WHERE t."lastDay" <= ${r.end}::date
          UNION ALL
          (SELECT x.orders, x.sales, x."revenueCents" FROM "AnalyticsProductRunning" x
           WHERE x."productId" = t."productId" AND x.currency = t.currency AND x.day <= ${r.end}::date AND t."lastDay" > ${r.end}::date
           ORDER BY x.day DESC LIMIT 1)
        ) e
        LEFT JOIN LATERAL (
          SELECT x.orders, x.sales, x."revenueCents" FROM "AnalyticsProductRunning" x
          WHERE x."productId" = t."productId" AND x.currency = t.currency AND x.day < ${r.start}::date ORDER BY x.day DESC LIMIT 1
        ) b ON true
        WHERE t."sellerId" = ${sellerId} AND t.currency = ${currency} ${r.productId === undefined ? Prisma.empty : Prisma.sql`AND t."productId" = ${r.productId}`}
          AND e.orders > coalesce(b.orders, 0)
        ORDER BY revenue DESC, sales DESC, t."productId" COLLATE "C"
        LIMIT ${TOP_PRODUCTS}
      )
      SELECT r.id, p.title, r.revenue, r.sales, ${sellerVersion(sellerId)} AS version FROM ranked r JOIN "Product" p ON p.id = r.id
      ORDER BY r.revenue DESC, r.sales DESC, r.id COLLATE "C"`);
  return {
    top: top.map((t) => ({ id: t.id, title: t.title, revenue: toAmount(t.revenue), sales: Number(t.sales) })),
    version: top[0]?.version ?? null, // nothing sold in the range: not kept (nothing to read the version with)
  };
}
