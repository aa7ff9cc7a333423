import { z } from "zod";
import { currencyCode } from "@/lib/catalog/schemas";
import { validationError } from "@/lib/errors";

export const PERIODS = ["day", "week", "month", "year"] as const;
export type Period = (typeof PERIODS)[number];

const DEFAULT_DAYS = 30;
const MAX_YEARS = 5;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2024-02-29 yes, 2023-02-29 no), as YYYY-MM-DD. */
const isoDay = z
  .string()
  .regex(DATE, { message: "Expected a date as YYYY-MM-DD", abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && toDay(d) === s;
  }, "Not a calendar date");

export const analyticsQuery = z.object({
  period: z.enum(PERIODS).default("month").meta({ description: "Bucket size of the timeline; weeks are ISO weeks (Monday)" }),
  startDate: isoDay.optional().meta({ description: "First day (UTC) of the range; default 30 days before endDate" }),
  endDate: isoDay.optional().meta({ description: "Last day (UTC) of the range, inclusive; default today" }),
  productId: z.string().min(1).max(100).optional().meta({ description: "Only this product (one of the caller's)" }),
  currency: currencyCode.optional().meta({
    description:
      "The currency of every amount in the answer (amounts in different currencies are never added): default the range's currency with the most gross revenue",
  }),
});
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

/** An inclusive range of UTC days, as the SQL receives them, and the currency asked for (lib/analytics/currency.ts). */
export type DayRange = { period: Period; start: string; end: string; productId?: string; currency?: string };

function toDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return toDay(d);
}

/**
 * The bucket size that reads well for a range (the dashboard's default; the API's own default stays "month"):
 * days up to 31 days, ISO weeks up to 26 weeks, months beyond (a 30-day range by month is a two-point line).
 */
export function periodForRange(start: string, end: string): Period {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days <= 31) return "day";
  if (days <= 26 * 7) return "week";
  return "month";
}

/** Applies the defaults and the rules that join both dates; `now` is injectable for tests. */
export function resolveRange(q: AnalyticsQuery, now = new Date()): DayRange {
  const end = q.endDate ?? toDay(now);
  const start = q.startDate ?? addDays(end, -DEFAULT_DAYS);
  if (start > end) {
    throw validationError([{ path: "startDate", message: "startDate must not be after endDate" }]);
  }
  const limit = `${String(Number(start.slice(0, 4)) + MAX_YEARS).padStart(4, "0")}${start.slice(4)}`;
  // Day strings compare like dates; a Feb 29 start gives Feb 29 five years on, which sorts just as Mar 1 would.
  if (end >= limit) {
    throw validationError([{ path: "endDate", message: `The range may span at most ${MAX_YEARS} years` }]);
  }
  return { period: q.period, start, end, productId: q.productId, currency: q.currency };
}
