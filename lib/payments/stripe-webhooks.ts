import type Stripe from "stripe";
import { db, type DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { kickJobs } from "@/lib/jobs/background";
import { applyStripeEventTrigger } from "@/lib/jobs/triggers";
import type { Step } from "@/lib/jobs/define";
import { log } from "@/lib/log";
import { paymentsMode } from "@/lib/payments/mode";
import { callStripe, stripeClient } from "@/lib/payments/stripe-client";
import { paymentProvider } from "@/lib/payments/provider";
import { syncConnectedAccount } from "@/lib/payments/stripe-connect";
import { fulfilCheckoutSession } from "@/lib/payments/stripe-checkout";
import { syncStripeSubscription } from "@/lib/payments/stripe-plan-billing";
import { appOrigin } from "@/lib/accounts/account-links";
import { createPurchase } from "@/lib/purchases/create-purchase";
import { refundLockedOrder } from "@/lib/purchases/refund-order";
import { TX_OPTIONS } from "@/lib/purchases/errors";
import { closeDispute, openDispute } from "@/lib/purchases/disputes";

/** The events applied; any other type is acknowledged and kept, with nothing done (docs/payments.md#stripe-webhooks). */
export const HANDLED_STRIPE_EVENTS = [
  "payment_intent.succeeded",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.closed",
  "account.updated",
  "checkout.session.completed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
] as const;

export type WebhookReceipt = "received" | "duplicate" | "bad_signature" | "not_configured";

/**
 * POST /api/stripe/webhook: the raw body checked against Stripe-Signature with STRIPE_WEBHOOK_SECRET (and its
 * timestamp tolerance), then the event kept once by its id with the job that applies it, in one transaction. A
 * delivery Stripe repeats finds its id kept and starts nothing.
 */
export async function receiveStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookReceipt> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (paymentsMode().provider !== "stripe" || !secret) return "not_configured";
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch (err) {
    log.warn("stripe webhook refused", { error: err instanceof Error ? err.message : String(err) });
    return "bad_signature";
  }
  const client = await db();
  const inserted = await client.$transaction(async (tx: DbTx) => {
    const count = await tx.$executeRaw`
      INSERT INTO "StripeEvent" ("id", "type", "payload") VALUES (${event.id}, ${event.type}, ${rawBody}::jsonb) ON CONFLICT DO NOTHING`;
    if (count === 1) await enqueueJob(applyStripeEventTrigger, { eventId: event.id }, { tx });
    return count === 1;
  });
  if (inserted) kickJobs();
  return inserted ? "received" : "duplicate";
}

/** The apply-stripe-event job: one kept event, applied once. */
export async function runApplyStripeEvent(payload: { eventId: string }, step: Step): Promise<{ outcome: string }> {
  return step.run("apply", () => applyStripeEvent(payload.eventId));
}

async function markProcessed(tx: DbTx, eventId: string, outcome: string): Promise<void> {
  await tx.stripeEvent.updateMany({ where: { id: eventId, processedAt: null }, data: { processedAt: new Date(), outcome } });
}

/** Applies a kept event unless it was applied already; its outcome is kept on the row for the operator. */
export async function applyStripeEvent(eventId: string): Promise<{ outcome: string }> {
  const client = await db();
  const row = await client.stripeEvent.findUnique({ where: { id: eventId } });
  if (!row) return { outcome: "gone" };
  if (row.processedAt) return { outcome: row.outcome ?? "processed" };
  const event = row.payload as unknown as Stripe.Event;
  let outcome: string;
  if (event.type === "payment_intent.succeeded") outcome = await completeAuthenticatedPurchase(event.data.object);
  else if (event.type === "charge.refunded") outcome = await mirrorRefund(eventId, event.data.object);
  else if (event.type === "charge.dispute.created") outcome = await mirrorDispute(event.data.object, "created");
  else if (event.type === "charge.dispute.closed") outcome = await mirrorDispute(event.data.object, "closed");
  else if (event.type === "account.updated") outcome = await syncConnectedAccount(event.data.object);
  else if (event.type === "checkout.session.completed") outcome = (await fulfilCheckoutSession(event.data.object)).outcome;
  else if (event.type === "customer.subscription.updated" || event.type === "customer.subscription.deleted") {
    outcome = await syncStripeSubscription(event.data.object.id);
  } else if (event.type === "invoice.payment_failed") outcome = await syncStripeSubscription(subscriptionOf(event.data.object));
  else outcome = "ignored";
  await client.$transaction((tx: DbTx) => markProcessed(tx, eventId, outcome));
  log.info("stripe event applied", { eventId, type: event.type, outcome });
  return { outcome };
}

/** The subscription an invoice bills (Stripe's invoice.parent.subscription_details), or null for another invoice. */
function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === "string" ? sub : (sub?.id ?? null);
}

/** A charge younger than this may still be recorded by the purchase request that made it (its answer on the way). */
const IN_FLIGHT_SECONDS = 120;

/**
 * payment_intent.succeeded: a purchase whose charge the bank made the buyer authenticate (402 PAYMENT_REQUIRES_ACTION,
 * no order) is recorded now, once: the same path as the buyer's retry, with the charge instead of a new one, and with
 * what the buyer asked for (referral, discount code, named amount) from the charge's metadata. For an ordinary
 * purchase the event may arrive before the request's own answer: whichever records the charge first makes the order,
 * and the other answers that same order (createPurchase). A charge the purchase can no longer use (the product was
 * unpublished, bought meanwhile) is refunded, but not while the request that made it may still record it: the job
 * tries again later instead.
 */
