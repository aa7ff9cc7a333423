import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { db, preparedQuery } from "@/lib/db/client";
import { salesDays } from "@/lib/analytics/daily-source";
import type { DayRange } from "@/lib/analytics/range";

/** A currency's sales figures over a range, in cents. */
export type CurrencyTotals = { currency: string; gross: bigint; refund: bigint; fee: bigint; net: bigint; sales: bigint };

/** The fields every analytics answer carries about its currency (docs/analytics.md#currencies). */
export const reportCurrencyFields = {
  currency: z.string().nullable().meta({
    description:
      "The currency of every amount in this answer: the asked one, else the range's with the most gross revenue (with no sale in the range, that of the seller's latest ledger entry); null only when the seller has never sold",
  }),
  currencies: z
    .array(z.string())
    .meta({ description: "Every currency the range holds orders in, alphabetical: ask for another one with the currency parameter" }),
};

/**
 * The one rule for the currency of an analytics answer (ADR 055: amounts in different currencies are never added):
 * the asked one, else the range's currency with the most gross revenue, else that of the seller's latest ledger entry,
 * else null. Also answers every currency of the range with its totals, from the daily rollups (a row per day and
 * currency: at most a few thousand, whatever the number of orders).
 */
export async function reportCurrency(sellerId: string, r: DayRange): Promise<{ currency: string | null; totals: CurrencyTotals[] }> {
  const totals = await preparedQuery<CurrencyTotals>(Prisma.sql`
    SELECT currency, sum(gross)::bigint AS gross, sum(refund)::bigint AS refund, sum(fee)::bigint AS fee, sum(net)::bigint AS net,
           sum(sales)::bigint AS sales
    FROM (${salesDays(sellerId, r)}) d
    GROUP BY currency ORDER BY sum(gross) DESC, currency COLLATE "C"`);
  if (r.currency) return { currency: r.currency, totals };
  if (totals.length) return { currency: totals[0].currency, totals };
  const latest = await (
    await db()
  ).ledgerEntry.findFirst({ where: { userId: sellerId }, orderBy: { createdAt: "desc" }, select: { currency: true } });
  return { currency: latest?.currency ?? null, totals };
}

/** The range's currency codes, alphabetical (the `currencies` field). */
export const currencyCodes = (totals: CurrencyTotals[]) => totals.map((t) => t.currency).sort((a, b) => a.localeCompare(b));
