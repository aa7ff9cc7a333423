"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert, Button, Card, Field, Input } from "@/components/ui";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import type { ApiKeyView } from "@/lib/auth/api-keys";
import { SCOPES, type Scope } from "@/lib/auth/scopes";

const EXPIRY_OPTIONS = [
  { label: "Never", days: undefined },
  { label: "7 days", days: 7 },
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
  { label: "1 year", days: 365 },
];

export function CreateKeyForm({ onCreated }: { onCreated: (k: ApiKeyView & { key: string }) => void }) {
  const [scopes, setScopes] = useState<Set<Scope>>(new Set(SCOPES));
  const create = useMutation({
    mutationFn: (input: { name: string; scopes: Scope[]; expiresInDays?: number }) =>
      apiFetch<ApiKeyView & { key: string }>("/api-keys", { method: "POST", json: input }),
    onSuccess: (res) => onCreated(res.data),
  });
  const fields = create.error instanceof ApiClientError ? create.error.fieldErrors : {};

  function toggle(scope: Scope) {
    setScopes((prev) => {
      const next = new Set(prev);
      if (next.has(scope)) next.delete(scope);
      else next.add(scope);
      return next;
    });
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const days = Number(form.get("expiresInDays"));
    create.mutate(
      { name: String(form.get("name") ?? ""), scopes: SCOPES.filter((s) => scopes.has(s)), expiresInDays: days > 0 ? days : undefined },
      { onSuccess: () => (e.target as HTMLFormElement).reset() },
    );
  }

  return (
    <Card title="Create a key" description="Give it a name you will recognise, narrow its scopes if the program needs less.">
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        {create.error && Object.keys(fields).length === 0 && <Alert>{create.error.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" htmlFor="key-name" error={fields.name}>
            <Input id="key-name" name="name" placeholder="e.g. Production server" maxLength={100} required invalid={!!fields.name} />
          </Field>
          <Field label="Expires" htmlFor="key-expiry" error={fields.expiresInDays}>
            <select
              id="key-expiry"
              name="expiresInDays"
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            >
              {EXPIRY_OPTIONS.map((o) => (
                <option key={o.label} value={o.days ?? 0}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Scopes</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
                <input type="checkbox" checked={scopes.has(scope)} onChange={() => toggle(scope)} className="accent-brand-600" />
                <span className="font-mono text-xs">{scope}</span>
              </label>
            ))}
          </div>
          {fields.scopes && <p className="mt-1 text-sm text-red-600">{fields.scopes}</p>}
        </fieldset>
        <Button type="submit" disabled={create.isPending || scopes.size === 0}>
          {create.isPending ? "Creating…" : "Create key"}
        </Button>
      </form>
    </Card>
  );
}
