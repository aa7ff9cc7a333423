"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The second sign-in step (password or mailed link first) once the server asks for a code (lib/auth/sign-in.ts). */
export function TwoFactorCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Two-factor code</Label>
      <Input id={id} inputMode="numeric" autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.target.value)} autoFocus />
      <p className="text-sm text-muted-foreground">The 6-digit code from your authenticator app, or a recovery code.</p>
    </div>
  );
}
