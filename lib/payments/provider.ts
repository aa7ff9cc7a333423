import type { PaymentProvider } from "@/lib/payments/payment-provider";
import { testModeProvider } from "@/lib/payments/test-mode-provider";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { paymentsMode } from "@/lib/payments/mode";

const PROVIDERS: Record<ReturnType<typeof paymentsMode>["provider"], PaymentProvider> = { test: testModeProvider, stripe: stripeProvider };

/** The provider PAYMENTS_PROVIDER names (docs/payments.md). */
export function paymentProvider(): PaymentProvider {
  return PROVIDERS[paymentsMode().provider];
}
