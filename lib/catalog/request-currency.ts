import { cookies, headers } from "next/headers";
import type { Currency } from "@/lib/catalog/currencies";
import { chosenCurrency, CURRENCY_COOKIE, currencyFromAcceptLanguage } from "@/lib/catalog/visitor-currency";

/**
 * The storefront's currency for this request (lib/catalog/visitor-currency.ts): `chosen` from the picker's cookie,
 * `guessed` from Accept-Language, and `currency`, the one to show (undefined: each product's main currency).
 */
export async function requestCurrency(): Promise<{ chosen?: Currency; guessed?: Currency; currency?: Currency }> {
  const [c, h] = await Promise.all([cookies(), headers()]);
  const chosen = chosenCurrency(c.get(CURRENCY_COOKIE)?.value);
  const guessed = currencyFromAcceptLanguage(h.get("accept-language"));
  return { chosen, guessed, currency: chosen ?? guessed };
}
