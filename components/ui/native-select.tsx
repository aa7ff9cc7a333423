import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./cn";
import { fieldControl } from "./input";

/**
 * The browser's own <select>, styled like the kit's fields: for plain GET forms that must work before (or without)
 * JavaScript, such as the catalog filters. Forms driven by React use the Radix `Select` instead.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div data-slot="native-select" className={cn("relative", className)}>
      <select className={cn(fieldControl, "h-9 appearance-none pr-8")} {...props}>
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
