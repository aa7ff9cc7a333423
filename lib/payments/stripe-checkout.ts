import type Stripe from "stripe";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError, notFound, validationError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { appOrigin } from "@/lib/accounts/account-links";
import { currencyCode, price as priceSchema } from "@/lib/catalog/schemas";
import { purchasePriceOf } from "@/lib/purchases/bundle-price";
import { paymentsMode } from "@/lib/payments/mode";
import { keepProviderMethod } from "@/lib/payments/payment-methods";
import { paymentProvider } from "@/lib/payments/provider";
import { callStripe, isStripeError } from "@/lib/payments/stripe-client";
import { stripeCustomerId } from "@/lib/payments/stripe-customers";
import { syncStripeSubscription } from "@/lib/payments/stripe-plan-billing";
import { activeOrderId } from "@/lib/purchases/access";
import { createPurchase, purchasableProductOrThrow, referrerOrThrow } from "@/lib/purchases/create-purchase";
import { alreadyPurchased } from "@/lib/purchases/errors";
import { toAmount } from "@/lib/money";

/**
 * Hosted Stripe Checkout (docs/payments.md#hosted-checkout): the browser's buy button and Billing's "Add a card" in
 * Stripe mode. A session is made on the buyer's Customer and the buyer is sent to Stripe's page; nothing of Stripe.js
 * runs on ours. A paid session becomes its order exactly once, whichever comes first: the checkout.session.completed
 * webhook, or the buyer's return (the session read from Stripe as paid). Both go through createPurchase with the
 * order id the session named, and the PaymentIntent as the charge: a second arrival finds the Charge row.
 */

export const createCheckoutSessionInput = z.strictObject({
  mode: z
    .enum(["payment", "setup"])
    .default("payment")
    .meta({ description: "payment: buy productId; setup: save a card for later purchases" }),
  productId: z.string().min(1).max(100).optional().meta({ description: "Required with mode payment" }),
  referralCode: z.string().trim().min(1).max(64).optional(),
  discountCode: z.string().trim().min(1).max(64).optional(),
  amount: priceSchema.optional().meta({ description: "Pay-what-you-want products only: the amount the buyer names" }),
  currency: currencyCode
    .optional()
    .meta({ description: "The currency to pay in: the product's main one (default) or one of its `prices`" }),
});
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutSessionInput>;

