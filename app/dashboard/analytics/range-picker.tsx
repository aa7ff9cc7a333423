"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PERIODS, periodForRange, type Period } from "@/lib/analytics/range";
import { utcDay } from "@/lib/format/dates";
import { PERIOD_LABEL } from "./format";

/** `period` undefined: the bucket size follows the range (periodForRange). */
export type RangeState = { period?: Period; startDate: string; endDate: string; productId?: string };

const PRESETS = [
  { label: "7 days", days: 7 },
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
  { label: "12 months", days: 365 },
];
const AUTO = "auto";

/** Period, presets and date pickers; every change goes straight to the URL so a view can be shared or reloaded. */
export function RangePicker({ value, onChange }: { value: RangeState; onChange: (next: Partial<RangeState>) => void }) {
  const today = utcDay(new Date());
  const auto = periodForRange(value.startDate, value.endDate);
  return (
    <form className="mb-6 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()} aria-label="Range">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
        {PRESETS.map((p) => {
          const start = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - (p.days - 1) * 86_400_000));
          const active = value.startDate === start && value.endDate === today;
          return (
            <Button
              key={p.label}
              type="button"
              size="sm"
              variant={active ? "default" : "outline"}
              aria-pressed={active}
              onClick={() => onChange({ startDate: start, endDate: today })}
            >
              {p.label}
            </Button>
          );
        })}
      </div>
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="range-from">From</Label>
          <Input
            id="range-from"
            type="date"
            value={value.startDate}
            max={value.endDate}
            onChange={(e) => e.target.value && onChange({ startDate: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="range-to">To</Label>
          <Input
            id="range-to"
            type="date"
            value={value.endDate}
            min={value.startDate}
            onChange={(e) => e.target.value && onChange({ endDate: e.target.value })}
          />
        </div>
      </div>
      <div className="flex w-full flex-col gap-1.5 sm:w-48">
        <Label htmlFor="range-period">Group by</Label>
        <Select value={value.period ?? AUTO} onValueChange={(v) => onChange({ period: v === AUTO ? undefined : (v as Period) })}>
          <SelectTrigger id="range-period">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={AUTO}>Automatic ({PERIOD_LABEL[auto].toLowerCase()})</SelectItem>
            {PERIODS.map((p) => (
              <SelectItem key={p} value={p}>
                {PERIOD_LABEL[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {value.productId && (
        <Button type="button" variant="link" size="sm" onClick={() => onChange({ productId: undefined })}>
          Show all products
        </Button>
      )}
    </form>
  );
}
