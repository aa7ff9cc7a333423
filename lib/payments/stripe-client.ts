import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";

/** How long a buyer is told to wait when Stripe cannot be reached (Retry-After of PAYMENT_PROVIDER_UNAVAILABLE). */
export const STRIPE_RETRY_AFTER_SECONDS = 30;

let cached: { signature: string; client: Stripe } | undefined;

/** STRIPE_API_BASE as the SDK's host/port/protocol options (a Stripe-compatible server in tests and local runs). */
export function apiBaseOptions(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? "80" : "443"), protocol };
}

/** The one Stripe client of this process, built from the settings (lib/env.ts). */
export function stripeClient(): Stripe {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set (PAYMENTS_PROVIDER=stripe needs it)");
  const signature = `${e.STRIPE_SECRET_KEY}|${e.STRIPE_API_BASE ?? ""}|${e.STRIPE_TIMEOUT_MS}|${e.STRIPE_MAX_NETWORK_RETRIES}`;
  if (cached?.signature !== signature) {
    const client = new Stripe(e.STRIPE_SECRET_KEY, {
      ...apiBaseOptions(e.STRIPE_API_BASE),
      timeout: e.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: e.STRIPE_MAX_NETWORK_RETRIES,
      telemetry: false,
      appInfo: { name: "Promptly" },
    });
    cached = { signature, client };
  }
  return cached.client;
}

/** An answer that says nothing about the request itself: Stripe unreachable, timing out, overloaded or failing. */
function isOutage(err: unknown): err is Stripe.errors.StripeError {
  if (!(err instanceof Stripe.errors.StripeError)) return false;
  return (
    err.type === "StripeConnectionError" ||
    err.type === "StripeAPIError" ||
    err.type === "StripeRateLimitError" ||
    (err.statusCode ?? 0) >= 500
  );
}

/**
 * One Stripe call (the SDK has already retried it STRIPE_MAX_NETWORK_RETRIES times with the same idempotency key).
 * An outage becomes 503 PAYMENT_PROVIDER_UNAVAILABLE with Retry-After; a money-moving call that may have reached Stripe
 * is settled by the caller's retry, which sends the same idempotency key and gets Stripe's first answer.
 */
export async function callStripe<T>(what: string, fn: (stripe: Stripe) => Promise<T>): Promise<T> {
  try {
    return await fn(stripeClient());
  } catch (err) {
    if (!isOutage(err)) throw err;
    log.warn("stripe unavailable", { call: what, type: err.type, status: err.statusCode ?? null, message: err.message });
    throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", "The payment provider could not be reached; retry the same request later", {
      retryAfterSeconds: STRIPE_RETRY_AFTER_SECONDS,
    });
  }
}

export function isStripeError(err: unknown, type?: string): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError && (type === undefined || err.type === type);
}
