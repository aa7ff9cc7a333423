"use client";

import { PERIODS, type Period } from "@/lib/analytics/range";

export type RangeState = { period: Period; startDate: string; endDate: string; productId?: string };

/** Period and date pickers; every change goes straight to the URL so a view can be shared or reloaded. */
export function RangePicker({ value, onChange }: { value: RangeState; onChange: (next: Partial<RangeState>) => void }) {
  const field = "rounded border border-slate-300 bg-white px-2 py-1 text-sm";
  return (
    <form className="flex flex-wrap items-end gap-4 mb-6" onSubmit={(e) => e.preventDefault()}>
      <label className="flex flex-col text-xs text-slate-600 gap-1">
        Period
        <select className={field} value={value.period} onChange={(e) => onChange({ period: e.target.value as Period })}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              by {p}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600 gap-1">
        From
        <input
          type="date"
          className={field}
          value={value.startDate}
          max={value.endDate}
          onChange={(e) => e.target.value && onChange({ startDate: e.target.value })}
        />
      </label>
      <label className="flex flex-col text-xs text-slate-600 gap-1">
        To
        <input
          type="date"
          className={field}
          value={value.endDate}
          min={value.startDate}
          onChange={(e) => e.target.value && onChange({ endDate: e.target.value })}
        />
      </label>
      {value.productId && (
        <button type="button" className="text-sm text-brand-600 hover:underline" onClick={() => onChange({ productId: undefined })}>
          Show all products
        </button>
      )}
    </form>
  );
}
