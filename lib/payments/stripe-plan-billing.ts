import type Stripe from "stripe";
import { db } from "@/lib/db/client";
import { PLAN_PRICES } from "@/lib/accounts/plans";
import { AppError } from "@/lib/errors";
import { planLabel } from "@/lib/format/labels";
import { callStripe, isStripeError } from "@/lib/payments/stripe-client";
import { stripeCustomerId } from "@/lib/payments/stripe-customers";
import { applySubscription, PAID_PLANS, type PaidPlan, type PlanBilling, type SubscriptionState } from "@/lib/payments/plan-subscriptions";

/**
 * Paid plans on Stripe Billing (docs/payments.md#paid-plans, docs/decisions/056-plan-prices-and-subscription-changes.md).
 * Each plan's monthly Price is found by its lookup key, which names the amount of PLAN_PRICES, and made once when
 * missing: what the plan page shows is what Stripe charges, with no Price ids to configure.
 */

const cachedPrices = new Map<string, string>();

/** promptly_pro_usd_1900_month: a new amount is a new Price, so a changed PLAN_PRICES never bills an old amount. */
export function planLookupKey(plan: PaidPlan): string {
  const { monthlyCents, currency } = PLAN_PRICES[plan];
  return `promptly_${plan.toLowerCase()}_${currency.toLowerCase()}_${monthlyCents}_month`;
}

