// Stripe's test payment method ids: test mode accepts these instead of card numbers. Offered by Billing and by the
// product page's "Add a card" dialog.
export const TEST_CARDS = [
  { id: "pm_card_visa", label: "Visa ending 4242 (succeeds)" },
  { id: "pm_card_mastercard", label: "Mastercard ending 4444 (succeeds)" },
  { id: "pm_card_chargeDeclinedInsufficientFunds", label: "Visa ending 9995 (declines: insufficient funds)" },
  { id: "pm_card_chargeDeclined", label: "Visa ending 0002 (declines)" },
] as const;

/** "Visa ending 4242" for a stored card's brand and last four digits. */
export const cardName = (m: { brand: string; last4: string }) => `${m.brand.charAt(0).toUpperCase()}${m.brand.slice(1)} ending ${m.last4}`;
