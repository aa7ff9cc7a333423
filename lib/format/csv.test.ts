import { describe, expect, it } from "vitest";
import { csvAmount, toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes fields with commas, quotes and line breaks, and ends every line with CRLF", () => {
    expect(toCsv([["a", "b,c", 'say "hi"', "two\nlines", 3, null]])).toBe('a,"b,c","say ""hi""","two\nlines",3,\r\n');
  });

  it("keeps a spreadsheet from running text as a formula, but leaves numbers alone", () => {
    expect(toCsv([["=SUM(A1)", "+1", "-2", "@x", -2.5]])).toBe("'=SUM(A1),'+1,'-2,'@x,-2.5\r\n");
  });

  it("writes amounts as plain decimals with the currency's digits", () => {
    expect(csvAmount(19.5)).toBe("19.50");
    expect(csvAmount(1234567.891)).toBe("1234567.89");
    expect(csvAmount(500, 0)).toBe("500");
  });
});
