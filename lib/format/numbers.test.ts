import { describe, expect, it } from "vitest";
import { formatCount, formatPercent, formatRating, pluralize, starFills } from "./numbers";

describe("numbers", () => {
  it("pluralises correctly, including one and zero", () => {
    expect(pluralize(1, "sale")).toBe("1 sale");
    expect(pluralize(0, "sale")).toBe("0 sales");
    expect(pluralize(1204, "sale")).toBe("1,204 sales");
    expect(pluralize(2, "person", "people")).toBe("2 people");
  });

  it("formats counts, percents and ratings one way", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatPercent(0.1234)).toBe("12.3%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatRating(5)).toBe("5.0");
  });
});

describe("starFills", () => {
  it("draws the shown rating to the half star, so the picture agrees with the number beside it", () => {
    expect(starFills(4.45)).toEqual([1, 1, 1, 1, 0.5]); // shown as 4.5
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.74)).toEqual([1, 1, 1, 1, 0.5]); // shown as 4.7
    expect(starFills(4.76)).toEqual([1, 1, 1, 1, 1]); // shown as 4.8
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(1.2)).toEqual([1, 0, 0, 0, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });
});
