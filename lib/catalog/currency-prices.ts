// Prices in the buyer's currency (docs/commerce.md#prices-in-the-buyers-currency, ADR 055): a product's main price
// and the prices its seller set in other currencies, and the product as priced in one of them. No exchange rates:
// a currency without a price of its own is not offered.
import { toAmount, toCents } from "@/lib/money";
import { CURRENCIES, type Currency } from "@/lib/catalog/currencies";

/** The stored `prices` column: currency → integer minor units. */
export type StoredPrices = Partial<Record<Currency, number>>;

/** The column as read (JSON from Prisma or a raw query), keeping only known currencies with integer amounts. */
export function storedPrices(json: unknown): StoredPrices {
  const out: StoredPrices = {};
  if (!json || typeof json !== "object" || Array.isArray(json)) return out;
  for (const [currency, cents] of Object.entries(json as Record<string, unknown>)) {
    if ((CURRENCIES as readonly string[]).includes(currency) && Number.isInteger(cents)) out[currency as Currency] = cents as number;
  }
  return out;
}

/** The API's list (`prices` of a create or patch) → the column, in CURRENCIES order so equal lists store alike. */
export function pricesIn(list: { currency: string; amount: number }[]): StoredPrices {
  const out: StoredPrices = {};
  for (const c of CURRENCIES) {
    const p = list.find((x) => x.currency === c);
    if (p) out[c] = toCents(p.amount);
  }
  return out;
}

/** The column → the API's list of prices in other currencies, in CURRENCIES order. */
export function pricesOut(json: unknown): { currency: Currency; amount: number }[] {
  const stored = storedPrices(json);
  return CURRENCIES.filter((c) => stored[c] !== undefined).map((currency) => ({ currency, amount: toAmount(stored[currency]!) }));
}

type Priced = { priceCents: number; suggestedPriceCents?: number | null; currency: string; prices?: unknown };

/** Every price of a product, the main one first: the currencies a buyer may pay in. */
export function allPrices(p: Priced): { currency: string; amount: number }[] {
  return [{ currency: p.currency, amount: toAmount(p.priceCents) }, ...pricesOut(p.prices).filter((x) => x.currency !== p.currency)];
}

/**
 * The product as priced in `currency`: its price there (a pay_what_you_want minimum) and that currency; null when
 * the seller set no price in it. The suggested price of a pay_what_you_want product is the seller's in the main
 * currency only, so in another currency there is none (the buy panel starts from the minimum).
 */
export function pricedIn<T extends Priced>(p: T, currency: string): (T & { mainCurrency: string }) | null {
  if (currency === p.currency) return { ...p, mainCurrency: p.currency };
  const cents = storedPrices(p.prices)[currency as Currency];
  if (cents === undefined) return null;
  return { ...p, priceCents: cents, suggestedPriceCents: null, currency, mainCurrency: p.currency };
}

/** The product as shown to someone who prefers `currency` (undefined: no preference): in it when set, else as it is. */
export function shownIn<T extends Priced>(p: T, currency: string | undefined): T {
  return (currency && pricedIn(p, currency)) || p;
}
