import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/** The words every test-mode page and receipt carries. */
export const TEST_MODE_NOTICE = "Test mode: no real payments";

export type PaymentsMode = {
  /** The configured provider (PAYMENTS_PROVIDER). */
  provider: "test" | "stripe";
  /** A live deployment: APP_ENV=production, or a real payment provider configured. */
  live: boolean;
  /** Test mode: the test provider outside a live deployment. No real money moves; demo data may exist. */
  testMode: boolean;
};

/** The one answer to "is this install taking real payments?", read by the provider, start-up, pages and /me. */
export function paymentsMode(): PaymentsMode {
  const e = env();
  const live = e.APP_ENV === "production" || e.PAYMENTS_PROVIDER !== "test";
  return { provider: e.PAYMENTS_PROVIDER, live, testMode: !live };
}

export const isTestMode = (): boolean => paymentsMode().testMode;

/** A live deployment never lets a test payment method pay (or be saved to pay later). */
export function refuseTestPaymentMethodWhenLive(): void {
  if (!paymentsMode().live) return;
  throw new AppError("TEST_PAYMENT_METHOD_REFUSED", "Test payment methods are refused in a live deployment; use a real payment method", {
    reason: "live_mode",
  });
}
