import { describe, expect, it } from "vitest";
import { partSizeFor } from "@/lib/catalog/direct-uploads";

describe("partSizeFor", () => {
  it("keeps parts at 8 MiB until a file needs more than 10,000 of them, in whole MiB", () => {
    const mib = 1024 * 1024;
    expect(partSizeFor(1)).toBe(8 * mib);
    expect(partSizeFor(80_000 * mib)).toBe(8 * mib);
    const fiveGb = 5 * 1024 ** 3;
    expect(Math.ceil(fiveGb / partSizeFor(fiveGb))).toBeLessThanOrEqual(10_000);
    const huge = 100_000 * mib;
    expect(partSizeFor(huge)).toBe(10 * mib);
    expect(Math.ceil(huge / partSizeFor(huge))).toBeLessThanOrEqual(10_000);
  });
});
