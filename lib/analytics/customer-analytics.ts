import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { currencyCodes, reportCurrency, reportCurrencyFields } from "@/lib/analytics/currency";
import { bucketOf, bucketSeries } from "@/lib/analytics/daily-source";
import { assertOwnProduct } from "@/lib/analytics/owned-product";
import { averageAmount, ratio, toAmount } from "@/lib/money";
import type { DayRange } from "@/lib/analytics/range";

const TOP_CUSTOMERS = 10;

export const customerAnalyticsResponse = z
  .object({
    summary: z.object({
      totalCustomers: z
        .number()
        .int()
        .meta({ description: "Distinct buyers with an order in `currency` placed in the range that is not refunded or disputed" }),
      newCustomers: z
        .number()
        .int()
        .meta({ description: "Of those, buyers whose first such order from the caller (in any currency) is in the range" }),
      returningCustomers: z.number().int().meta({ description: "totalCustomers - newCustomers: they had bought before the range" }),
      repeatPurchaseRate: z.number().meta({ description: "Share of customers with 2+ orders in the range, fraction with 4 decimals" }),
      avgRevenuePerCustomer: z
        .number()
        .meta({ description: "Revenue of their orders in `currency` in the range / totalCustomers; 0 without customers" }),
    }),
    ...reportCurrencyFields,
    timeline: z.array(
      z.object({
        date: z.string().meta({ description: "First day of the bucket" }),
        newCustomers: z.number().int().meta({ description: "Buyers whose first order falls in this bucket" }),
        returningCustomers: z.number().int().meta({ description: "Buyers ordering in this bucket who had bought before it" }),
      }),
    ),
    topCustomers: z
      .array(z.object({ id: z.string(), name: z.string(), orders: z.number().int(), revenue: z.number() }))
      .meta({ description: "Up to 10 by revenue, ties by orders then id; their orders and revenue in `currency`; no email addresses" }),
    referrals: z.object({
      orders: z.number().int().meta({ description: "Orders in the range placed with a referral code" }),
      revenue: z.number().meta({ description: "Their revenue (gross minus refunds)" }),
      referralFees: z
        .number()
        .meta({ description: "Referral share paid to referrers out of the platform fee, less what partial refunds took back" }),
    }),
  })
  .meta({ id: "CustomerAnalytics" });
export type CustomerAnalytics = z.infer<typeof customerAnalyticsResponse>;

type SummaryRow = {
  customers: bigint;
  new_customers: bigint;
  repeaters: bigint;
  revenue: bigint;
  referral_orders: bigint;
  referral_revenue: bigint;
  referral_fees: bigint;
};
type BucketRow = { date: string; new_customers: bigint; returning: bigint };
type TopRow = { id: string; name: string; orders: bigint; revenue: bigint };

/**
 * Customers are buyers of the caller's products with orders in the answer's currency that were not refunded or disputed,
 * read straight from Order (distinct buyers cannot be pre-summed per day) through its (sellerId, createdAt) index. A
 * buyer's first order, which tells new from returning, is their first in any currency: they are the seller's customer.
 */
