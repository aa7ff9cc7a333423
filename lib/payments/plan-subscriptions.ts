import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import type { Plan } from "@/lib/db/generated/enums";
import type { PlanSubscription } from "@/lib/db/generated/client";
import { linkTo } from "@/lib/accounts/account-links";
import { setPlanInTx } from "@/lib/accounts/users";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";
import { toAmount } from "@/lib/money";
import { planLabel } from "@/lib/format/labels";

/** The plans a subscription pays for. */
export type PaidPlan = "PRO" | "BUSINESS";
export const PAID_PLANS = ["PRO", "BUSINESS"] as const satisfies readonly PaidPlan[];
const RANK: Record<Plan, number> = { FREE: 0, PRO: 1, BUSINESS: 2, ENTERPRISE: 3 };
export const planRank = (plan: Plan) => RANK[plan];

/** A change to a running subscription, in Stripe's terms (docs/payments.md#paid-plans). */
export type SubscriptionChange =
  | { kind: "upgrade"; plan: PaidPlan } // now, prorated, once paid
  | { kind: "downgrade"; plan: PaidPlan } // at the period end
  | { kind: "cancel" } // at the period end
  | { kind: "resume" }; // undo a pending downgrade or cancellation

/**
 * The seam to the billing provider, as PaymentProvider is for purchases: Stripe Billing, or the test provider, which
 * charges a test card the same amounts. Both answer the subscription as it now is, and applySubscription makes the
 * account follow it, so both modes change plans through the same path.
 */
export interface PlanBilling {
  /** The first subscription: a hosted page to pay on (Stripe Checkout), or the subscription made and paid (test mode). */
  subscribe(input: { userId: string; plan: PaidPlan; origin: string }): Promise<{ checkoutUrl: string } | { state: SubscriptionState }>;
  change(input: { userId: string; row: PlanSubscription; change: SubscriptionChange }): Promise<SubscriptionState>;
  /** Stripe's Customer Portal (invoices, the subscription's card), or null where there is none (test mode). */
  portal(input: { userId: string; returnUrl: string }): Promise<{ url: string } | null>;
}

/** Stripe's statuses after which the subscription is over (the account is on FREE). */
const ENDED = new Set(["canceled", "unpaid", "incomplete_expired"]);
export const isEnded = (status: string) => ENDED.has(status);

/**
 * A subscription as the provider has it (Stripe's Subscription, or the test provider's), normalised: what the account
 * pays for from the next invoice on (`pricePlan`), and a downgrade's higher plan kept until the period it was paid for
 * ends (`keep`, from the subscription's metadata; docs/decisions/056-plan-prices-and-subscription-changes.md).
 */
export type SubscriptionState = {
  ref: string;
  userId: string;
  status: string;
  pricePlan: PaidPlan;
  unitAmountCents: number;
  currency: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  keep: { plan: PaidPlan; until: Date } | null;
  endedAt: Date | null;
  /** Ended (or unpaid) because renewals could not be charged after the provider's retries. */
  endedForNonPayment: boolean;
  paymentMethodRef?: string | null;
};

/** What the account has now: the kept plan while its period runs (a downgrade not yet due), else what is billed. */
export function effectivePlan(s: SubscriptionState): Plan {
  if (isEnded(s.status)) return "FREE";
  // The kept plan holds while the period it was paid for is the current one; the renewal moves currentPeriodEnd past it.
  if (s.keep && s.keep.until.getTime() >= s.currentPeriodEnd.getTime()) return s.keep.plan;
  return s.pricePlan;
}

/**
 * The one way a subscription's state reaches the account, from Stripe's webhooks, the buyer's return from Checkout,
 * a change made through us, or the test provider: the row follows the provider, and when the effective plan differs
 * from the account's, the plan changes and user.subscription.updated is emitted with the date it took effect, in one
 * transaction under the account's row lock. Applying the same state twice changes nothing, so duplicate and late
 * deliveries are harmless. An ended subscription that is not the account's current one is ignored.
 */
