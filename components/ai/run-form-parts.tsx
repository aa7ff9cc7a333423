"use client";

import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { VersionPicker } from "@/components/ai/version-picker";
import type { ProductVersion, ProviderKey } from "@/lib/api-client/types";

// The pieces the prompt and workflow run forms share (components/ai/run-prompt-form.tsx, run-workflow-form.tsx).
// They sit inside the form's <Form> provider and read its fields from there.

/** Replaces a run form while the caller's provider keys load, or says why they could not be loaded. */
export function KeysNotReady({ error }: { error: Error | null }) {
  if (error) return <p className="text-sm text-destructive-text">Could not load your provider keys: {error.message}</p>;
  return <p className="text-sm text-muted-foreground">Loading your provider keys…</p>;
}

/** A Select over stored keys; an empty or foreign choice shows (and is sent as) the first of `keys`. */
export function KeySelectField({ name, label, hint, keys }: { name: string; label: string; hint?: string; keys: ProviderKey[] }) {
  const { control } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={keys.some((k) => k.id === field.value) ? field.value : (keys[0]?.id ?? "")} onValueChange={field.onChange}>
              <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {keys.map((k) => (
                  <SelectItem key={k.id} value={k.id}>
                    {k.label} (••••{k.last4})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/** The form's `version` field: the latest release, or one the buyer pins. */
export function VersionField({ versions }: { versions: ProductVersion[] }) {
  const { control } = useFormContext<{ version: string }>();
  return (
    <FormField name="version" label="Version" hint="Stay on a version you know, or follow the latest">
      {(controlProps) => (
        <Controller
          control={control}
          name="version"
          render={({ field }) => (
            <VersionPicker versions={versions} value={field.value} onChange={field.onChange} controlProps={controlProps} />
          )}
        />
      )}
    </FormField>
  );
}

/** The submit button, disabled and relabelled while the run starts; `children` go beside it. */
export function RunActions({
  label,
  busyLabel,
  busy,
  disabled = false,
  className,
  children,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
      {children}
    </div>
  );
}
