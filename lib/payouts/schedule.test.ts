import { describe, expect, it } from "vitest";
import { nextPayoutAt } from "./schedule";

describe("nextPayoutAt", () => {
  it("is the coming Monday 06:00 UTC", () => {
    expect(nextPayoutAt(new Date("2026-11-24T05:00:00Z")).toISOString()).toBe("2026-11-30T06:00:00.000Z"); // a Tuesday
    expect(nextPayoutAt(new Date("2026-11-30T05:59:00Z")).toISOString()).toBe("2026-11-30T06:00:00.000Z"); // Monday, before
    expect(nextPayoutAt(new Date("2026-11-30T06:00:00Z")).toISOString()).toBe("2026-12-07T06:00:00.000Z"); // Monday, at
  });
});
