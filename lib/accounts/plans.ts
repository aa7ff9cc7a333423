import type { Plan } from "@/lib/db/generated/enums";

/** The one place plan limits live. FREE gets a small allowance (docs/api.md#rate-limits: "not advertised"). */
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
 * Requests the signed-in dashboard makes with its session cookie: a per-user limit of their own, by plan, that never
 * counts against the API plan, so clicking around the dashboard cannot use up an integration's quota. Sized for
 * people, not scripts: a FREE session still loads 100 dashboard pages in a minute (e2e/dashboard.spec.ts), but a
 * script signing in like a browser gets far less than the 600 a minute every session used to have, and a daily cap.
 */
export const SESSION_LIMITS: Record<Plan, Limits> = {
  FREE: { perMinute: 200, perDay: 5_000 },
  PRO: { perMinute: 400, perDay: 20_000 },
  BUSINESS: { perMinute: 1_000, perDay: 100_000 },
  ENTERPRISE: { perMinute: 1_000, perDay: 100_000 },
};

export const PLANS = ["FREE", "PRO", "BUSINESS", "ENTERPRISE"] as const satisfies readonly Plan[];

export type Limits = { perMinute: number; perDay: number };

export function limitsFor(user: { plan: Plan; customPerMinute: number | null; customPerDay: number | null }): Limits {
  if (user.plan !== "ENTERPRISE") return PLAN_LIMITS[user.plan];
  return {
    perMinute: user.customPerMinute ?? ENTERPRISE_DEFAULT.perMinute,
    perDay: user.customPerDay ?? ENTERPRISE_DEFAULT.perDay,
  };
}
