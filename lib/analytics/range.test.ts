import { describe, expect, it } from "vitest";
import { periodForRange } from "./range";

describe("periodForRange", () => {
  it("uses days up to 31 days, weeks up to 26 weeks and months beyond", () => {
    expect(periodForRange("2026-11-01", "2026-11-01")).toBe("day");
    expect(periodForRange("2026-10-25", "2026-11-24")).toBe("day"); // 31 days, both ends included
    expect(periodForRange("2026-10-24", "2026-11-24")).toBe("week");
    expect(periodForRange("2026-05-27", "2026-11-24")).toBe("week"); // 182 days
    expect(periodForRange("2026-05-26", "2026-11-24")).toBe("month");
    expect(periodForRange("2024-01-01", "2026-11-24")).toBe("month");
  });
});
