import { customAlphabet } from "nanoid";

// nanoid draws each character uniformly (no modulo bias) from a pooled random buffer.
const draw = customAlphabet("0123456789abcdefghijklmnopqrstuvwxyz");

/** A random id with a readable prefix, e.g. `prod_4k2j9x...` (Stripe-style; 24 characters carry 124 bits). */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${draw(length)}`;
}
