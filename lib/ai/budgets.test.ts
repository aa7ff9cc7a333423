import { describe, expect, it } from "vitest";
import { monthOf, toSpendView, worstCaseMicros } from "@/lib/ai/budgets";
import { monthlyBudgetSchema, usdToMicros } from "@/lib/ai/provider-key-input";

describe("monthOf", () => {
  it("runs from the first instant of the UTC month to the first of the next, across the year's end", () => {
    expect(monthOf(new Date("2026-12-31T23:59:59.999Z"))).toEqual({
      start: new Date("2026-12-01T00:00:00Z"),
      resetsAt: new Date("2027-01-01T00:00:00Z"),
    });
    expect(monthOf(new Date("2027-01-01T00:00:00Z")).start).toEqual(new Date("2027-01-01T00:00:00Z"));
    // UTC, not the server's zone: 23:30 on Feb 28 in New York is already March in UTC.
    expect(monthOf(new Date("2027-03-01T04:30:00Z")).start).toEqual(new Date("2027-03-01T00:00:00Z"));
  });
});

describe("monthlyBudgetSchema", () => {
  it("takes USD with up to 6 decimals and stores it exactly in micro-dollars", () => {
    expect(usdToMicros(monthlyBudgetSchema.parse(0.1 + 0.2))).toBe(300_000);
    expect(usdToMicros(monthlyBudgetSchema.parse(12.345678))).toBe(12_345_678);
    expect(monthlyBudgetSchema.safeParse(0.0000005).success).toBe(false);
    expect(monthlyBudgetSchema.safeParse(-0.01).success).toBe(false);
    expect(monthlyBudgetSchema.safeParse(0).success).toBe(true);
  });
});

describe("worstCaseMicros", () => {
  it("prices every prompt byte as a token plus the full output allowance; an unpriced model has none", () => {
    // gpt-4o-mini: $0.15 in, $0.60 out per 1M tokens; "héllo" is 6 UTF-8 bytes.
    expect(worstCaseMicros("openai", "gpt-4o-mini", "héllo", 1000)).toBe(Math.ceil(6 * 0.15 + 1000 * 0.6));
    // Without maxTokens, the model's own output limit (16,384 tokens).
    expect(worstCaseMicros("openai", "gpt-4o-mini", "", undefined)).toBe(Math.ceil(16_384 * 0.6));
    expect(worstCaseMicros("openai-compatible", "llama3.1", "hi", 10)).toBeNull();
  });
});

describe("toSpendView", () => {
  it("shows micro-dollars as USD and the reset instant", () => {
    expect(toSpendView(12_500_000n, 387n, new Date("2026-11-24T08:00:00Z"))).toEqual({
      monthlyBudget: 12.5,
      spentThisMonth: 0.000387,
      resetsAt: "2026-12-01T00:00:00.000Z",
    });
    expect(toSpendView(null, 0n).monthlyBudget).toBeNull();
  });
});
