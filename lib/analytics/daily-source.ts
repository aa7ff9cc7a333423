import { Prisma } from "@/lib/db/generated/client";
import type { DayRange } from "@/lib/analytics/range";

/**
 * The daily rows one analytics request reads, with columns (day, sales, gross, refund, fee, net, views): the
 * seller's all-products rollup, or one product's rollup plus its view days. Rows carry money in cents.
 */
export function dailySource(sellerId: string, r: DayRange): Prisma.Sql {
  if (r.productId === undefined) {
    return Prisma.sql`
      SELECT day, sales::bigint AS sales, "grossCents" AS gross, "refundCents" AS refund, "feeCents" AS fee,
             "netCents" AS net, views
      FROM "AnalyticsSellerDay"
      WHERE "sellerId" = ${sellerId} AND day BETWEEN ${r.start}::date AND ${r.end}::date`;
  }
  return Prisma.sql`
    SELECT day, sales::bigint AS sales, "grossCents" AS gross, "refundCents" AS refund, "feeCents" AS fee,
           "netCents" AS net, 0::bigint AS views
    FROM "AnalyticsProductDay"
    WHERE "productId" = ${r.productId} AND day BETWEEN ${r.start}::date AND ${r.end}::date
    UNION ALL
    SELECT day, 0, 0, 0, 0, 0, views::bigint
    FROM "ProductViewDay"
    WHERE "productId" = ${r.productId} AND day BETWEEN ${r.start}::date AND ${r.end}::date`;
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
