import { env } from "@/lib/env";

export type Split = { feeCents: number; referralCents: number; sellerNetCents: number };

/**
 * The platform fee is PLATFORM_FEE_PERCENT of the price; a referrer earns REFERRAL_SHARE_PERCENT of that fee
 * (paid out of the fee, never out of the seller's net). The seller gets the price minus the whole fee.
 */
export function splitAmount(amountCents: number, referred: boolean): Split {
  const feeCents = Math.round((amountCents * env().PLATFORM_FEE_PERCENT) / 100);
  const referralCents = referred ? Math.round((feeCents * env().REFERRAL_SHARE_PERCENT) / 100) : 0;
  return { feeCents, referralCents, sellerNetCents: amountCents - feeCents };
}
