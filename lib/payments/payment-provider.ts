export type CardDetails = { brand: string; last4: string };

/** A payment method as saved: the provider's id to charge later (Stripe: the PaymentMethod attached to the buyer's Customer). */
export type SavedMethod = CardDetails & {
  providerRef: string;
  /** Stripe's card fingerprint (one per card number), so one card is kept once; absent in test mode. */
  fingerprint?: string | null;
};

export type ChargeResult =
  | { ok: true; id: string }
  | { ok: false; code: "INSUFFICIENT_FUNDS" | "PAYMENT_DECLINED"; declineCode: string; message: string }
  /** The bank asks the buyer to authenticate (3-D Secure): they follow nextActionUrl, then retry the same purchase. */
  | { ok: false; code: "PAYMENT_REQUIRES_ACTION"; paymentIntentId: string; nextActionUrl: string | null; message: string };

export type ChargeInput = {
  providerRef: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  /** Who pays (the provider's customer is theirs) and where an authentication sends them back. */
  buyerId: string;
  returnUrl: string;
  /** What the provider keeps with the charge, for its dashboard and reconciliation. */
  metadata: Record<string, string>;
};

/**
 * The one seam to a payment processor. Every money-moving call carries an idempotency key: the provider
 * answers a repeated key with the first result, so a retry after a crash or a concurrent duplicate never
 * charges or refunds twice. A provider that cannot be reached throws AppError PAYMENT_PROVIDER_UNAVAILABLE.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Validates a provider payment method reference (e.g. pm_card_visa) for this buyer and returns what to save. */
  savePaymentMethod(input: { providerRef: string; buyerId: string }): Promise<SavedMethod | null>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** A charge made earlier and completed since (an authentication finished): succeeded, and for how much. */
  chargeState(chargeId: string): Promise<{ succeeded: boolean; amountCents: number; currency: string }>;
  refund(input: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
}
