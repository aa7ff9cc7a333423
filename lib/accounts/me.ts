import { z } from "zod";
import type { Principal } from "@/lib/api/authenticate";
import { planPrice } from "@/lib/accounts/plans";
import type { Plan } from "@/lib/db/generated/enums";
import { toAmount } from "@/lib/money";
import { isTestMode } from "@/lib/payments/mode";

export const planPriceView = z
  .object({ amount: z.number(), currency: z.string(), interval: z.literal("month") })
  .nullable()
  .meta({
    id: "PlanPrice",
    description: "The plan's list price per month, charged through its subscription; null for ENTERPRISE (priced with us).",
  });

export function toPlanPriceView(plan: Plan): z.infer<typeof planPriceView> {
  const price = planPrice(plan);
  return price && { amount: toAmount(price.monthlyCents), currency: price.currency, interval: "month" };
}

export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(["FREE", "PRO", "BUSINESS", "ENTERPRISE"]),
  limits: z.object({ perMinute: z.number().int(), perDay: z.number().int() }),
  price: planPriceView,
  scopes: z.array(z.string()),
  authenticatedWith: z.enum(["api_key", "session"]),
  testMode: z
    .boolean()
    .describe(
      "True when this install runs the test payment provider: no real payments, test cards (pm_card_visa) pay, demo data may exist",
    ),
});

/** The caller's account as /me shows it: everything comes from the principal, no further reads. */
export function describeCaller(p: Principal): z.infer<typeof meResponse> {
  return {
    id: p.user.id,
    name: p.user.name,
    email: p.user.email,
    plan: p.user.plan,
    limits: p.limits,
    price: toPlanPriceView(p.user.plan),
    scopes: p.scopes,
    authenticatedWith: p.via === "oauth" ? "api_key" : p.via, // /v1 never authenticates OAuth tokens (/api/mcp only)
    testMode: isTestMode(),
  };
}
