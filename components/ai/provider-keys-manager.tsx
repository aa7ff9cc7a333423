"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { PROVIDER_INFO, PROVIDERS, type Provider } from "@/lib/ai/providers";
import { PROVIDER_KEYS_QUERY, useProviderKeys } from "@/components/ai/use-provider-keys";
import { Field, inputClass as input } from "@/components/ai/field";

function AddKeyForm() {
  const qc = useQueryClient();
  const [provider, setProvider] = useState<Provider>("openai");
  const [label, setLabel] = useState("");
  const [key, setKey] = useState("");
  const [baseUrl, setBaseUrl] = useState("");
  const add = useMutation({
    mutationFn: () =>
      apiFetch("/provider-keys", {
        method: "POST",
        json: { provider, key, ...(label.trim() ? { label } : {}), ...(baseUrl.trim() ? { baseUrl: baseUrl.trim() } : {}) },
      }),
    onSuccess: () => {
      setKey("");
      setLabel("");
      setBaseUrl("");
      void qc.invalidateQueries({ queryKey: PROVIDER_KEYS_QUERY });
    },
  });
  const fieldErrors = add.error instanceof ApiClientError ? add.error.fieldErrors : {};
  const needsUrl = PROVIDER_INFO[provider].baseUrl === "required";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="rounded-lg border border-slate-200 bg-white p-4 grid grid-cols-2 gap-3 max-w-3xl"
      aria-label="Add a provider key"
    >
      <Field label="Provider" error={fieldErrors.provider}>
        {(id) => (
          <select id={id} className={input} value={provider} onChange={(e) => setProvider(e.target.value as Provider)} name="provider">
            {PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {PROVIDER_INFO[p].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Label" hint="Optional" error={fieldErrors.label}>
        {(id) => <input id={id} className={input} value={label} onChange={(e) => setLabel(e.target.value)} name="label" maxLength={100} />}
      </Field>
      <Field label="API key" className="col-span-2" error={fieldErrors.key}>
        {(id) => (
          <input
            id={id}
            className={input}
            type="password"
            autoComplete="off"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            name="key"
            required
          />
        )}
      </Field>
      <Field
        label="Base URL"
        hint={needsUrl ? "Required, e.g. http://localhost:11434/v1" : "Optional: a proxy or OpenAI-style gateway"}
        className="col-span-2"
        error={fieldErrors.baseUrl}
      >
        {(id) => (
          <input
            id={id}
            className={input}
            type="url"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            name="baseUrl"
            required={needsUrl}
          />
        )}
      </Field>
      <div className="col-span-2 flex items-center gap-3">
        <button type="submit" disabled={add.isPending} className="rounded bg-brand-600 px-4 py-1.5 text-sm text-white disabled:opacity-50">
          {add.isPending ? "Saving…" : "Add key"}
        </button>
        {add.error && !Object.keys(fieldErrors).length && <span className="text-sm text-red-600">{add.error.message}</span>}
      </div>
    </form>
  );
}

export function ProviderKeysManager() {
  const qc = useQueryClient();
  const keys = useProviderKeys();
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(`/provider-keys/${id}`, { method: "DELETE" }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: PROVIDER_KEYS_QUERY }),
  });
  return (
    <div className="flex flex-col gap-6">
      <AddKeyForm />
      <section aria-label="Stored keys">
        {keys.isPending && <p className="text-sm text-slate-500">Loading keys…</p>}
        {keys.error && <p className="text-sm text-red-600">Could not load keys: {keys.error.message}</p>}
        {keys.data?.length === 0 && <p className="text-sm text-slate-500">No keys yet. Add one to run prompts and workflows.</p>}
        {!!keys.data?.length && (
          <table className="w-full max-w-3xl text-sm bg-white border border-slate-200 rounded-lg">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="p-2">Label</th>
                <th className="p-2">Provider</th>
                <th className="p-2">Key</th>
                <th className="p-2">Last used</th>
                <th className="p-2" />
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id} className="border-t border-slate-100">
                  <td className="p-2">
                    {k.label}
                    {k.baseUrl && <div className="text-xs text-slate-500">{k.baseUrl}</div>}
                  </td>
                  <td className="p-2">{PROVIDER_INFO[k.provider].label}</td>
                  <td className="p-2 font-mono">••••{k.last4}</td>
                  <td className="p-2">{k.lastUsedAt ? new Date(k.lastUsedAt).toLocaleString() : "never"}</td>
                  <td className="p-2 text-right">
                    <button
                      type="button"
                      className="text-red-600 hover:underline disabled:opacity-50"
                      disabled={remove.isPending}
                      onClick={() => confirm(`Delete "${k.label}"?`) && remove.mutate(k.id)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
