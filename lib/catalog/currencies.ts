/**
 * The currencies a price may be set in. Each has 2 minor units (cents), which toCents/toAmount of lib/money.ts
 * assume; a zero-decimal currency (JPY) needs those to take the currency first (ADR 055). lib/money.test.ts checks
 * the minor units against Intl. Kept apart from lib/catalog/schemas.ts so that the storefront's header, which lists
 * them, does not bring zod into every page's first-load JavaScript.
 */
export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF"] as const;
export type Currency = (typeof CURRENCIES)[number];
