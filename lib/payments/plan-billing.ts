import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Plan } from "@/lib/db/generated/enums";
import type { PlanSubscription } from "@/lib/db/generated/client";
import { appOrigin } from "@/lib/accounts/account-links";
import { toPlanPriceView, planPriceView } from "@/lib/accounts/me";
import { limitsFor } from "@/lib/accounts/plans";
import { changePlan } from "@/lib/accounts/users";
import { notFound, validationError } from "@/lib/errors";
import { paymentsMode } from "@/lib/payments/mode";
import {
  applySubscription,
  isEnded,
  planRank,
  planSubscriptionView,
  readPlanSubscription,
  type PlanBilling,
  type SubscriptionChange,
} from "@/lib/payments/plan-subscriptions";
import { stripePlanBilling } from "@/lib/payments/stripe-plan-billing";
import { testPlanBilling } from "@/lib/payments/test-plan-billing";

export const planBilling = (): PlanBilling => (paymentsMode().provider === "stripe" ? stripePlanBilling : testPlanBilling);

/** What a signed-in user may pick in the dashboard; ENTERPRISE limits are set by an operator (admin CLI). */
export const selfServePlanInput = z.strictObject({ plan: z.enum(["FREE", "PRO", "BUSINESS"]) });

export const planStatusResponse = z.object({
  plan: z.enum(["FREE", "PRO", "BUSINESS", "ENTERPRISE"]),
  limits: z.object({ perMinute: z.number().int(), perDay: z.number().int() }),
  price: planPriceView,
  subscription: planSubscriptionView,
  checkoutUrl: z
    .string()
    .nullable()
    .meta({ description: "Stripe mode, first paid plan: send the browser here to pay (the plan changes once paid)" }),
});
export type PlanStatus = z.infer<typeof planStatusResponse>;

/** GET /account/plan: the plan, its limits and price, and the subscription (next invoice, a pending change). */
export async function readPlan(userId: string, checkoutUrl: string | null = null): Promise<PlanStatus> {
  const user = await (await db()).user.findUnique({ where: { id: userId } });
  if (!user) throw notFound("User");
  return {
    plan: user.plan,
    limits: limitsFor(user),
    price: toPlanPriceView(user.plan),
    subscription: await readPlanSubscription(userId),
    checkoutUrl,
  };
}

/** The change a running subscription needs to end on `target`, or null when there is nothing to do. */
function changeFor(row: PlanSubscription, target: Plan): SubscriptionChange | null {
  if (target === row.plan) return row.nextPlan ? { kind: "resume" } : null;
  if (target === "FREE") return { kind: "cancel" };
  if (target === "ENTERPRISE") return null;
  return planRank(target) > planRank(row.plan) ? { kind: "upgrade", plan: target } : { kind: "downgrade", plan: target };
}

/**
 * POST /account/plan: a self-served plan change, paid. The first paid plan is a subscription (Stripe Checkout in
 * Stripe mode: the answer carries `checkoutUrl`, the plan changes once paid; test mode charges at once). Then an
 * upgrade takes effect once its prorated invoice is paid, and a downgrade or a cancellation (FREE) at the period end.
 */
export async function requestPlanChange(
  userId: string,
  input: z.infer<typeof selfServePlanInput>,
  origin = appOrigin(),
): Promise<PlanStatus> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId } });
  if (!user) throw notFound("User");
  if (user.plan === "ENTERPRISE") {
    throw validationError([{ path: "plan", message: "Your Enterprise plan is arranged with us: contact us to change it" }]);
  }
  const row = await client.planSubscription.findUnique({ where: { userId } });
  const billing = planBilling();
  if (row && !isEnded(row.status)) {
    const change = changeFor(row, input.plan);
    if (change) await applySubscription(await billing.change({ userId, row, change }));
    return readPlan(userId);
  }
  if (input.plan === "FREE") {
    // No subscription to end (a plan given before plans were paid, or by an operator): dropping costs nothing.
    if (user.plan !== "FREE") await changePlan(userId, { plan: "FREE" });
    return readPlan(userId);
  }
  // On this plan without a subscription (given before plans were paid): nothing to charge until they change it.
  if (input.plan === user.plan) return readPlan(userId);
  const started = await billing.subscribe({ userId, plan: input.plan, origin });
  if ("checkoutUrl" in started) return readPlan(userId, started.checkoutUrl);
  await applySubscription(started.state);
  return readPlan(userId);
}

export const billingPortalResponse = z
  .object({ url: z.string().meta({ description: "Stripe's Customer Portal for this account: send the browser here" }) })
  .meta({ id: "BillingPortal" });

/**
 * POST /account/plan/portal: Stripe's Customer Portal, where a subscriber sees their invoices and changes the card
 * their plan renews on, then comes back to Billing. Stripe mode only (test mode answers 400: Billing shows it all).
 */
export async function openBillingPortal(userId: string, origin = appOrigin()): Promise<z.infer<typeof billingPortalResponse>> {
  const portal = await planBilling().portal({ userId, returnUrl: `${origin}/dashboard/billing` });
  if (!portal) {
    throw validationError([{ path: "", message: "Test mode has no billing portal: your plan and test cards are on the Billing page" }]);
  }
  return portal;
}
