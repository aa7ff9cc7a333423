import { describe, expect, it } from "vitest";
import { refundShare, type SaleSplit } from "@/lib/purchases/refund-split";

const sale = (amountCents: number, feeCents: number, referralCents: number): SaleSplit => ({
  amountCents,
  feeCents,
  referralCents,
  sellerNetCents: amountCents - feeCents,
});

function refundAll(s: SaleSplit, parts: number[]) {
  let before = 0;
  return parts.map((p) => {
    const share = refundShare(s, before, p);
    before += p;
    return share;
  });
}

describe("refundShare", () => {
  it("gives back the whole split on a full refund", () => {
    expect(refundShare(sale(1999, 200, 40), 0, 1999)).toEqual({ feeCents: 200, referralCents: 40, sellerNetCents: 1799 });
  });

  it("prorates half a refund, rounding half up on the running total", () => {
    // 10% fee of 19.99 is 2.00, half of it 1.00; the referrer's 0.40 halves to 0.20.
    expect(refundShare(sale(1999, 200, 40), 0, 1000)).toEqual({ feeCents: 100, referralCents: 20, sellerNetCents: 900 });
    // 3 cents of fee over 3 one-cent refunds of a 10-cent order: rounding never loses or invents a cent.
    const thirds = refundAll(sale(10, 3, 1), [3, 3, 4]);
    expect(thirds.map((t) => t.feeCents)).toEqual([1, 1, 1]);
    expect(thirds.reduce((a, t) => a + t.referralCents, 0)).toBe(1);
  });

  it("adds up exactly whatever the refunds, and each refund's parts add up to it", () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 500; i++) {
      const amount = 1 + Math.floor(rnd() * 100_000);
      const fee = Math.round(amount * 0.1);
      const s = sale(amount, fee, Math.round(fee * 0.2));
      const parts: number[] = [];
      let left = amount;
      while (left > 0) {
        const p = rnd() < 0.3 ? left : 1 + Math.floor(rnd() * left);
        parts.push(p);
        left -= p;
      }
      const shares = refundAll(s, parts);
      shares.forEach((sh, k) => {
        expect(sh.feeCents + sh.sellerNetCents).toBe(parts[k]);
        expect(sh.feeCents).toBeGreaterThanOrEqual(0);
        expect(sh.referralCents).toBeGreaterThanOrEqual(0);
        expect(sh.sellerNetCents).toBeGreaterThanOrEqual(0);
      });
      const sum = (k: "feeCents" | "referralCents" | "sellerNetCents") => shares.reduce((a, sh) => a + sh[k], 0);
      expect([sum("feeCents"), sum("referralCents"), sum("sellerNetCents")]).toEqual([s.feeCents, s.referralCents, s.sellerNetCents]);
    }
  });

  it("refuses a refund over what is left, or not a positive number of cents", () => {
    expect(() => refundShare(sale(1000, 100, 0), 600, 401)).toThrow(RangeError);
    expect(() => refundShare(sale(1000, 100, 0), 0, 0)).toThrow(RangeError);
    expect(() => refundShare(sale(1000, 100, 0), 0, 1.5)).toThrow(RangeError);
  });
});
