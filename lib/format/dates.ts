/** Dates and times in one style everywhere: "Nov 24, 2026", "Nov 24, 2026, 5:30 AM UTC", "3 hours ago". */

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const relativeFormat = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

// Server and browser render the same text (no hydration mismatch): times are shown in UTC and say so.
export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: string | Date): string {
  return `${dateTimeFormat.format(new Date(value))} UTC`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "3 hours ago", "in 2 days", "now"; `now` is a parameter so the result is testable. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

/** A UTC calendar day key "2026-11-24", the bucket analytics and charts use. */
export function utcDay(value: string | Date): string {
  return new Date(value).toISOString().slice(0, 10);
}
