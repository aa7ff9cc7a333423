import type Stripe from "stripe";
import type { ChargeInput, ChargeResult, PaymentProvider, SavedMethod } from "@/lib/payments/payment-provider";
import { callStripe, isStripeError } from "@/lib/payments/stripe-client";
import { stripeCustomerId } from "@/lib/payments/stripe-customers";

const REQUIRES_ACTION_MESSAGE = "Your bank asks you to confirm this payment: follow nextActionUrl, then retry the purchase";

function declined(declineCode: string, message: string): ChargeResult {
  return { ok: false, code: declineCode === "insufficient_funds" ? "INSUFFICIENT_FUNDS" : "PAYMENT_DECLINED", declineCode, message };
}

/** What a PaymentIntent's state means for a purchase. */
function outcomeOf(pi: Stripe.PaymentIntent): ChargeResult {
  if (pi.status === "succeeded") return { ok: true, id: pi.id };
  if (pi.status === "requires_action") {
    return {
      ok: false,
      code: "PAYMENT_REQUIRES_ACTION",
      paymentIntentId: pi.id,
      nextActionUrl: pi.next_action?.redirect_to_url?.url ?? null,
      message: REQUIRES_ACTION_MESSAGE,
    };
  }
  const last = pi.last_payment_error;
  return declined(last?.decline_code ?? last?.code ?? "card_declined", last?.message ?? "Your card was declined.");
}

/**
 * An off-session charge the bank wants authenticated (authentication_required): where it stands now. Completed
 * since (the buyer authenticated and retries): the charge. Otherwise it is confirmed on-session once, with a return
 * URL, which gives the page where the buyer authenticates.
 */
async function authenticationStep(paymentIntentId: string, input: ChargeInput): Promise<ChargeResult> {
  let pi = await callStripe("paymentIntents.retrieve", (s) => s.paymentIntents.retrieve(paymentIntentId));
  if (pi.status === "requires_payment_method" || pi.status === "requires_confirmation") {
    pi = await callStripe("paymentIntents.confirm", (s) =>
      s.paymentIntents.confirm(paymentIntentId, { payment_method: input.providerRef, return_url: input.returnUrl }),
    );
  }
  return outcomeOf(pi);
}

/**
 * A card error of a charge. Stripe replays a decline for a repeated idempotency key (for 24 hours), so a retry of a
 * declined purchase (the buyer topped up their card) confirms the same PaymentIntent again: a new attempt on it,
 * never a second charge, as a PaymentIntent succeeds at most once.
 */
async function cardErrorOutcome(err: unknown, input: ChargeInput, mayRetry: boolean): Promise<ChargeResult> {
  if (!isStripeError(err, "StripeCardError")) throw err;
  const pi = err.payment_intent;
  if (pi && err.code === "authentication_required") return authenticationStep(pi.id, input);
  if (pi && mayRetry && err.headers?.["idempotent-replayed"] === "true") {
    const now = await callStripe("paymentIntents.retrieve", (s) => s.paymentIntents.retrieve(pi.id));
    if (now.status !== "requires_payment_method")
      return now.status === "requires_action" ? authenticationStep(now.id, input) : outcomeOf(now);
    try {
      const again = await callStripe("paymentIntents.confirm", (s) =>
        s.paymentIntents.confirm(pi.id, { payment_method: input.providerRef, off_session: true }),
      );
      return outcomeOf(again);
    } catch (retryErr) {
      return cardErrorOutcome(retryErr, input, false);
    }
  }
  return declined(err.decline_code ?? err.code ?? "card_declined", err.message);
}

/** Card payments on the platform's Stripe account, each buyer a Customer (docs/payments.md, ADR 031). */
export const stripeProvider: PaymentProvider = {
  name: "stripe",

  async savePaymentMethod({ providerRef, buyerId }): Promise<SavedMethod | null> {
    const customer = await stripeCustomerId(buyerId);
    let pm: Stripe.PaymentMethod;
    try {
      // Stripe's test ids (pm_card_visa, …) attach as a new PaymentMethod of their card, as in Stripe's test mode.
      pm = await callStripe("paymentMethods.attach", (s) => s.paymentMethods.attach(providerRef, { customer }));
    } catch (err) {
      if (!isStripeError(err, "StripeInvalidRequestError")) throw err;
      // Already attached to this buyer (e.g. saved through Stripe's own pages): it is theirs; anything else is unknown.
      const existing = await callStripe("paymentMethods.retrieve", (s) => s.paymentMethods.retrieve(providerRef)).catch((e: unknown) => {
        if (isStripeError(e, "StripeInvalidRequestError")) return null;
        throw e;
      });
      const owner = typeof existing?.customer === "string" ? existing.customer : existing?.customer?.id;
      if (!existing || owner !== customer) return null;
      pm = existing;
    }
    return { providerRef: pm.id, brand: pm.card?.brand ?? pm.type, last4: pm.card?.last4 ?? "", fingerprint: pm.card?.fingerprint ?? null };
  },

  async charge(input) {
    const customer = await stripeCustomerId(input.buyerId);
    try {
      const pi = await callStripe("paymentIntents.create", (s) =>
        s.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer,
            payment_method: input.providerRef,
            off_session: true,
            confirm: true,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      // A replay of a first answer that needed action: the state now decides.
      return pi.status === "requires_action" ? await authenticationStep(pi.id, input) : outcomeOf(pi);
    } catch (err) {
      return cardErrorOutcome(err, input, true);
    }
  },

  async chargeState(chargeId) {
    const pi = await callStripe("paymentIntents.retrieve", (s) => s.paymentIntents.retrieve(chargeId));
    return { succeeded: pi.status === "succeeded", amountCents: pi.amount_received || pi.amount, currency: pi.currency };
  },

  async refund({ chargeId, amountCents, idempotencyKey }) {
    try {
      const refund = await callStripe("refunds.create", (s) =>
        s.refunds.create({ payment_intent: chargeId, amount: amountCents }, { idempotencyKey }),
      );
      return { id: refund.id };
    } catch (err) {
      // Refunded already, in the Stripe Dashboard (its charge.refunded may not have arrived yet): that refund is ours.
      if (!isStripeError(err, "StripeInvalidRequestError") || err.code !== "charge_already_refunded") throw err;
      const existing = await callStripe("refunds.list", (s) => s.refunds.list({ payment_intent: chargeId, limit: 1 }));
      if (!existing.data[0]) throw err;
      return { id: existing.data[0].id };
    }
  },
};
