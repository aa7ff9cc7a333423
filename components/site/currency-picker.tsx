"use client";

import { CheckIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { chosenCurrency, CURRENCY_COOKIE, currencyFromAcceptLanguage } from "@/lib/catalog/visitor-currency";
import { currencyName } from "@/lib/format/money";

/**
 * Keeps the visitor's currency for a year (or forgets it) and shows the page again in it; read by proxy.ts (the cached
 * storefront addresses, ADR 062) and lib/catalog/request-currency.ts.
 */
export function useChooseCurrency() {
  const router = useRouter();
  return (currency: string | null) => {
    document.cookie = currency
      ? `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`
      : `${CURRENCY_COOKIE}=; path=/; max-age=0; samesite=lax`;
    router.refresh();
  };
}

/** The visitor's own choice (the cookie) and the guess from the browser's languages, the same rule as the server's. */
function readChoice(): { chosen?: string; guessed?: string } {
  const cookie = document.cookie
    .split(";")
    .map((c) => c.trim().split("="))
    .find(([name]) => name === CURRENCY_COOKIE)?.[1];
  return { chosen: chosenCurrency(cookie), guessed: currencyFromAcceptLanguage(navigator.languages.join(",")) };
}

/**
 * The header's currency choice (docs/commerce.md#prices-in-the-buyers-currency): prices show in it wherever the seller
 * set one. "From your browser" forgets the choice and guesses from the browser's languages again. `shown` is the
 * currency the page was rendered in; which one was chosen is read in the browser when the menu opens, so the page's
 * HTML is the same for every visitor of that currency (ADR 062).
 */
export function CurrencyPicker({ shown, className, testId = "currency-picker" }: { shown?: string; className?: string; testId?: string }) {
  const choose = useChooseCurrency();
  const [{ chosen, guessed }, setChoice] = useState<{ chosen?: string; guessed?: string }>({});
  return (
    <DropdownMenu onOpenChange={(open) => open && setChoice(readChoice())}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={className}
          // The visible text ("EUR", or "Currency") starts the name, as WCAG's label-in-name asks.
          aria-label={shown ? `${shown}: prices in ${currencyName(shown)}` : "Currency: each product's own"}
          data-testid={testId}
        >
          {shown ?? "Currency"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => choose(null)}>
          <span className="flex-1">From your browser{guessed ? ` (${guessed})` : ""}</span>
          {!chosen && <CheckIcon aria-label="Chosen" />}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {CURRENCIES.map((c) => (
          <DropdownMenuItem key={c} onSelect={() => choose(c)}>
            <span className="w-10 font-medium">{c}</span>
            <span className="flex-1 text-muted-foreground">{currencyName(c)}</span>
            {chosen === c && <CheckIcon aria-label="Chosen" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