async function completeAuthenticatedPurchase(pi: Stripe.PaymentIntent): Promise<string> {
  const { buyerId, productId, paymentMethodId, referralCode, discountCode, amount, currency } = pi.metadata ?? {};
  if (!buyerId || !productId) return "not a purchase";
  // A Checkout Session's payment becomes its order through checkout.session.completed (or the buyer's return).
  if (pi.metadata?.checkoutSessionOrder) return "checkout payment";
  const client = await db();
  if (await client.charge.findUnique({ where: { id: pi.id }, select: { id: true } })) return "already recorded";
  try {
    const input = {
      productId,
      paymentMethodId,
      referralCode,
      discountCode,
      amount: amount === undefined ? undefined : Number(amount),
      // The charge's own currency: the one the buyer chose (absent on charges made before prices in several currencies).
      currency: currency ?? pi.currency.toUpperCase(),
    };
    await createPurchase(buyerId, input, `${appOrigin()}/api/v1`, { paidBy: pi.id });
    return "purchase recorded";
  } catch (err) {
    // Stripe out of reach: the job tries again later. Anything else means this charge cannot become the purchase.
    if (!(err instanceof AppError) || err.code === "PAYMENT_PROVIDER_UNAVAILABLE") throw err;
    if (await client.charge.findUnique({ where: { id: pi.id }, select: { id: true } })) return "already recorded";
    if (Date.now() / 1000 - pi.created < IN_FLIGHT_SECONDS) {
      throw new Error(`charge ${pi.id} not recorded yet (${err.code}); its purchase request may still record it`);
    }
    await paymentProvider().refund({ chargeId: pi.id, amountCents: pi.amount, idempotencyKey: `void:${pi.id}` });
    return `refunded: ${String(err.details.reason ?? err.code)}`;
  }
}

/**
 * The Stripe refund behind a charge.refunded: the newest of the charge's refunds not recorded yet (listed when the
 * event's charge does not carry them).
 */
async function unrecordedRefundId(charge: Stripe.Charge, paymentIntentId: string): Promise<string> {
  let listed = charge.refunds?.data ?? [];
  if (listed.length === 0) {
    listed = (await callStripe("refunds.list", (s) => s.refunds.list({ payment_intent: paymentIntentId, limit: 100 }))).data;
  }
  const client = await db();
  const known = new Set(
    (await client.refund.findMany({ where: { refundRef: { in: listed.map((r) => r.id) } }, select: { refundRef: true } })).map(
      (r) => r.refundRef,
    ),
  );
  return listed.find((r) => !known.has(r.id))?.id ?? listed[0]?.id ?? `refund_of_${charge.id}`;
}

/**
 * charge.refunded: a refund made in the Stripe Dashboard, full or partial, is mirrored as ours would be (ledger
 * reversed in proportion, docs/decisions/038-refund-proration.md; a full one also ends access), with
 * purchase.refunded, under the order's lock. What is mirrored is the difference between the charge's
 * amount_refunded and what the order has recorded, so a refund made through us (recorded already), a repeated
 * delivery or a late event for an earlier refund mirror nothing: exactly once either way.
 */
async function mirrorRefund(eventId: string, charge: Stripe.Charge): Promise<string> {
  const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntentId) return "no payment intent";
  const client = await db();
  const ours = await client.charge.findUnique({ where: { id: paymentIntentId }, select: { orderId: true } });
  if (!ours) return "unknown charge";
  const refundRef = await unrecordedRefundId(charge, paymentIntentId);
  return client.$transaction(async (tx: DbTx) => {
    await tx.$queryRaw`SELECT 1 FROM "Order" WHERE "id" = ${ours.orderId} FOR UPDATE`;
    const order = await tx.order.findUniqueOrThrow({ where: { id: ours.orderId } });
    const missing = Math.min(charge.amount_refunded, order.amountCents) - order.refundedCents;
    if (order.status === "REFUNDED" || missing <= 0) {
      await markProcessed(tx, eventId, "already refunded");
      return "already refunded";
    }
    if (order.status === "DISPUTED") {
      await markProcessed(tx, eventId, "order disputed");
      return "order disputed";
    }
    const full = order.refundedCents + missing === order.amountCents;
    await refundLockedOrder(
      tx,
      order,
      { reason: "other", details: "Refunded in the Stripe Dashboard", amountCents: missing },
      { refundRef },
    );
    const outcome = full ? "refund mirrored" : "partial refund mirrored";
    await markProcessed(tx, eventId, outcome);
    return outcome;
  }, TX_OPTIONS);
}

/**
 * charge.dispute.created / charge.dispute.closed: the buyer's bank disputes the order's charge. Opening freezes
 * access and holds the seller's share; closing applies Stripe's decision (`lost`, or won: `won`, or an inquiry
 * closed with `warning_closed`). Both are idempotent on the dispute id (docs/payments.md#disputes).
 */
async function mirrorDispute(dispute: Stripe.Dispute, step: "created" | "closed"): Promise<string> {
  const paymentIntentId = typeof dispute.payment_intent === "string" ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!paymentIntentId) return "no payment intent";
  const client = await db();
  const ours = await client.charge.findUnique({ where: { id: paymentIntentId }, select: { orderId: true } });
  if (!ours) return "unknown charge";
  if (step === "created") return openDispute(ours.orderId, { disputeRef: dispute.id, reason: dispute.reason ?? "general" });
  // A closed event for a dispute whose created event has not been applied yet: opened first, then closed.
  const order = await client.order.findUnique({ where: { id: ours.orderId }, select: { disputeRef: true } });
  if (order?.disputeRef !== dispute.id) await openDispute(ours.orderId, { disputeRef: dispute.id, reason: dispute.reason ?? "general" });
  return closeDispute(ours.orderId, { disputeRef: dispute.id, outcome: dispute.status === "lost" ? "lost" : "won" });
}
