import { divRound } from "@/lib/money";

/** What a sale split (lib/purchases/split-amount.ts) and its refunds so far gave back, in cents. */
export type SaleSplit = { amountCents: number; feeCents: number; referralCents: number; sellerNetCents: number };
export type RefundShare = { feeCents: number; referralCents: number; sellerNetCents: number };

/** The part of the sale's fee and referral share that refunds totalling `refundedCents` give back, cumulatively. */
function cumulative(sale: SaleSplit, refundedCents: number): RefundShare {
  const total = BigInt(sale.amountCents);
  const done = BigInt(refundedCents);
  const feeCents = Number(divRound(BigInt(sale.feeCents) * done, total));
  const referralCents = Number(divRound(BigInt(sale.referralCents) * done, total));
  return { feeCents, referralCents, sellerNetCents: refundedCents - feeCents };
}

/**
 * The split of one refund of `amountCents` after `refundedBeforeCents` were already refunded
 * (docs/decisions/038-refund-proration.md). Each part is prorated on the running total, not on the refund alone:
 * the cumulative fee and referral share given back after any refunds are round-half-up(part × refunded / amount),
 * and this refund takes the difference from the refunds before it. The seller's part is the rest of the refund, so
 * the three parts of a refund always add up to it, and refunds that reach the order's amount give back exactly the
 * sale's fee, referral share and seller net, whatever their number or order.
 */
export function refundShare(sale: SaleSplit, refundedBeforeCents: number, amountCents: number): RefundShare {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new RangeError(`refund amount must be a positive integer: ${amountCents}`);
  if (refundedBeforeCents < 0 || refundedBeforeCents + amountCents > sale.amountCents) {
    throw new RangeError(`refunds exceed the order: ${refundedBeforeCents} + ${amountCents} > ${sale.amountCents}`);
  }
  const before = cumulative(sale, refundedBeforeCents);
  const after = cumulative(sale, refundedBeforeCents + amountCents);
  return {
    feeCents: after.feeCents - before.feeCents,
    referralCents: after.referralCents - before.referralCents,
    sellerNetCents: after.sellerNetCents - before.sellerNetCents,
  };
}
