"use client";

import { useId, type ReactNode } from "react";

export const inputClass = "w-full rounded border border-slate-300 px-3 py-1.5 text-sm";

/** A labelled form control; the label names the control alone (not its options or value). */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`text-sm ${className ?? ""}`}>
      <label htmlFor={id} className="block">
        {label}
      </label>
      {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      {children(id)}
      {error && <span className="text-xs text-red-600">{error}</span>}
    </div>
  );
}
