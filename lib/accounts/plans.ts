import type { Plan } from "@/lib/db/generated/enums";

/** The one place plan limits live. FREE gets a small allowance (the spec's "N/A" read as "not advertised"). */
export const PLAN_LIMITS: Record<Exclude<Plan, "ENTERPRISE">, { perMinute: number; perDay: number }> = {
  FREE: { perMinute: 20, perDay: 200 },
  PRO: { perMinute: 100, perDay: 10_000 },
  BUSINESS: { perMinute: 1_000, perDay: 100_000 },
};

/**
 * Monthly list prices in minor units. ENTERPRISE has none: it is priced with us ("contact us"). Plans are not
 * charged in this release; the price is shown so nobody switches without knowing what the plan will cost.
 */
export const PLAN_PRICES: Record<Exclude<Plan, "ENTERPRISE">, { monthlyCents: number; currency: string }> = {
  FREE: { monthlyCents: 0, currency: "USD" },
  PRO: { monthlyCents: 1_900, currency: "USD" },
  BUSINESS: { monthlyCents: 9_900, currency: "USD" },
};

/** A plan's monthly price, or null for ENTERPRISE (contact us). */
export function planPrice(plan: Plan): { monthlyCents: number; currency: string } | null {
  return plan === "ENTERPRISE" ? null : PLAN_PRICES[plan];
}

/** ENTERPRISE without custom limits stored yet falls back to BUSINESS limits. */
export const ENTERPRISE_DEFAULT = PLAN_LIMITS.BUSINESS;

/**
 * Requests the signed-in dashboard makes with its session cookie: a per-user limit of their own that never
 * counts against the API plan, so clicking around the dashboard cannot use up an integration's quota.
 */
export const DASHBOARD_LIMITS = { perMinute: 600, perDay: 50_000 } as const;

export const PLANS = ["FREE", "PRO", "BUSINESS", "ENTERPRISE"] as const satisfies readonly Plan[];

export type Limits = { perMinute: number; perDay: number };

export function limitsFor(user: { plan: Plan; customPerMinute: number | null; customPerDay: number | null }): Limits {
  if (user.plan !== "ENTERPRISE") return PLAN_LIMITS[user.plan];
  return {
    perMinute: user.customPerMinute ?? ENTERPRISE_DEFAULT.perMinute,
    perDay: user.customPerDay ?? ENTERPRISE_DEFAULT.perDay,
  };
}
