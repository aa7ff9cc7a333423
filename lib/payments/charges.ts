import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors";
import type { ChargeResult, PaymentProvider } from "@/lib/payments/payment-provider";

/** The order a purchase attempt creates, named by its charge's idempotency key: a retry of the attempt names the same order. */
export function orderIdFor(idempotencyKey: string): string {
  return `ord_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
}

/** A charge that did not go through, as the API answers it: 402 with what the buyer can do next. */
export function chargeFailure(charge: Exclude<ChargeResult, { ok: true }>, paymentMethodId: string | null): AppError {
  if (charge.code === "PAYMENT_REQUIRES_ACTION") {
    return new AppError("PAYMENT_REQUIRES_ACTION", charge.message, {
      paymentMethodId,
      paymentIntentId: charge.paymentIntentId,
      nextActionUrl: charge.nextActionUrl,
    });
  }
  return new AppError(charge.code, charge.message, { paymentMethodId, declineCode: charge.declineCode });
}

/** A charge the provider completed after the request that started it (3-D Secure done later): usable only as it was asked. */
export async function paidCharge(
  provider: PaymentProvider,
  chargeId: string,
  amountCents: number,
  currency: string,
): Promise<ChargeResult> {
  const state = await provider.chargeState(chargeId);
  if (!state.succeeded || state.amountCents !== amountCents || state.currency.toLowerCase() !== currency.toLowerCase()) {
    throw new AppError("VALIDATION_ERROR", `Charge ${chargeId} does not pay this purchase (now ${amountCents} ${currency})`, {
      reason: "charge_not_usable",
      chargeId,
    });
  }
  return { ok: true, id: chargeId };
}
