import { describe, expect, it } from "vitest";
import { currencyExponent, formatChange, formatMinorUnits, formatMoney, formatMoneyCompact, formatUsage } from "./money";

describe("money", () => {
  it("formats integer minor units with the currency symbol and the currency's own decimals", () => {
    expect(formatMinorUnits(1900, "USD")).toBe("$19.00");
    expect(formatMinorUnits(750, "usd")).toBe("$7.50");
    expect(formatMinorUnits(0, "USD")).toBe("$0.00");
    expect(formatMinorUnits(1500, "JPY")).toBe("¥1,500");
    expect(formatMinorUnits(1234, "KWD")).toBe("KWD\u00a01.234");
    expect(formatMinorUnits(123456, "EUR")).toBe("€1,234.56");
  });

  it("formats the API's decimal amounts the same way", () => {
    expect(formatMoney(19.99, "USD")).toBe("$19.99");
    expect(formatMoney(-5, "USD")).toBe("-$5.00");
    expect(formatMoneyCompact(1250, "USD")).toBe("$1.3K");
  });

  it("knows each currency's exponent", () => {
    expect([currencyExponent("USD"), currencyExponent("JPY"), currencyExponent("BHD")]).toEqual([2, 0, 3]);
  });

  it("describes a change against the previous period, or nothing when there was none", () => {
    expect(formatChange(120, 100)).toBe("+20%");
    expect(formatChange(50, 100)).toBe("-50%");
    expect(formatChange(100, 100)).toBe("0%");
    expect(formatChange(10, 0)).toBeNull();
  });
});

describe("formatUsage", () => {
  it("shows AI spend down to micro-dollars and at least cents", () => {
    expect(formatUsage(0.000387)).toBe("$0.000387");
    expect(formatUsage(12.5)).toBe("$12.50");
    expect(formatUsage(0)).toBe("$0.00");
  });
});
