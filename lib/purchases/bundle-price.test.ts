import { describe, expect, it } from "vitest";
import { allocatePaid } from "@/lib/purchases/bundle-price";

describe("allocatePaid: a bundle's charge shared over its granted products", () => {
  it("prorates by list price and adds up to the cent", () => {
    expect(allocatePaid(1500, [1000, 2000])).toEqual([500, 1000]);
    expect(allocatePaid(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocatePaid(1, [999, 1])).toEqual([1, 0]);
    expect(allocatePaid(0, [500, 700])).toEqual([0, 0]);
  });

  it("shares equally when every weight is zero, and gives nothing to nobody", () => {
    expect(allocatePaid(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(allocatePaid(10, [])).toEqual([]);
  });

  it("always sums to the total, for any amounts", () => {
    for (let total = 0; total < 3000; total += 137) {
      const weights = [total % 7, 1999, 3, (total * 31) % 1000];
      const shares = allocatePaid(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(shares.every((s) => s >= 0)).toBe(true);
    }
  });
});
