import { z } from "zod";
import { db } from "@/lib/db/client";
import { toAmount } from "@/lib/money";

export const balanceView = z.object({
  currency: z.string(),
  balance: z.number(),
  sales: z.number(),
  referrals: z.number(),
  refunds: z.number(),
  payouts: z.number(),
  disputes: z.number().meta({
    description:
      "Held or lost to card disputes (negative): a dispute's share is held while open, released if won (docs/payments.md#disputes)",
  }),
});

/**
 * An account's balance per currency: the sum of its ledger (sales and referrals credit, refunds, payouts and
 * dispute holds debit). It is never stored, so it cannot drift from the entries.
 */
export async function accountBalances(userId: string): Promise<z.infer<typeof balanceView>[]> {
  const client = await db();
  const groups = await client.ledgerEntry.groupBy({
    by: ["currency", "kind"],
    where: { userId },
    _sum: { amountCents: true },
    orderBy: [{ currency: "asc" }],
  });
  const byCurrency = new Map<string, Record<"SALE" | "REFERRAL" | "REFUND" | "PAYOUT" | "DISPUTE", number>>();
  for (const g of groups) {
    const sums = byCurrency.get(g.currency) ?? { SALE: 0, REFERRAL: 0, REFUND: 0, PAYOUT: 0, DISPUTE: 0 };
    sums[g.kind] += g._sum.amountCents ?? 0;
    byCurrency.set(g.currency, sums);
  }
  return [...byCurrency].map(([currency, s]) => ({
    currency,
    balance: toAmount(s.SALE + s.REFERRAL + s.REFUND + s.PAYOUT + s.DISPUTE),
    sales: toAmount(s.SALE),
    referrals: toAmount(s.REFERRAL),
    refunds: toAmount(s.REFUND),
    payouts: toAmount(s.PAYOUT),
    disputes: toAmount(s.DISPUTE),
  }));
}
