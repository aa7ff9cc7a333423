"use client";

import { Alert } from "@/components/ui/alert";
import { NativeSelect } from "@/components/ui/native-select";
import { currencyName } from "@/lib/format/money";

/**
 * Shown when the range holds sales in more than one currency (or another one was chosen): every amount of the page is
 * in one currency at a time, never a sum of several (ADR 055), and this picks which.
 */
export function CurrencySwitch({
  currency,
  currencies,
  onChange,
}: {
  currency: string;
  currencies: string[];
  onChange: (currency: string) => void;
}) {
  const options = currencies.includes(currency) ? currencies : [...currencies, currency].sort((a, b) => a.localeCompare(b));
  return (
    <Alert variant="info">
      <span className="flex flex-wrap items-center gap-2">
        {currencies.length > 1
          ? "This range holds sales in more than one currency, each shown on its own. The figures below are for the sales in"
          : "The figures below are for the sales in"}
        <NativeSelect
          className="w-48"
          aria-label="Currency of the figures"
          value={currency}
          onChange={(e) => onChange(e.target.value)}
          data-testid="analytics-currency"
        >
          {options.map((c) => (
            <option key={c} value={c}>
              {c} · {currencyName(c)}
            </option>
          ))}
        </NativeSelect>
      </span>
    </Alert>
  );
}
