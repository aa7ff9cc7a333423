import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { currencyCodes, reportCurrency, reportCurrencyFields } from "@/lib/analytics/currency";
import { bucketOf, bucketSeries, salesDays } from "@/lib/analytics/daily-source";
import { assertOwnProduct } from "@/lib/analytics/owned-product";
import { toAmount } from "@/lib/money";
import type { DayRange } from "@/lib/analytics/range";

const money = z.object({
  grossRevenue: z.number().meta({ description: "Paid by buyers for orders placed in the range (refunded or not)" }),
  refunds: z.number().meta({ description: "Refunded on those orders, plus what open or lost disputes took back of them" }),
  platformFees: z.number().meta({ description: "Platform fee incl. referral share, of orders not refunded" }),
  netRevenue: z.number().meta({ description: "The seller's share of orders not refunded: grossRevenue - refunds - platformFees" }),
  sales: z.number().int().meta({ description: "Orders placed in the range that are not refunded" }),
});
const cashFields = {
  payoutsPaid: z.number().meta({ description: "Payouts sent to the seller in the range, in `currency` (all products)" }),
  balance: z.number().meta({ description: "The seller's ledger balance in `currency` at the end of the bucket or range (all products)" }),
};

export const revenueAnalyticsResponse = z
  .object({
    summary: money.extend(cashFields),
    ...reportCurrencyFields,
    timeline: z.array(money.extend(cashFields).extend({ date: z.string().meta({ description: "First day of the bucket" }) })),
    byProductType: z.array(money.extend({ type: z.string() })),
    byCurrency: z
      .array(money.extend({ currency: z.string() }))
      .nullable()
      .meta({ description: "Every currency of the range with its own totals; null when the range holds a single currency (or none)" }),
  })
  .meta({ id: "RevenueAnalytics" });
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsResponse>;

type MoneyRow = { gross: bigint; refund: bigint; fee: bigint; net: bigint; sales: bigint };
type BucketRow = MoneyRow & { date: string; payouts: bigint; balance: bigint };

function moneyOf(row: MoneyRow) {
  return {
    grossRevenue: toAmount(row.gross),
    refunds: toAmount(row.refund),
    platformFees: toAmount(row.fee),
    netRevenue: toAmount(row.net),
    sales: Number(row.sales),
  };
}

const sums = Prisma.sql`sum(gross)::bigint AS gross, sum(refund)::bigint AS refund, sum(fee)::bigint AS fee,
  sum(net)::bigint AS net, sum(sales)::bigint AS sales`;

/**
 * Money flow for the caller's sales in one currency (ADR 055: amounts in different currencies are never added; byCurrency
 * lists each). Sales figures follow the order date (a refund reduces the bucket of the order it reverses); payouts
 * follow their payment date and balance sums the ledger up to each bucket's end.
 */
export async function getRevenueAnalytics(sellerId: string, r: DayRange): Promise<RevenueAnalytics> {
  await assertOwnProduct(sellerId, r.productId);
  const client = await db();
  const { currency, totals } = await reportCurrency(sellerId, r);
  const productFilter = r.productId === undefined ? Prisma.empty : Prisma.sql`AND a."productId" = ${r.productId}`;
  const inCurrency = Prisma.sql`AND "currency" = ${currency ?? ""}`;
  const [buckets, byType] = await Promise.all([
    client.$queryRaw<BucketRow[]>`
      WITH b AS (${bucketSeries(r)}),
      sales AS (SELECT ${bucketOf(r, Prisma.sql`day`)} AS bucket, ${sums} FROM (${salesDays(sellerId, r)}) s WHERE s.currency = ${currency ?? ""} GROUP BY 1),
      payouts AS (
        SELECT ${bucketOf(r, Prisma.sql`"createdAt"`)} AS bucket, sum("amountCents")::bigint AS paid
        FROM "Payout"
        WHERE "sellerId" = ${sellerId} ${inCurrency} AND "createdAt" >= ${r.start}::date AND "createdAt" < ${r.end}::date + 1
        GROUP BY 1
      ),
      ledger AS (
        SELECT ${bucketOf(r, Prisma.sql`"createdAt"`)} AS bucket, sum("amountCents")::bigint AS delta
        FROM "LedgerEntry" WHERE "userId" = ${sellerId} ${inCurrency} AND "createdAt" < ${r.end}::date + 1
        GROUP BY 1
      ),
      opening AS (SELECT coalesce(sum(delta), 0) AS amount FROM ledger WHERE bucket < (SELECT min(bucket) FROM b))
      SELECT to_char(b.bucket, 'YYYY-MM-DD') AS date,
             coalesce(s.gross, 0)::bigint AS gross, coalesce(s.refund, 0)::bigint AS refund, coalesce(s.fee, 0)::bigint AS fee,
             coalesce(s.net, 0)::bigint AS net, coalesce(s.sales, 0)::bigint AS sales, coalesce(p.paid, 0)::bigint AS payouts,
             ((SELECT amount FROM opening) + sum(coalesce(l.delta, 0)) OVER (ORDER BY b.bucket))::bigint AS balance
      FROM b LEFT JOIN sales s ON s.bucket = b.bucket LEFT JOIN payouts p ON p.bucket = b.bucket
        LEFT JOIN ledger l ON l.bucket = b.bucket
      ORDER BY b.bucket`,
    client.$queryRaw<(MoneyRow & { type: string })[]>`
      SELECT type::text AS type, ${sums}
      FROM (
        SELECT a.sales, a."grossCents" AS gross, a."refundCents" AS refund, a."feeCents" AS fee, a."netCents" AS net, p.type
        FROM "AnalyticsProductDay" a JOIN "Product" p ON p.id = a."productId"
        WHERE a."sellerId" = ${sellerId} AND a.currency = ${currency ?? ""} AND a.day BETWEEN ${r.start}::date AND ${r.end}::date ${productFilter}
      ) d
      GROUP BY type ORDER BY type::text COLLATE "C"`,
  ]);
  // Summing the already aggregated buckets (at most one per day of a 5-year range) in exact bigint.
  const add = (k: keyof MoneyRow | "payouts") => buckets.reduce((acc, b) => acc + b[k], 0n);
  const last = buckets[buckets.length - 1];
  return {
    summary: {
      ...moneyOf({ gross: add("gross"), refund: add("refund"), fee: add("fee"), net: add("net"), sales: add("sales") }),
      payoutsPaid: toAmount(add("payouts")),
      balance: toAmount(last.balance),
    },
    currency,
    currencies: currencyCodes(totals),
    timeline: buckets.map((b) => ({ date: b.date, ...moneyOf(b), payoutsPaid: toAmount(b.payouts), balance: toAmount(b.balance) })),
    byProductType: byType.map((t) => ({ type: t.type, ...moneyOf(t) })),
    byCurrency:
      totals.length > 1
        ? [...totals].sort((a, b) => a.currency.localeCompare(b.currency)).map((c) => ({ currency: c.currency, ...moneyOf(c) }))
        : null,
  };
}