export async function applySubscription(s: SubscriptionState): Promise<string> {
  if (s.status === "incomplete") return "subscription not paid yet";
  const client = await db();
  const outcome = await client.$transaction(async (tx: DbTx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${s.userId} FOR UPDATE`;
    const user = await tx.user.findUnique({ where: { id: s.userId } });
    if (!user) return "unknown account";
    const row = await tx.planSubscription.findUnique({ where: { userId: s.userId } });
    const ended = isEnded(s.status);
    if (row && row.subscriptionRef !== s.ref && ended) return "an older subscription";
    const effective = effectivePlan(s);
    const nextPlan: Plan | null = ended ? null : s.cancelAtPeriodEnd ? "FREE" : effective !== s.pricePlan ? s.pricePlan : null;
    const notice = ended && s.endedForNonPayment ? "payment_failed" : s.status === "past_due" ? "payment_retrying" : null;
    const data = {
      subscriptionRef: s.ref,
      status: s.status,
      plan: effective === "FREE" ? (row?.plan ?? s.pricePlan) : effective,
      nextPlan,
      currentPeriodEnd: s.currentPeriodEnd,
      nextInvoiceCents: ended || s.cancelAtPeriodEnd ? null : s.unitAmountCents,
      currency: s.currency.toUpperCase(),
      ...(s.paymentMethodRef !== undefined ? { paymentMethodRef: s.paymentMethodRef } : {}),
      // A notice stays until the next subscription replaces the row's ref; a renewal paid after retries clears it.
      notice: notice ?? (row?.subscriptionRef === s.ref && row.notice === "payment_failed" ? row.notice : null),
      noticeAt: notice ? (row?.notice === notice ? row.noticeAt : new Date()) : row?.subscriptionRef === s.ref ? row.noticeAt : null,
    };
    await tx.planSubscription.upsert({ where: { userId: s.userId }, create: { userId: s.userId, ...data }, update: data });
    if (user.plan === "ENTERPRISE" || user.plan === effective) {
      if (notice === "payment_retrying" && row?.notice !== "payment_retrying") await mailNotice(tx, user, s, "retrying");
      return "in step";
    }
    // Upgrades and first subscriptions take effect now; a kept plan ends with its period; an ended one when it ended.
    const effectiveDate =
      ended && s.endedAt ? s.endedAt : planRank(effective) < planRank(user.plan) && s.keep && !ended ? s.keep.until : new Date();
    await setPlanInTx(tx, user, effective, effectiveDate);
    if (notice === "payment_failed") await mailNotice(tx, user, s, "ended");
    return `plan ${user.plan} -> ${effective}`;
  });
  kickJobs();
  return outcome;
}

async function mailNotice(
  tx: DbTx,
  user: { id: string; email: string; name: string; plan: Plan },
  s: SubscriptionState,
  kind: "ended" | "retrying",
): Promise<void> {
  await queueMail(tx, {
    kind: "plan-payment-failed",
    to: user.email,
    userId: user.id,
    props: { name: user.name, plan: planLabel(user.plan), ended: kind === "ended", link: linkTo("/dashboard/billing") },
    dedupeKey: `plan-${kind}:${s.ref}:${s.currentPeriodEnd.getTime()}`,
  });
}

const NOTICES = {
  payment_failed: "We could not charge your card for the plan after several tries, so your account is back on the Free plan.",
  payment_retrying:
    "We could not charge your card for your plan's renewal. We will try again; update your card on Stripe to keep the plan.",
} as const;

export const planSubscriptionView = z
  .object({
    status: z.string().meta({ description: "Stripe's subscription status: active, past_due, canceled, unpaid, …" }),
    plan: z.enum(["FREE", "PRO", "BUSINESS", "ENTERPRISE"]).meta({ description: "The plan the subscription pays for now" }),
    nextPlan: z
      .enum(["FREE", "PRO", "BUSINESS", "ENTERPRISE"])
      .nullable()
      .meta({ description: "A downgrade, or FREE for a cancellation, taking effect at changesAt" }),
    changesAt: z.string().nullable().meta({ description: "When nextPlan takes effect: the end of the paid period" }),
    currentPeriodEnd: z.string(),
    nextInvoice: z
      .object({ date: z.string(), amount: z.number(), currency: z.string() })
      .nullable()
      .meta({ description: "The renewal: its date and amount; null when the subscription ends" }),
    notice: z
      .object({ kind: z.enum(["payment_failed", "payment_retrying"]), message: z.string(), at: z.string() })
      .nullable()
      .meta({ description: "A failed renewal: being retried, or the plan ended because of it" }),
  })
  .nullable()
  .meta({ id: "PlanSubscription", description: "The paid plan's subscription, or null when there never was one" });
export type PlanSubscriptionView = z.infer<typeof planSubscriptionView>;

/** The account's subscription as the plan page shows it. */
export async function readPlanSubscription(userId: string): Promise<PlanSubscriptionView> {
  const row = await (await db()).planSubscription.findUnique({ where: { userId } });
  if (!row) return null;
  const ended = isEnded(row.status);
  const kind = row.notice === "payment_failed" || row.notice === "payment_retrying" ? row.notice : null;
  return {
    status: row.status,
    plan: ended ? "FREE" : row.plan,
    nextPlan: row.nextPlan,
    changesAt: row.nextPlan ? row.currentPeriodEnd.toISOString() : null,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    nextInvoice:
      row.nextInvoiceCents === null || ended
        ? null
        : { date: row.currentPeriodEnd.toISOString(), amount: toAmount(row.nextInvoiceCents), currency: row.currency },
    notice: kind && { kind, message: NOTICES[kind], at: (row.noticeAt ?? row.updatedAt).toISOString() },
  };
}