export const checkoutSessionView = z.object({
  id: z.string(),
  mode: z.enum(["payment", "setup", "subscription"]).meta({ description: "subscription: a paid plan (POST /account/plan makes it)" }),
  status: z.enum(["open", "complete", "expired"]),
  paid: z.boolean().meta({ description: "payment: Stripe took the money; setup: the card was saved" }),
  url: z.string().nullable().meta({ description: "Stripe's hosted page: send the buyer there (null once complete or expired)" }),
  expiresAt: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  productId: z.string().nullable(),
  orderId: z.string().nullable().meta({ description: "payment: the order the session pays for (it exists once paid)" }),
  paymentMethodId: z.string().nullable().meta({ description: "setup: the saved payment method, once complete" }),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionView>;

export const checkoutSessionParams = z.object({ sessionId: z.string().min(1).max(255) });

function requireStripe(): void {
  if (paymentsMode().provider !== "stripe") {
    throw new AppError("NOT_FOUND", "Checkout sessions need Stripe (PAYMENTS_PROVIDER=stripe); in test mode buy with POST /purchases");
  }
}

const meta = (s: Stripe.Checkout.Session) => (s.metadata ?? {}) as Record<string, string>;
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

function toView(s: Stripe.Checkout.Session, paymentMethodId: string | null = null): CheckoutSessionView {
  const m = meta(s);
  const paid = s.mode === "setup" ? s.status === "complete" : s.payment_status === "paid";
  return {
    id: s.id,
    mode: s.mode === "setup" ? "setup" : s.mode === "subscription" ? "subscription" : "payment",
    status: (s.status ?? "open") as CheckoutSessionView["status"],
    paid,
    url: s.status === "open" ? (s.url ?? null) : null,
    expiresAt: new Date(s.expires_at * 1000).toISOString(),
    amount: s.amount_total === null || s.amount_total === undefined ? null : toAmount(s.amount_total),
    currency: s.currency ?? null,
    productId: m.productId ?? null,
    orderId: m.orderId ?? null,
    paymentMethodId,
  };
}

/** POST /checkout-sessions: a hosted Checkout Session to buy a product (mode payment) or save a card (mode setup). */
export async function createCheckoutSession(
  buyerId: string,
  input: z.infer<typeof createCheckoutSessionInput>,
  origin = appOrigin(),
): Promise<CheckoutSessionView> {
  requireStripe();
  const customer = await stripeCustomerId(buyerId);
  if (input.mode === "setup") {
    const billing = `${origin}/dashboard/billing`;
    const session = await callStripe("checkout.sessions.create", (s) =>
      s.checkout.sessions.create({
        mode: "setup",
        customer,
        currency: "usd",
        metadata: { buyerId, purpose: "save_card" },
        success_url: `${billing}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${billing}?checkout=cancelled`,
      }),
    );
    return toView(session);
  }
  if (!input.productId) throw validationError([{ path: "productId", message: "Required with mode payment" }]);
  const product = await purchasableProductOrThrow(buyerId, input.productId, input.currency);
  const owned = await activeOrderId(await db(), buyerId, product.id);
  if (owned) throw alreadyPurchased(owned);
  if (input.referralCode) await referrerOrThrow(input.referralCode, buyerId);
  // The price as the purchase will charge it (a refused code is a 400 here); it is checked again on fulfilment.
  const price = await purchasePriceOf(buyerId, product, input.discountCode, input.amount);
  if (price.amountCents === 0) {
    throw new AppError("VALIDATION_ERROR", "Nothing to pay: get it with POST /purchases", {
      reason: "nothing_to_pay",
      fields: [{ path: "productId", message: "Nothing to pay" }],
    });
  }
  const orderId = newId("ord");
  const metadata: Record<string, string> = {
    orderId,
    productId: product.id,
    buyerId,
    sellerId: product.authorId,
    ...(input.referralCode ? { referralCode: input.referralCode } : {}),
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    ...(input.amount !== undefined ? { namedAmount: String(input.amount) } : {}),
    currency: product.currency,
  };
  const page = `${origin}/products/${product.id}`;
  const session = await callStripe("checkout.sessions.create", (s) =>
    s.checkout.sessions.create(
      {
        mode: "payment",
        customer,
        client_reference_id: orderId,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: price.currency.toLowerCase(), unit_amount: price.amountCents, product_data: { name: product.title } },
          },
        ],
        metadata,
        // Marked, so payment_intent.succeeded leaves it to checkout.session.completed (lib/payments/stripe-webhooks.ts).
        // setup_future_usage: Stripe attaches the card to the buyer's Customer for later off-session purchases (its page
        // tells the buyer so), and fulfilment keeps it as a saved payment method.
        payment_intent_data: { metadata: { ...metadata, checkoutSessionOrder: "true" }, setup_future_usage: "off_session" },
        success_url: `${page}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${page}?checkout=cancelled`,
      },
      { idempotencyKey: `checkout:${orderId}` },
    ),
  );
  return toView(session);
}

async function retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await callStripe("checkout.sessions.retrieve", (s) => s.checkout.sessions.retrieve(sessionId));
  } catch (err) {
    if (isStripeError(err, "StripeInvalidRequestError") && err.statusCode === 404) return null;
    throw err;
  }
}

/** The card a PaymentMethod is, as Stripe reports it, and the Customer it is attached to (null: not reusable). */
async function cardOf(paymentMethodId: string) {
  const pm = await callStripe("paymentMethods.retrieve", (s) => s.paymentMethods.retrieve(paymentMethodId));
  return {
    providerRef: pm.id,
    brand: pm.card?.brand ?? pm.type,
    last4: pm.card?.last4 ?? "",
    fingerprint: pm.card?.fingerprint ?? null,
    customer: idOf(pm.customer),
  };
}

/**
 * A completed session applied once: a paid payment session becomes its order, a setup session's card is saved.
 * Called by the checkout.session.completed webhook and by the buyer's return; whichever comes second finds it done.
 * A payment the purchase can no longer use (bought meanwhile through another session, unpublished, price changed)
 * is refunded with the key void:<PaymentIntent>.
 */
