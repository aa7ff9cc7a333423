"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert, Card, Spinner } from "@/components/ui";
import { apiFetch } from "@/lib/api/client";
import type { ApiKeyView } from "@/lib/auth/api-keys";
import { CreateKeyForm } from "./create-key-form";
import { NewKeyBanner } from "./new-key-banner";

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";

function status(k: ApiKeyView): { label: string; tone: string } {
  if (k.revokedAt) return { label: "Revoked", tone: "bg-slate-100 text-slate-600" };
  if (k.expiresAt && new Date(k.expiresAt) <= new Date()) return { label: "Expired", tone: "bg-amber-100 text-amber-800" };
  return { label: "Active", tone: "bg-emerald-100 text-emerald-800" };
}

export function ApiKeysManager() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<(ApiKeyView & { key: string }) | null>(null);
  const keys = useQuery({ queryKey: ["api-keys"], queryFn: async () => (await apiFetch<ApiKeyView[]>("/api-keys")).data });
  const revoke = useMutation({
    mutationFn: (id: string) => apiFetch<ApiKeyView>(`/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["api-keys"] }),
  });

  function confirmRevoke(k: ApiKeyView) {
    if (window.confirm(`Revoke "${k.name}" (${k.prefix})? Programs using it will get 401 at once. This cannot be undone.`)) {
      revoke.mutate(k.id);
    }
  }

  return (
    <div className="space-y-6">
      {created && <NewKeyBanner created={created} onDismiss={() => setCreated(null)} />}
      <CreateKeyForm
        onCreated={(k) => {
          setCreated(k);
          void queryClient.invalidateQueries({ queryKey: ["api-keys"] });
        }}
      />
      <Card title="Your keys" description="All keys of your account share its rate limits.">
        {revoke.error && <Alert>Could not revoke the key: {revoke.error.message}</Alert>}
        {keys.isPending ? (
          <Spinner label="Loading keys…" />
        ) : keys.isError ? (
          <Alert>Could not load your keys: {keys.error.message}</Alert>
        ) : keys.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">No API keys yet. Create one above to call the API.</p>
        ) : (
          <div className="-mx-6 overflow-x-auto">
            <table className="min-w-full text-sm" aria-label="API keys">
              <thead>
                <tr className="border-b border-slate-100 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
                  <th className="px-6 py-2">Name</th>
                  <th className="px-3 py-2">Key</th>
                  <th className="px-3 py-2">Scopes</th>
                  <th className="px-3 py-2">Created</th>
                  <th className="px-3 py-2">Last used</th>
                  <th className="px-3 py-2">Expires</th>
                  <th className="px-3 py-2">Status</th>
                  <th className="px-6 py-2" />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {keys.data.map((k) => {
                  const s = status(k);
                  return (
                    <tr key={k.id} data-testid="api-key-row" data-prefix={k.prefix} className="align-top">
                      <td className="px-6 py-3 font-medium text-slate-900">{k.name}</td>
                      <td className="px-3 py-3 font-mono text-xs text-slate-600">{k.prefix}…</td>
                      <td className="px-3 py-3">
                        <div className="flex max-w-xs flex-wrap gap-1">
                          {k.scopes.map((scope) => (
                            <span key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] text-slate-600">
                              {scope}
                            </span>
                          ))}
                        </div>
                      </td>
                      <td className="whitespace-nowrap px-3 py-3 text-slate-600">{formatDate(k.createdAt)}</td>
                      <td className="whitespace-nowrap px-3 py-3 text-slate-600">{k.lastUsedAt ? formatDate(k.lastUsedAt) : "Never"}</td>
                      <td className="whitespace-nowrap px-3 py-3 text-slate-600">{k.expiresAt ? formatDate(k.expiresAt) : "Never"}</td>
                      <td className="px-3 py-3">
                        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${s.tone}`}>{s.label}</span>
                      </td>
                      <td className="px-6 py-3 text-right">
                        {!k.revokedAt && (
                          <button
                            type="button"
                            onClick={() => confirmRevoke(k)}
                            disabled={revoke.isPending && revoke.variables === k.id}
                            className="text-sm font-medium text-red-600 hover:text-red-700 disabled:opacity-50"
                          >
                            Revoke
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
