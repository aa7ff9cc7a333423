"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Slot } from "radix-ui";
import { useId, type ReactElement, type ReactNode } from "react";
import { Controller, useForm, useFormContext, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ApiClientError } from "@/lib/api-client/browser";
import { plainIssueMessage } from "@/lib/format/validation";
import { cn } from "./cn";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export { FormProvider as Form } from "react-hook-form";

/**
 * A react-hook-form form validated in the browser by the API's own zod schema, with the same plain-word
 * messages the API sends (lib/format/validation.ts), so a field fails the same way on both sides.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: "onTouched",
    ...options,
    resolver: zodResolver(schema as never, { error: plainIssueMessage }) as never,
  });
}

/**
 * Puts an API validation error (`details.fields`) onto the form's fields; anything the form has no field for
 * becomes a toast. Every failed save ends in a message a person can act on.
 */
export function showApiError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown> | null,
  error: unknown,
  fallback = "That did not work",
): void {
  if (!(error instanceof ApiClientError)) {
    toast.error(fallback, { description: error instanceof Error ? error.message : undefined });
    return;
  }
  const values = form?.getValues() ?? {};
  let unplaced = 0;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (form && path.split(".")[0] in values) form.setError(path as never, { type: "server", message });
    else unplaced++;
  }
  if (Object.keys(error.fieldErrors).length === 0 || unplaced > 0) toast.error(error.message || fallback);
}

type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/**
 * One labelled field: the label, the control (its id and aria attributes are set here), then the error in
 * plain words or a hint. The control is the single child, e.g. `<Input {...form.register("name")} />`.
 */
export function FormField({
  name,
  label,
  hint,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** The control, or for a composed control (a Radix Select) a function that places these props on its focusable part. */
  children: ReactElement | ((control: ControlProps) => ReactNode);
}) {
  const id = `${useId()}-${name}`;
  const { getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const control: ControlProps = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={cn("grid min-w-0 content-start gap-1.5", className)}>
      <Label htmlFor={id} className={error ? "text-destructive-text" : undefined}>
        {label}
      </Label>
      {typeof children === "function" ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive-text">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type SelectOption = { value: string; label: ReactNode };

/**
 * A labelled Radix Select bound to a form field: FormField (label, hint, error) around a Controller around
 * the kit's Select, written once. `options` are the choices in order, e.g. `[{ value: "fixed", label: "Amount off" }]`.
 * `onChange` runs after the field has taken the new value (to adjust other fields); `triggerClassName` styles the button.
 */
export function SelectField({
  name,
  label,
  hint,
  className,
  triggerClassName,
  options,
  placeholder,
  onChange,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  triggerClassName?: string;
  options: readonly SelectOption[];
  placeholder?: string;
  onChange?: (value: string) => void;
}) {
  const { control } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            // An empty value shows the placeholder (a form's "nothing chosen yet").
            <Select
              value={field.value || undefined}
              onValueChange={(value) => {
                field.onChange(value);
                onChange?.(value);
              }}
            >
              <SelectTrigger {...controlProps} onBlur={field.onBlur} className={triggerClassName}>
                <SelectValue placeholder={placeholder} className="min-w-0 truncate" />
              </SelectTrigger>
              <SelectContent>
                {options.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
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
