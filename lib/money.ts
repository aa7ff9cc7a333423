// Money at the API edge (ADR 005): the database and every sum keep integer minor units (cents); the API speaks decimal
// amounts. The one place that converts between them, and the integer arithmetic of averages and ratios.

/** An API decimal amount → integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Integer cents (number or bigint) → the API's decimal amount with 2 decimals. */
export function toAmount(cents: number | bigint): number {
  return Number((Number(cents) / 100).toFixed(2));
}

/** a / b rounded half away from zero in integer arithmetic; 0 when b is 0 (no division by zero downstream). */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) return 0n;
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (2n * x + y) / (2n * y);
  return negative ? -q : q;
}

/** cents / count, rounded to whole cents, as an amount. */
export function averageAmount(cents: bigint, count: bigint): number {
  return toAmount(divRound(cents, count));
}

/** part / whole as a fraction with 4 decimals; 0 when whole is 0. */
export function ratio(part: bigint, whole: bigint): number {
  return Number(divRound(part * 10_000n, whole)) / 10_000;
}
