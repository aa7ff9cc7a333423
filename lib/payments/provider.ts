import { testModeProvider } from "@/lib/payments/test-mode-provider";

export type CardDetails = { brand: string; last4: string };

export type ChargeResult =
  { ok: true; id: string } | { ok: false; code: "INSUFFICIENT_FUNDS" | "PAYMENT_DECLINED"; declineCode: string; message: string };

/**
 * The one seam to a payment processor. Every money-moving call carries an idempotency key: the provider
 * answers a repeated key with the first result, so a retry after a crash or a concurrent duplicate never
 * charges or refunds twice.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Validates a provider payment method reference (e.g. pm_card_visa) and returns the card to display. */
  describePaymentMethod(providerRef: string): Promise<CardDetails | null>;
  charge(input: { providerRef: string; amountCents: number; currency: string; idempotencyKey: string }): Promise<ChargeResult>;
  refund(input: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
}

/** Test mode is the only provider built in; a Stripe provider would implement the same interface. */
export function paymentProvider(): PaymentProvider {
  return testModeProvider;
}
