import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import type { PlanSubscription } from "@/lib/db/generated/client";
import { appOrigin } from "@/lib/accounts/account-links";
import { PLAN_PRICES } from "@/lib/accounts/plans";
import { log } from "@/lib/log";
import { chargeFailure } from "@/lib/payments/charges";
import { paymentProvider } from "@/lib/payments/provider";
import {
  applySubscription,
  isEnded,
  PAID_PLANS,
  type PaidPlan,
  type PlanBilling,
  type SubscriptionState,
} from "@/lib/payments/plan-subscriptions";

/**
 * Paid plans in test mode (docs/payments.md#paid-plans): the same seam as Stripe Billing, the money through the test
 * provider. The account's default card is charged (Stripe's default test card, Visa 4242, when none is saved), the
 * full monthly price for a first subscription and each renewal, the prorated difference for an upgrade. The
 * subscription itself is the PlanSubscription row; the hourly plan-renewals job renews it or ends it at its period end.
 */

const DEFAULT_TEST_CARD = "pm_card_visa";

/** Hourly, at 50 past (the plan-renewals job). */
export const PLAN_RENEWAL_CRON = "50 * * * *";

export function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function subtractMonth(d: Date): Date {
  const prev = new Date(d);
  prev.setUTCMonth(prev.getUTCMonth() - 1);
  return prev;
}

const paidPlan = (value: unknown): PaidPlan | null => ((PAID_PLANS as readonly unknown[]).includes(value) ? (value as PaidPlan) : null);

/** Charges the account's default card (or the default test card); a decline is the purchase's 402. */
async function chargePlan(
  userId: string,
  amount: { cents: number; currency: string },
  idempotencyKey: string,
  purpose: string,
  cardRef?: string | null,
) {
  const method = await (await db()).paymentMethod.findFirst({ where: { userId, isDefault: true } });
  const providerRef = cardRef ?? method?.providerRef ?? DEFAULT_TEST_CARD;
  const result = await paymentProvider().charge({
    providerRef,
    amountCents: amount.cents,
    currency: amount.currency,
    idempotencyKey,
    buyerId: userId,
    returnUrl: `${appOrigin()}/dashboard/billing`,
    metadata: { userId, purpose },
  });
  if (!result.ok) throw chargeFailure(result, method?.id ?? null);
  return providerRef;
}

/** The row as a subscription state: what is billed next, and the plan kept until the period ends. */
function stateOfRow(row: PlanSubscription): SubscriptionState {
  const next = paidPlan(row.nextPlan);
  const kept = paidPlan(row.plan) ?? "PRO";
  const pricePlan = next ?? kept;
  return {
    ref: row.subscriptionRef,
    userId: row.userId,
    status: row.status,
    pricePlan,
    unitAmountCents: PLAN_PRICES[pricePlan].monthlyCents,
    currency: PLAN_PRICES[pricePlan].currency,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.nextPlan === "FREE",
    keep: next ? { plan: kept, until: row.currentPeriodEnd } : null,
    endedAt: null,
    endedForNonPayment: false,
    paymentMethodRef: row.paymentMethodRef,
  };
}

export const testPlanBilling: PlanBilling = {
  async subscribe({ userId, plan }) {
    const ref = `sub_test_${randomBytes(12).toString("hex")}`;
    const { monthlyCents, currency } = PLAN_PRICES[plan];
    const card = await chargePlan(userId, { cents: monthlyCents, currency }, `plan:${ref}:first`, "plan");
    return {
      state: {
        ref,
        userId,
        status: "active",
        pricePlan: plan,
        unitAmountCents: monthlyCents,
        currency,
        currentPeriodEnd: addMonth(new Date()),
        cancelAtPeriodEnd: false,
        keep: null,
        endedAt: null,
        endedForNonPayment: false,
        paymentMethodRef: card,
      },
    };
  },

  // Test mode's invoices and card are on the Billing page itself: there is no hosted portal to send anyone to.
  async portal() {
    return null;
  },

  async change({ row, change }) {
    const state = stateOfRow(row);
    if (change.kind === "upgrade") {
      // As Stripe prorates: the price difference for the part of the period left, charged now.
      const end = row.currentPeriodEnd.getTime();
      const start = subtractMonth(row.currentPeriodEnd).getTime();
      const left = Math.max(0, Math.min(1, (end - Date.now()) / (end - start)));
      const paidNow = paidPlan(row.plan) ?? "PRO";
      const difference = PLAN_PRICES[change.plan].monthlyCents - PLAN_PRICES[paidNow].monthlyCents;
      const amount = Math.round(difference * left);
      const card =
        amount > 0
          ? await chargePlan(
              row.userId,
              { cents: amount, currency: PLAN_PRICES[change.plan].currency },
              `plan:${row.subscriptionRef}:upgrade:${change.plan}:${row.updatedAt.getTime()}`,
              "plan upgrade",
              row.paymentMethodRef,
            )
          : row.paymentMethodRef;
      return {
        ...state,
        pricePlan: change.plan,
        unitAmountCents: PLAN_PRICES[change.plan].monthlyCents,
        keep: null,
        cancelAtPeriodEnd: false,
        paymentMethodRef: card,
      };
    }
    if (change.kind === "downgrade") {
      const kept = paidPlan(row.plan) ?? "PRO";
      return {
        ...state,
        pricePlan: change.plan,
        unitAmountCents: PLAN_PRICES[change.plan].monthlyCents,
        keep: { plan: kept, until: row.currentPeriodEnd },
        cancelAtPeriodEnd: false,
      };
    }
    if (change.kind === "cancel") return { ...state, cancelAtPeriodEnd: true };
    const kept = paidPlan(row.plan) ?? "PRO";
    return { ...state, pricePlan: kept, unitAmountCents: PLAN_PRICES[kept].monthlyCents, keep: null, cancelAtPeriodEnd: false };
  },
};

/**
 * The plan-renewals job (test mode; Stripe renews its own): each subscription whose period has ended is renewed by
 * charging its card the month's price, or ends: cancelled, or on FREE with a notice when the charge is declined.
 */
export async function renewTestPlans(now = new Date()): Promise<{ renewed: number; ended: number }> {
  const client = await db();
  const due = await client.planSubscription.findMany({
    where: { currentPeriodEnd: { lte: now }, subscriptionRef: { startsWith: "sub_test_" } },
  });
  let renewed = 0;
  let ended = 0;
  for (const row of due) {
    if (isEnded(row.status)) continue;
    const state = stateOfRow(row);
    if (state.cancelAtPeriodEnd) {
      await applySubscription({ ...state, status: "canceled", endedAt: row.currentPeriodEnd });
      ended++;
      continue;
    }
    try {
      const key = `plan:${row.subscriptionRef}:renew:${row.currentPeriodEnd.getTime()}`;
      await chargePlan(row.userId, { cents: state.unitAmountCents, currency: state.currency }, key, "plan renewal", row.paymentMethodRef);
      await applySubscription({ ...state, currentPeriodEnd: addMonth(row.currentPeriodEnd) });
      renewed++;
    } catch (err) {
      log.warn("test plan renewal declined", { userId: row.userId, error: err instanceof Error ? err.message : String(err) });
      await applySubscription({ ...state, status: "canceled", endedAt: now, endedForNonPayment: true });
      ended++;
    }
  }
  return { renewed, ended };
}
