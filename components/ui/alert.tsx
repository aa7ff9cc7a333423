import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const alertVariants = cva("rounded-md border px-3.5 py-2.5 text-sm", {
  variants: {
    variant: {
      error: "border-red-200 bg-red-50 text-red-800",
      success: "border-emerald-200 bg-emerald-50 text-emerald-800",
      info: "border-brand-200 bg-brand-50 text-brand-700",
      warning: "border-amber-200 bg-amber-50 text-amber-900",
    },
  },
  defaultVariants: { variant: "error" },
});

/** An inline message that stays on the page (toasts are for the outcome of an action). */
export function Alert({ className, variant, ...props }: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div role={variant === "error" || !variant ? "alert" : "status"} className={cn(alertVariants({ variant }), className)} {...props} />
  );
}
