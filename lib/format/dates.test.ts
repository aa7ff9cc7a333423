import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRelative, utcDay } from "./dates";

describe("dates", () => {
  const iso = "2026-11-24T05:30:00.000Z";

  it("shows dates and times in one style, in UTC", () => {
    expect(formatDate(iso)).toBe("Nov 24, 2026");
    expect(formatDateTime(iso)).toBe("Nov 24, 2026, 5:30 AM UTC");
    expect(formatDate(new Date("2026-01-01T23:59:00Z"))).toBe("Jan 1, 2026");
    expect(utcDay(iso)).toBe("2026-11-24");
  });

  it("shows relative times in words, past and future", () => {
    const now = new Date(iso);
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(formatRelative(at(-10), now)).toBe("just now");
    expect(formatRelative(at(-5 * 60), now)).toBe("5 minutes ago");
    expect(formatRelative(at(-3 * 3600), now)).toBe("3 hours ago");
    expect(formatRelative(at(-24 * 3600), now)).toBe("yesterday");
    expect(formatRelative(at(2 * 24 * 3600), now)).toBe("in 2 days");
    expect(formatRelative(at(-400 * 24 * 3600), now)).toBe("last year");
  });
});
