import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const alertVariants = cva("rounded-md border px-3.5 py-2.5 text-sm", {
  variants: {
    variant: {
      error: "border-destructive-border bg-destructive-soft text-destructive-text",
      success: "border-success-border bg-success-soft text-success-text",
      info: "border-primary/30 bg-brand-soft text-link",
      warning: "border-warning-border bg-warning-soft text-warning-text",
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
