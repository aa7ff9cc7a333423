import { createHash } from "node:crypto";
import type { CardDetails, PaymentProvider } from "@/lib/payments/payment-provider";
import { refuseTestPaymentMethodWhenLive } from "@/lib/payments/mode";

type TestCard = CardDetails & { outcome: "succeed" | "INSUFFICIENT_FUNDS" | "PAYMENT_DECLINED" };

// Stripe's documented test payment method ids, so the same ids keep working against Stripe's test mode.
export const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: "succeed" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: "succeed" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", outcome: "INSUFFICIENT_FUNDS" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", outcome: "PAYMENT_DECLINED" },
};

// Ids derive from the idempotency key, so a repeated key yields the same charge or refund with no state kept.
const idFor = (prefix: string, key: string) => `${prefix}_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;

export const testModeProvider: PaymentProvider = {
  name: "test",
  async savePaymentMethod({ providerRef }) {
    const card = TEST_CARDS[providerRef];
    if (card) refuseTestPaymentMethodWhenLive();
    return card ? { providerRef, brand: card.brand, last4: card.last4 } : null;
  },
  async charge({ providerRef, idempotencyKey }) {
    // Every method this provider knows is a test one: a live deployment (APP_ENV=production) takes none of them.
    refuseTestPaymentMethodWhenLive();
    const card = TEST_CARDS[providerRef];
    // Decline codes as Stripe reports them.
    if (!card) return { ok: false, code: "PAYMENT_DECLINED", declineCode: "invalid_payment_method", message: "Unknown payment method" };
    if (card.outcome === "INSUFFICIENT_FUNDS") {
      return { ok: false, code: "INSUFFICIENT_FUNDS", declineCode: "insufficient_funds", message: "Your card has insufficient funds." };
    }
    if (card.outcome === "PAYMENT_DECLINED") {
      return { ok: false, code: "PAYMENT_DECLINED", declineCode: "generic_decline", message: "Your card was declined." };
    }
    return { ok: true, id: idFor("ch_test", idempotencyKey) };
  },
  // Test charges succeed at once: there is never one completed later.
  async chargeState() {
    return { succeeded: false, amountCents: 0, currency: "usd" };
  },
  async refund({ idempotencyKey }) {
    return { id: idFor("re_test", idempotencyKey) };
  },
};
