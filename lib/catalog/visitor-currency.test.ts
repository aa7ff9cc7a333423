import { describe, expect, it } from "vitest";
import { currencyFromAcceptLanguage, visitorCurrency } from "@/lib/catalog/visitor-currency";

describe("visitor currency", () => {
  it("guesses from the region, then from a eurozone language, in the browser's order of preference", () => {
    expect(currencyFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("EUR");
    expect(currencyFromAcceptLanguage("en-GB,en;q=0.9")).toBe("GBP");
    expect(currencyFromAcceptLanguage("fr")).toBe("EUR");
    expect(currencyFromAcceptLanguage("fr-CH")).toBe("CHF");
    expect(currencyFromAcceptLanguage("en-US,en;q=0.9")).toBe("USD");
    expect(currencyFromAcceptLanguage("zh-Hant-TW,en;q=0.5")).toBeUndefined();
    expect(currencyFromAcceptLanguage("en;q=0.9,de-AT;q=0.8")).toBe("EUR");
    expect(currencyFromAcceptLanguage("en-US;q=0.1,en-GB;q=0.9")).toBe("GBP");
    expect(currencyFromAcceptLanguage("en, *")).toBeUndefined();
    expect(currencyFromAcceptLanguage("de-DE;q=0")).toBeUndefined();
    expect(currencyFromAcceptLanguage("")).toBeUndefined();
  });

  it("prefers the chosen currency, and ignores a cookie that names none we sell in", () => {
    expect(visitorCurrency("gbp", "de-DE")).toBe("GBP");
    expect(visitorCurrency("JPY", "de-DE")).toBe("EUR");
    expect(visitorCurrency("<script>", null)).toBeUndefined();
  });
});