export async function planPriceId(plan: PaidPlan): Promise<string> {
  const key = planLookupKey(plan);
  const cached = cachedPrices.get(key);
  if (cached) return cached;
  const listed = await callStripe("prices.list", (s) => s.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
  let price = listed.data[0];
  if (!price) {
    const { monthlyCents, currency } = PLAN_PRICES[plan];
    price = await callStripe("prices.create", (s) =>
      s.prices.create(
        {
          currency: currency.toLowerCase(),
          unit_amount: monthlyCents,
          recurring: { interval: "month" },
          lookup_key: key,
          product_data: { name: `Promptly ${planLabel(plan)} plan` },
          metadata: { plan },
        },
        { idempotencyKey: `plan-price:${key}` },
      ),
    );
  }
  cachedPrices.set(key, price.id);
  return price.id;
}

const paidPlan = (value: unknown): PaidPlan | null => ((PAID_PLANS as readonly unknown[]).includes(value) ? (value as PaidPlan) : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** Stripe's Subscription as the account follows it; null for a subscription that is not one of our plans. */
async function stateOf(sub: Stripe.Subscription): Promise<SubscriptionState | null> {
  const item = sub.items.data[0];
  const plan = paidPlan(item?.price.metadata?.plan);
  if (!item || !plan) return null;
  let userId = sub.metadata?.userId;
  if (!userId) {
    const customer = idOf(sub.customer);
    const row = customer ? await (await db()).stripeCustomer.findUnique({ where: { customerId: customer } }) : null;
    if (!row) return null;
    userId = row.userId;
  }
  const keepPlan = paidPlan(sub.metadata?.keepPlan);
  const keepUntil = Number(sub.metadata?.keepUntil);
  return {
    ref: sub.id,
    userId,
    status: sub.status,
    pricePlan: plan,
    unitAmountCents: item.price.unit_amount ?? PLAN_PRICES[plan].monthlyCents,
    currency: item.price.currency,
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    keep: keepPlan && keepUntil > 0 ? { plan: keepPlan, until: new Date(keepUntil * 1000) } : null,
    endedAt: sub.ended_at ? new Date(sub.ended_at * 1000) : null,
    endedForNonPayment: sub.status === "unpaid" || (sub.status === "canceled" && sub.cancellation_details?.reason === "payment_failed"),
  };
}

async function retrieve(ref: string): Promise<Stripe.Subscription | null> {
  try {
    return await callStripe("subscriptions.retrieve", (s) => s.subscriptions.retrieve(ref));
  } catch (err) {
    if (isStripeError(err, "StripeInvalidRequestError") && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * customer.subscription.updated/deleted, invoice.payment_failed, checkout.session.completed (subscription mode) and
 * the return from Checkout: the subscription is read from Stripe, never taken from the event, so events that arrive
 * out of order or twice apply Stripe's latest state, once.
 */
export async function syncStripeSubscription(ref: string | null): Promise<string> {
  if (!ref) return "no subscription";
  const sub = await retrieve(ref);
  if (!sub) return "unknown subscription";
  const state = await stateOf(sub);
  return state ? applySubscription(state) : "not a plan";
}

async function stateOrThrow(sub: Stripe.Subscription): Promise<SubscriptionState> {
  const state = await stateOf(sub);
  if (!state) throw new Error(`subscription ${sub.id} is not a plan subscription`);
  return state;
}

/**
 * A plan Checkout page opened earlier (another tab, a second click) is expired before a new one is made, so only the
 * newest can be paid: two paid pages would be two subscriptions, each charging every month.
 */
async function expireOpenPlanCheckouts(customer: string): Promise<void> {
  const open = await callStripe("checkout.sessions.list", (s) => s.checkout.sessions.list({ customer, status: "open", limit: 100 }));
  for (const session of open.data) {
    if (session.mode !== "subscription" || session.metadata?.purpose !== "plan") continue;
    await callStripe("checkout.sessions.expire", (s) => s.checkout.sessions.expire(session.id)).catch((err: unknown) => {
      // Paid or expired between the list and now: the paid one arrives by webhook like any other.
      if (!isStripeError(err, "StripeInvalidRequestError")) throw err;
    });
  }
}

export const stripePlanBilling: PlanBilling = {
  async subscribe({ userId, plan, origin }) {
    const customer = await stripeCustomerId(userId);
    await expireOpenPlanCheckouts(customer);
    const billing = `${origin}/dashboard/billing`;
    const session = await callStripe("checkout.sessions.create", async (s) =>
      s.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: userId,
        line_items: [{ price: await planPriceId(plan), quantity: 1 }],
        metadata: { buyerId: userId, purpose: "plan", plan },
        subscription_data: { metadata: { userId } },
        success_url: `${billing}?plan=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${billing}?plan=cancelled`,
      }),
    );
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    return { checkoutUrl: session.url };
  },

  async portal({ userId, returnUrl }) {
    const customer = await stripeCustomerId(userId);
    const session = await callStripe("billingPortal.sessions.create", (s) =>
      s.billingPortal.sessions.create({ customer, return_url: returnUrl }),
    );
    return { url: session.url };
  },

  async change({ row, change }) {
    const sub = await retrieve(row.subscriptionRef);
    const item = sub?.items.data[0];
    if (!sub || !item) throw new AppError("NOT_FOUND", "Your subscription was not found on Stripe");
    // A retry of the same request from the same state sends the same key, so Stripe applies it once.
    const key = `plan:${sub.id}:${change.kind}:${"plan" in change ? change.plan : ""}:${row.updatedAt.getTime()}`;
    const update = (params: Stripe.SubscriptionUpdateParams, suffix = "") =>
      callStripe("subscriptions.update", (s) => s.subscriptions.update(sub.id, params, { idempotencyKey: key + suffix }));
    const pricePlan = paidPlan(item.price.metadata?.plan) ?? row.plan;
    if (change.kind === "upgrade") {
      // Stripe invoices the prorated difference at once and applies the new price only when that invoice is paid.
      let updated = await update({
        items: [{ id: item.id, price: await planPriceId(change.plan) }],
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
      });
      if (updated.pending_update) {
        throw new AppError("PAYMENT_DECLINED", "Your card was declined for the upgrade; your plan did not change", {
          reason: "upgrade_not_paid",
          invoiceId: idOf(updated.latest_invoice),
        });
      }
      // A pending update takes no other parameters: a pending cancellation is undone in a second call.
      if (updated.cancel_at_period_end) updated = await update({ cancel_at_period_end: false }, ":resume");
      return stateOrThrow(updated);
    }
    if (change.kind === "downgrade") {
      // The lower price from the next invoice on, nothing prorated; the paid plan is kept until the period ends.
      return stateOrThrow(
        await update({
          items: [{ id: item.id, price: await planPriceId(change.plan) }],
          proration_behavior: "none",
          cancel_at_period_end: false,
          metadata: { keepPlan: row.plan, keepUntil: String(item.current_period_end) },
        }),
      );
    }
    if (change.kind === "cancel") return stateOrThrow(await update({ cancel_at_period_end: true }));
    const back = pricePlan !== row.plan && paidPlan(row.plan);
    return stateOrThrow(
      await update({
        cancel_at_period_end: false,
        ...(back ? { items: [{ id: item.id, price: await planPriceId(back) }], proration_behavior: "none" as const } : {}),
        metadata: { keepPlan: "", keepUntil: "" },
      }),
    );
  },
};
