"use client";

import { CheckIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { CURRENCY_COOKIE } from "@/lib/catalog/visitor-currency";
import { currencyName } from "@/lib/format/money";

/** Keeps the visitor's currency for a year (or forgets it) and shows the page again in it; read by lib/catalog/request-currency.ts. */
export function useChooseCurrency() {
  const router = useRouter();
  return (currency: string | null) => {
    document.cookie = currency
      ? `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`
      : `${CURRENCY_COOKIE}=; path=/; max-age=0; samesite=lax`;
    router.refresh();
  };
}

/**
 * The header's currency choice (docs/commerce.md#prices-in-the-buyers-currency): prices show in it wherever the seller
 * set one. "From your browser" forgets the choice and guesses from the browser's languages again.
 */
export function CurrencyPicker({
  chosen,
  guessed,
  className,
  testId = "currency-picker",
}: {
  chosen?: string;
  guessed?: string;
  className?: string;
  testId?: string;
}) {
  const choose = useChooseCurrency();
  const shown = chosen ?? guessed;
  return (
    <DropdownMenu>
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
