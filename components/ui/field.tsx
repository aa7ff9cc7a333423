import type { ReactNode } from "react";
import { cn } from "./cn";
import { Label } from "./label";

/** A label above one control, for forms outside react-hook-form (GET forms rendered on the server); see FormField in form.tsx. */
export function Field({
  label,
  htmlFor,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={htmlFor} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}
