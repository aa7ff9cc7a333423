import type { Period } from "@/lib/analytics/range";
import { formatDate } from "@/lib/format/dates";

/** How a bucket's first day reads on an axis and in the table: "Nov 24", "Week of Nov 17", "Nov 2026", "2026". */
export function bucketLabel(date: string, period: Period, short = false): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (period === "year") return String(d.getUTCFullYear());
  if (period === "month") return d.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
  const day = d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  if (period === "week") return short ? day : `Week of ${formatDate(d)}`;
  return short ? day : formatDate(d);
}

/** The x-axis title for a period. */
export const AXIS_TITLE: Record<Period, string> = { day: "Day (UTC)", week: "Week starting (UTC)", month: "Month", year: "Year" };

export const PERIOD_LABEL: Record<Period, string> = { day: "Daily", week: "Weekly", month: "Monthly", year: "Yearly" };
