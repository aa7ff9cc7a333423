import { Prisma } from "@/lib/db/generated/client";
import type { DayRange } from "@/lib/analytics/range";

/**
 * The daily sales rows one analytics request reads, with columns (day, currency, sales, gross, refund, fee, net), money
 * in cents: the seller's all-products rollup, or one product's. A day has a row per currency: amounts in different
 * currencies are never added (ADR 055), so every reader filters or groups by currency.
 */
export function salesDays(sellerId: string, r: DayRange): Prisma.Sql {
  const [table, owner] =
    r.productId === undefined
      ? [Prisma.raw(`"AnalyticsSellerDay"`), Prisma.sql`"sellerId" = ${sellerId}`]
      : [Prisma.raw(`"AnalyticsProductDay"`), Prisma.sql`"productId" = ${r.productId}`];
  return Prisma.sql`
    SELECT day, currency, sales::bigint AS sales, "grossCents" AS gross, "refundCents" AS refund, "feeCents" AS fee,
           "netCents" AS net
    FROM ${table}
    WHERE ${owner} AND day BETWEEN ${r.start}::date AND ${r.end}::date`;
}

/** The daily views (day, views) of the seller's products, or of one product: views have no currency. */
export function viewDays(sellerId: string, r: DayRange): Prisma.Sql {
  const [table, owner] =
    r.productId === undefined
      ? [Prisma.raw(`"AnalyticsSellerViewDay"`), Prisma.sql`"sellerId" = ${sellerId}`]
      : [Prisma.raw(`"ProductViewDay"`), Prisma.sql`"productId" = ${r.productId}`];
  return Prisma.sql`
    SELECT day, views::bigint AS views FROM ${table} WHERE ${owner} AND day BETWEEN ${r.start}::date AND ${r.end}::date`;
}

/**
 * Every bucket of the range, empty ones included: each starts on its calendar period's first day (ISO weeks on
 * Monday), so the first bucket may begin before startDate. Dates are cast to timestamp WITHOUT time zone so
 * date_trunc never consults the session time zone.
 */
export function bucketSeries(r: DayRange): Prisma.Sql {
  return Prisma.sql`
    SELECT b::date AS bucket
    FROM generate_series(date_trunc(${r.period}, ${r.start}::date::timestamp), ${r.end}::date::timestamp, ${`1 ${r.period}`}::interval) b`;
}

/** The bucket a date or UTC timestamp column falls in. */
export function bucketOf(r: DayRange, column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`date_trunc(${r.period}, (${column})::timestamp)::date`;
}
