import { describe, expect, it } from "vitest";
import { effectivePlan, type SubscriptionState } from "@/lib/payments/plan-subscriptions";

const end = new Date("2026-12-26T00:00:00Z");
const base: SubscriptionState = {
  ref: "sub_1",
  userId: "usr_1",
  status: "active",
  pricePlan: "PRO",
  unitAmountCents: 1900,
  currency: "usd",
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  keep: null,
  endedAt: null,
  endedForNonPayment: false,
};

describe("effectivePlan", () => {
  it("is the billed plan, or FREE once the subscription is over", () => {
    expect(effectivePlan(base)).toBe("PRO");
    expect(effectivePlan({ ...base, status: "past_due" })).toBe("PRO");
    for (const status of ["canceled", "unpaid", "incomplete_expired"]) expect(effectivePlan({ ...base, status })).toBe("FREE");
  });

  it("keeps a downgrade's paid plan while its period is the current one, and drops it once Stripe renews", () => {
    const downgraded = { ...base, keep: { plan: "BUSINESS" as const, until: end } };
    expect(effectivePlan(downgraded)).toBe("BUSINESS");
    const renewed = { ...downgraded, currentPeriodEnd: new Date("2027-01-26T00:00:00Z") };
    expect(effectivePlan(renewed)).toBe("PRO");
    // A cancellation waiting for the period end keeps the plan too.
    expect(effectivePlan({ ...downgraded, cancelAtPeriodEnd: true })).toBe("BUSINESS");
  });
});