export async function fulfilCheckoutSession(session: Stripe.Checkout.Session): Promise<{ outcome: string; paymentMethodId?: string }> {
  const m = meta(session);
  if (!m.buyerId) return { outcome: "not ours" };
  if (session.mode === "setup") {
    if (session.status !== "complete") return { outcome: "not complete" };
    const setupIntentId = idOf(session.setup_intent);
    if (!setupIntentId) return { outcome: "no setup intent" };
    const si = await callStripe("setupIntents.retrieve", (s) => s.setupIntents.retrieve(setupIntentId));
    const pmId = idOf(si.payment_method);
    if (!pmId) return { outcome: "no payment method" };
    const saved = await keepProviderMethod(m.buyerId, await cardOf(pmId));
    return { outcome: "card saved", paymentMethodId: saved.id };
  }
  // A paid plan (lib/payments/stripe-plan-billing.ts): the account follows the subscription, read from Stripe.
  if (session.mode === "subscription") {
    if (session.status !== "complete") return { outcome: "not complete" };
    return { outcome: await syncStripeSubscription(idOf(session.subscription)) };
  }
  if (session.mode !== "payment" || !m.orderId || !m.productId) return { outcome: "not a purchase" };
  if (session.payment_status !== "paid") return { outcome: "not paid" };
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) return { outcome: "no payment intent" };
  const client = await db();
  const recorded = async () => (await client.charge.findUnique({ where: { id: paymentIntentId }, select: { id: true } })) !== null;
  if (await recorded()) return { outcome: "already recorded" };
  const pi = await callStripe("paymentIntents.retrieve", (s) => s.paymentIntents.retrieve(paymentIntentId));
  const pmId = idOf(pi.payment_method);
  const card = pmId ? await cardOf(pmId) : { brand: "card", last4: "" };
  // The card paid with, saved for later purchases when Stripe attached it to the buyer's Customer (setup_future_usage
  // off_session), before the order so a retry after a crash still saves it: kept once, by its fingerprint.
  if (
    "providerRef" in card &&
    pi.setup_future_usage === "off_session" &&
    card.customer !== null &&
    card.customer === idOf(session.customer)
  ) {
    await keepProviderMethod(m.buyerId, card);
  }
  try {
    await createPurchase(
      m.buyerId,
      {
        productId: m.productId,
        ...(m.referralCode ? { referralCode: m.referralCode } : {}),
        ...(m.discountCode ? { discountCode: m.discountCode } : {}),
        ...(m.namedAmount ? { amount: Number(m.namedAmount) } : {}),
        ...(m.currency ? { currency: m.currency } : {}),
      },
      `${appOrigin()}/api/v1`,
      { checkout: { sessionId: session.id, orderId: m.orderId, chargeId: paymentIntentId, brand: card.brand, last4: card.last4 } },
    );
    return { outcome: "purchase recorded" };
  } catch (err) {
    // Stripe out of reach: tried again later (the job's retry, or the next return). Anything else: this payment cannot be the purchase.
    if (!(err instanceof AppError) || err.code === "PAYMENT_PROVIDER_UNAVAILABLE") throw err;
    if (await recorded()) return { outcome: "already recorded" };
    await paymentProvider().refund({ chargeId: paymentIntentId, amountCents: pi.amount, idempotencyKey: `void:${paymentIntentId}` });
    return { outcome: `refunded: ${String(err.details.reason ?? err.code)}` };
  }
}

/**
 * GET /checkout-sessions/{id}, and the buyer's return to the product page or Billing: the session as Stripe has it,
 * fulfilled now when it reads as paid (or saved) and the webhook has not done it yet. Another buyer's session is 404.
 */
export async function readCheckoutSession(buyerId: string, sessionId: string): Promise<CheckoutSessionView> {
  requireStripe();
  const session = await retrieveSession(sessionId);
  if (!session || meta(session).buyerId !== buyerId) throw notFound("Checkout session");
  const done = session.status === "complete" ? await fulfilCheckoutSession(session) : null;
  return toView(session, done?.paymentMethodId ?? null);
}
