/** API prices are decimal numbers; the database keeps integer cents. */
export const toCents = (price: number): number => Math.round(price * 100);
export const fromCents = (cents: number): number => Number((cents / 100).toFixed(2));
