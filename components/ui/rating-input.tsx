"use client";

import { StarIcon } from "lucide-react";
import { cn } from "./cn";

const RATING_WORDS = ["", "Poor", "Disappointing", "Fine", "Good", "Excellent"];

/**
 * One to five stars as a radio group (arrow keys move between stars, as native radios do), with the chosen
 * rating's word beside it. Place it inside a <fieldset> whose <legend> names it.
 */
export function RatingInput({
  name,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  value: number | null | undefined;
  onChange: (rating: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="mt-1 flex items-center gap-1" role="radiogroup" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer rounded p-0.5 focus-within:ring-2 focus-within:ring-ring">
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
          <StarIcon
            aria-hidden
            className={cn("size-7", value != null && n <= value ? "fill-rating text-rating" : "text-muted-foreground")}
          />
          <span className="sr-only">
            {n} {n === 1 ? "star" : "stars"}: {RATING_WORDS[n]}
          </span>
        </label>
      ))}
      <span className="ml-2 text-sm text-muted-foreground" aria-live="polite">
        {value == null ? "Choose 1 to 5 stars" : RATING_WORDS[value]}
      </span>
    </div>
  );
}
