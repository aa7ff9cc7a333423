/** Money as people read it: always with its currency, through Intl.NumberFormat (en-US conventions). */

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string): Intl.NumberFormat {
  const key = currency.toUpperCase();
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { style: "currency", currency: key });
    formatters.set(key, f);
  }
  return f;
}

/** Digits after the decimal point for a currency (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyExponent(currency: string): number {
  return currencyFormatter(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Integer minor units (cents) → "$19.00". The domain stores money this way. */
export function formatMinorUnits(minor: number, currency: string): string {
  return currencyFormatter(currency).format(minor / 10 ** currencyExponent(currency));
}

/** A decimal amount as the /v1 API returns it (19.99) → "$19.99". */
export function formatMoney(amount: number, currency: string): string {
  return currencyFormatter(currency).format(amount);
}

const usage = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 6 });

/** AI usage in USD: runs cost fractions of a cent, so up to micro-dollars ("$0.000387"), at least cents ("$5.00"). */
export function formatUsage(usd: number): string {
  return usage.format(usd);
}

/** Short form for chart axes: "$1.2K". */
export function formatMoneyCompact(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A change between two periods: "+12%", "−5%", or null when there is nothing to compare against. */
export function formatChange(current: number, previous: number): string | null {
  if (previous === 0) return null;
  const change = (current - previous) / Math.abs(previous);
  return new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" }).format(change);
}

const currencyNames = new Intl.DisplayNames("en", { type: "currency" });

/** "EUR" → "Euro", for currency pickers. */
export function currencyName(currency: string): string {
  return currencyNames.of(currency.toUpperCase()) ?? currency;
}
