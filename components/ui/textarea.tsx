import type { ComponentProps } from "react";
import { fieldControl } from "./input";
import { cn } from "./cn";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(fieldControl, "min-h-20 py-2", className)} {...props} />;
}
