const countFormat = new Intl.NumberFormat("en-US");
const pluralRules = new Intl.PluralRules("en-US");

export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** "1 sale", "3 sales", "1,204 sales"; pass `plural` for irregular words ("1 person", "2 people"). */
export function pluralize(n: number, singular: string, plural = `${singular}s`): string {
  return `${countFormat.format(n)} ${pluralRules.select(n) === "one" ? singular : plural}`;
}

/** A fraction as a percent with at most one decimal: 0.1234 → "12.3%". */
export function formatPercent(fraction: number): string {
  return new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(fraction);
}

/** One rounding for star ratings everywhere: 4.25 → "4.3". */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** How full each of five stars is drawn (1, 0.5 or 0): the shown rating (formatRating) to the nearest half star. */
export function starFills(rating: number): number[] {
  const halves = Math.round(Number(formatRating(rating)) * 2);
  return [1, 2, 3, 4, 5].map((n) => Math.min(1, Math.max(0, (halves - (n - 1) * 2) / 2)));
}
