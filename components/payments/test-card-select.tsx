"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TEST_CARDS } from "@/lib/payments/test-cards";

export const FIRST_TEST_CARD: string = TEST_CARDS[0].id;

/** The test-mode card picker (Billing, and the buy flow's "Add a card"): Stripe's test payment methods by name. */
export function TestCardSelect({ value, onValueChange }: { value: string; onValueChange: (card: string) => void }) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>Test card</Label>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TEST_CARDS.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}