export async function getCustomerAnalytics(sellerId: string, r: DayRange): Promise<CustomerAnalytics> {
  await assertOwnProduct(sellerId, r.productId);
  const client = await db();
  const { currency, totals } = await reportCurrency(sellerId, r);
  const product = r.productId === undefined ? Prisma.empty : Prisma.sql`AND o."productId" = ${r.productId}`;
  // What is left of each order after its partial refunds (ADR 038): of the amount, and of the referral share.
  const orders = Prisma.sql`
    SELECT o."buyerId", o."createdAt", o."amountCents" - o."refundedCents" AS revenue, o."referrerId",
           CASE WHEN o."referralCents" = 0 THEN 0
                ELSE o."referralCents" - coalesce((SELECT sum(f."referralCents") FROM "Refund" f WHERE f."orderId" = o.id), 0) END AS referral
    FROM "Order" o
    WHERE o."sellerId" = ${sellerId} AND o.status = 'COMPLETED' AND o.currency = ${currency ?? ""} ${product}
      AND o."createdAt" >= ${r.start}::date AND o."createdAt" < ${r.end}::date + 1`;
  const firsts = Prisma.sql`
    SELECT o."buyerId", min(o."createdAt") AS first_at
    FROM "Order" o
    WHERE o."sellerId" = ${sellerId} AND o.status = 'COMPLETED' ${product}
      AND o."buyerId" IN (SELECT "buyerId" FROM ranged)
    GROUP BY 1`;
  const [[summary], buckets, top] = await Promise.all([
    client.$queryRaw<SummaryRow[]>`
      WITH ranged AS (${orders}), firsts AS (${firsts}),
      per_buyer AS (SELECT "buyerId", count(*) AS orders FROM ranged GROUP BY 1)
      SELECT (SELECT count(*) FROM per_buyer) AS customers,
             (SELECT count(*) FROM firsts WHERE first_at >= ${r.start}::date) AS new_customers,
             (SELECT count(*) FROM per_buyer WHERE orders > 1) AS repeaters,
             (SELECT coalesce(sum(revenue), 0)::bigint FROM ranged) AS revenue,
             (SELECT count(*) FROM ranged WHERE "referrerId" IS NOT NULL) AS referral_orders,
             (SELECT coalesce(sum(revenue), 0)::bigint FROM ranged WHERE "referrerId" IS NOT NULL) AS referral_revenue,
             (SELECT coalesce(sum(referral), 0)::bigint FROM ranged) AS referral_fees`,
    client.$queryRaw<BucketRow[]>`
      WITH ranged AS (${orders}), firsts AS (${firsts}),
      per_bucket AS (
        SELECT DISTINCT ${bucketOf(r, Prisma.sql`r."createdAt"`)} AS bucket, r."buyerId",
               ${bucketOf(r, Prisma.sql`f.first_at`)} AS first_bucket
        FROM ranged r JOIN firsts f ON f."buyerId" = r."buyerId"
      )
      SELECT to_char(b.bucket, 'YYYY-MM-DD') AS date,
             count(p."buyerId") FILTER (WHERE p.first_bucket = b.bucket) AS new_customers,
             count(p."buyerId") FILTER (WHERE p.first_bucket < b.bucket) AS returning
      FROM (${bucketSeries(r)}) b LEFT JOIN per_bucket p ON p.bucket = b.bucket
      GROUP BY b.bucket ORDER BY b.bucket`,
    client.$queryRaw<TopRow[]>`
      WITH ranged AS (${orders})
      SELECT u.id, u.name, count(*) AS orders, sum(r.revenue)::bigint AS revenue
      FROM ranged r JOIN "User" u ON u.id = r."buyerId"
      GROUP BY u.id, u.name
      ORDER BY revenue DESC, orders DESC, u.id COLLATE "C"
      LIMIT ${TOP_CUSTOMERS}`,
  ]);
  return {
    summary: {
      totalCustomers: Number(summary.customers),
      newCustomers: Number(summary.new_customers),
      returningCustomers: Number(summary.customers - summary.new_customers),
      repeatPurchaseRate: ratio(summary.repeaters, summary.customers),
      avgRevenuePerCustomer: averageAmount(summary.revenue, summary.customers),
    },
    currency,
    currencies: currencyCodes(totals),
    timeline: buckets.map((b) => ({ date: b.date, newCustomers: Number(b.new_customers), returningCustomers: Number(b.returning) })),
    topCustomers: top.map((t) => ({ id: t.id, name: t.name, orders: Number(t.orders), revenue: toAmount(t.revenue) })),
    referrals: {
      orders: Number(summary.referral_orders),
      revenue: toAmount(summary.referral_revenue),
      referralFees: toAmount(summary.referral_fees),
    },
  };
}
