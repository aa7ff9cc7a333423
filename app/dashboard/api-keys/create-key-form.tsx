"use client";

import { useMutation } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, call } from "@/lib/api-client/browser";
import { createApiKeyInput } from "@/lib/auth/api-key-input";
import { SCOPES } from "@/lib/auth/scopes";
import type { ApiBody, CreatedApiKey } from "@/lib/api-client/types";

const EXPIRY_OPTIONS = [
  { label: "Never", days: "never" },
  { label: "7 days", days: "7" },
  { label: "30 days", days: "30" },
  { label: "90 days", days: "90" },
  { label: "1 year", days: "365" },
];

export function CreateKeyForm({ onCreated }: { onCreated: (k: CreatedApiKey) => void }) {
  const form = useZodForm(createApiKeyInput, { defaultValues: { name: "", scopes: [...SCOPES], expiresInDays: undefined } });
  const create = useMutation({
    mutationFn: (input: ApiBody<"createApiKey">) => call(api.POST("/api-keys", { body: input })),
    onSuccess: (res) => {
      toast.success(`Key “${res.data.name}” created`, { description: "Copy it now: it is shown only once." });
      form.reset();
      onCreated(res.data);
    },
    onError: (e) => showApiError(form, e, "The key was not created"),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create a key</CardTitle>
        <CardDescription>Give it a name you will recognise, narrow its scopes if the program needs less.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((v) => create.mutate(v))} className="space-y-5" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="name" label="Name">
                <Input placeholder="e.g. Production server" maxLength={100} {...form.register("name")} />
              </FormField>
              <FormField name="expiresInDays" label="Expires">
                {(controlProps) => (
                  <Controller
                    control={form.control}
                    name="expiresInDays"
                    render={({ field }) => (
                      <Select
                        value={field.value ? String(field.value) : "never"}
                        onValueChange={(v) => field.onChange(v === "never" ? undefined : Number(v))}
                      >
                        <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {EXPIRY_OPTIONS.map((o) => (
                            <SelectItem key={o.days} value={o.days}>
                              {o.label}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
            </div>
            <Controller
              control={form.control}
              name="scopes"
              render={({ field, fieldState }) => (
                <fieldset aria-describedby={fieldState.error ? "scopes-error" : undefined}>
                  <legend className="text-sm font-medium text-foreground">Scopes</legend>
                  <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
                    {SCOPES.map((scope) => {
                      const selected = field.value ?? [];
                      return (
                        <label key={scope} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-subtle">
                          <Checkbox
                            checked={selected.includes(scope)}
                            onCheckedChange={(on) => field.onChange(on ? [...selected, scope] : selected.filter((s) => s !== scope))}
                          />
                          <span className="font-mono text-xs">{scope}</span>
                        </label>
                      );
                    })}
                  </div>
                  {fieldState.error && (
                    <p id="scopes-error" className="mt-1 text-sm text-destructive-text">
                      {fieldState.error.message}
                    </p>
                  )}
                </fieldset>
              )}
            />
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create key"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
