// Which currency the storefront shows a visitor (docs/commerce.md#prices-in-the-buyers-currency, ADR 055): the one they
// chose (a cookie set by the header's picker), else a guess from their browser's languages, else none (each
// product then shows its main price). Pure, so the rule is unit-tested (visitor-currency.test.ts).
import { CURRENCIES, type Currency } from "@/lib/catalog/currencies";

/** The cookie the header's currency picker sets; absent means "from my browser". */
export const CURRENCY_COOKIE = "currency";

// Regions whose currency we sell in. Eurozone members (2026) pay in euros.
const EURO_REGIONS = "AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES BG".split(" ");
const REGION_CURRENCY: Record<string, Currency> = {
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  AU: "AUD",
  CH: "CHF",
  LI: "CHF",
  ...Object.fromEntries(EURO_REGIONS.map((r) => [r, "EUR" as const])),
};
// A language tag without a region ("de", "fr"): languages spoken mostly in the eurozone. English alone says nothing.
const EURO_LANGUAGES = new Set("de fr it es nl pt fi el sk sl et lv lt ga mt hr bg".split(" "));

/** The currency of one language tag ("de-DE" → EUR, "en-GB" → GBP, "fr" → EUR, "en" → none). */
function currencyOfTag(tag: string): Currency | undefined {
  const [language, ...rest] = tag.trim().split(/[-_]/);
  const region = rest.find((p) => /^[A-Za-z]{2}$/.test(p))?.toUpperCase();
  if (region) return REGION_CURRENCY[region];
  return EURO_LANGUAGES.has(language.toLowerCase()) ? "EUR" : undefined;
}

/** The first of the visitor's languages (by their q weights) that names a currency we sell in. */
export function currencyFromAcceptLanguage(header: string | null | undefined): Currency | undefined {
  if (!header) return undefined;
  const tags = header
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const t of tags) {
    const c = currencyOfTag(t.tag);
    if (c) return c;
  }
  return undefined;
}

/** A cookie's value as a currency we sell in, or undefined. */
export function chosenCurrency(cookie: string | null | undefined): Currency | undefined {
  const c = cookie?.trim().toUpperCase();
  return (CURRENCIES as readonly string[]).includes(c ?? "") ? (c as Currency) : undefined;
}

/** The visitor's currency: chosen, else guessed; undefined means "each product's main currency". */
export function visitorCurrency(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Currency | undefined {
  return chosenCurrency(cookie) ?? currencyFromAcceptLanguage(acceptLanguage);
}
