"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormField, SelectField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";
import { formatRelative } from "@/lib/format/dates";
import { PROVIDER_INFO, PROVIDERS } from "@/lib/ai/providers";
import { createProviderKeyInput, updateProviderKeyInput, type CreateProviderKeyInput } from "@/lib/ai/provider-key-input";
import { useProviderKeys } from "@/components/ai/use-provider-keys";
import { SpendBar } from "@/components/ai/spend-bar";
import type { ProviderKey } from "@/lib/api-client/types";

/** An empty budget field means "no budget"; anything else goes to the schema as a number. */
const budgetValue = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

/** The base URL's hint: a local model server's address only where this server may connect to one. */
function baseUrlHint(needsUrl: boolean, privateBaseUrls: boolean): string {
  if (!needsUrl) return "Optional: a proxy or OpenAI-style gateway";
  return privateBaseUrls
    ? "Required, e.g. http://localhost:11434/v1 for Ollama on this server's machine"
    : "Required: your server's https:// address, reachable from the internet, e.g. https://llm.example.com/v1";
}

function AddKeyForm({ privateBaseUrls }: { privateBaseUrls: boolean }) {
  const qc = useQueryClient();
  const form = useZodForm(createProviderKeyInput, {
    defaultValues: { provider: "openai", label: "", key: "", baseUrl: undefined, monthlyBudget: undefined },
  });
  const provider = useWatch({ control: form.control, name: "provider" });
  const needsUrl = PROVIDER_INFO[provider].baseUrl === "required";
  const add = useMutation({
    mutationFn: (input: CreateProviderKeyInput) => call(api.POST("/provider-keys", { body: input })),
    onSuccess: (res) => {
      if (res.data.verified) {
        toast.success(`Key “${res.data.label}” added and accepted by ${PROVIDER_INFO[res.data.provider].label}`, {
          description: "It is encrypted; only its last 4 characters are shown.",
        });
      } else {
        toast.warning(`Key “${res.data.label}” added, but not verified`, { description: res.data.checkNote ?? undefined });
      }
      // Empty strings, not undefined: reset leaves an uncontrolled input's text in place for undefined.
      form.reset({ provider: res.data.provider, label: "", key: "", baseUrl: "" as never, monthlyBudget: "" as never });
      return qc.invalidateQueries({ queryKey: queryKeys.providerKeys.all });
    },
    onError: (e) => showApiError(form, e, "The key was not added"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a key</CardTitle>
        <CardDescription>A monthly budget stops runs through the key once the month’s spend reaches it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            aria-label="Add a provider key"
            noValidate
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={form.handleSubmit((v) => add.mutate({ ...v, label: v.label || undefined }))}
          >
            <SelectField name="provider" label="Provider" options={PROVIDERS.map((p) => ({ value: p, label: PROVIDER_INFO[p].label }))} />
            <FormField name="label" label="Label" hint="Optional">
              <Input maxLength={100} {...form.register("label")} />
            </FormField>
            <FormField name="key" label="API key" className="sm:col-span-2">
              <Input type="password" autoComplete="off" {...form.register("key")} />
            </FormField>
            <FormField name="baseUrl" label="Base URL" hint={baseUrlHint(needsUrl, privateBaseUrls)} className="sm:col-span-2">
              <Input type="url" {...form.register("baseUrl", { setValueAs: (v) => (v ? String(v).trim() : undefined) })} />
            </FormField>
            <FormField name="monthlyBudget" label="Monthly budget (USD)" hint="Optional: leave empty for no cap">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...form.register("monthlyBudget", { setValueAs: budgetValue })}
              />
            </FormField>
            <div className="flex items-end">
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? "Saving…" : "Add key"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function BudgetDialog({ keyView, onClose }: { keyView: ProviderKey; onClose: () => void }) {
  const qc = useQueryClient();
  const form = useZodForm(updateProviderKeyInput, { defaultValues: { monthlyBudget: keyView.monthlyBudget ?? undefined } });
  const save = useMutation({
    mutationFn: (monthlyBudget: number | null) =>
      call(api.PATCH("/provider-keys/{keyId}", { params: { path: { keyId: keyView.id } }, body: { monthlyBudget } })),
    onSuccess: (res) => {
      toast.success(res.data.monthlyBudget === null ? `“${res.data.label}” has no budget now` : `Budget of “${res.data.label}” saved`);
      onClose();
      return qc.invalidateQueries({ queryKey: queryKeys.providerKeys.all });
    },
    onError: (e) => showApiError(form, e, "The budget was not saved"),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Monthly budget of “{keyView.label}”</DialogTitle>
          <DialogDescription>
            Runs through this key are refused once this calendar month’s spend (UTC) reaches the budget. Models without a price cannot run
            on a key with a budget.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => save.mutate(v.monthlyBudget ?? null))}>
            <FormField name="monthlyBudget" label="Monthly budget (USD)" hint="Leave empty for no cap">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...form.register("monthlyBudget", { setValueAs: budgetValue })}
              />
            </FormField>
            <SpendBar spend={keyView} />
            <DialogFooter>
              {keyView.monthlyBudget !== null && (
                <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate(null)}>
                  Remove budget
                </Button>
              )}
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving…" : "Save budget"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** `privateBaseUrls`: the operator allows local model servers (lib/net/address-policy.ts, allowPrivateProviders). */
export function ProviderKeysManager({ privateBaseUrls }: { privateBaseUrls: boolean }) {
  const qc = useQueryClient();
  const keys = useProviderKeys();
  const [editing, setEditing] = useState<ProviderKey | null>(null);
  const remove = useMutation({
    mutationFn: (k: ProviderKey) => call(api.DELETE("/provider-keys/{keyId}", { params: { path: { keyId: k.id } } })),
    onSuccess: (_res, k) => {
      toast.success(`Key “${k.label}” deleted`);
      return qc.invalidateQueries({ queryKey: queryKeys.providerKeys.all });
    },
    onError: (e) => showApiError(null, e, "The key was not deleted"),
  });
  const columns: ColumnDef<ProviderKey, unknown>[] = [
    {
      id: "label",
      header: "Label",
      accessorFn: (k) => k.label,
      meta: { primary: true },
      cell: ({ row }) => (
        <div className="min-w-0">
          {row.original.label}
          {row.original.baseUrl && <div className="break-all text-xs text-muted-foreground">{row.original.baseUrl}</div>}
        </div>
      ),
    },
    { id: "provider", header: "Provider", accessorFn: (k) => PROVIDER_INFO[k.provider].label },
    {
      id: "key",
      header: "Key",
      accessorFn: (k) => k.last4,
      cell: ({ row }) => <span className="font-mono">••••{row.original.last4}</span>,
    },
    {
      id: "check",
      header: "Status",
      accessorFn: (k) => k.verified,
      cell: ({ row }) =>
        row.original.verified ? (
          <Badge variant="success">Verified</Badge>
        ) : (
          <div className="flex max-w-56 flex-col gap-1">
            <Badge variant="warning">Not verified</Badge>
            <span className="text-xs text-muted-foreground">{row.original.checkNote}</span>
          </div>
        ),
    },
    {
      id: "spend",
      header: "This month",
      accessorFn: (k) => k.spentThisMonth,
      cell: ({ row }) => <SpendBar spend={row.original} />,
    },
    {
      id: "lastUsed",
      header: "Last used",
      accessorFn: (k) => k.lastUsedAt ?? "",
      cell: ({ row }) => (row.original.lastUsedAt ? formatRelative(row.original.lastUsedAt) : "Never"),
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => {
        const k = row.original;
        return (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(k)}>
              {k.monthlyBudget === null ? "Set budget" : "Change budget"}
            </Button>
            <ConfirmAction
              trigger={
                <Button type="button" size="sm" variant="outline" disabled={remove.isPending}>
                  Delete
                </Button>
              }
              title={`Delete “${k.label}”?`}
              consequence="Runs and workflows that use this key will fail until you add another. This cannot be undone."
              confirmLabel="Delete key"
              destructive
              onConfirm={() => remove.mutate(k)}
            />
          </div>
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <AddKeyForm privateBaseUrls={privateBaseUrls} />
      <section aria-label="Stored keys">
        {keys.error ? (
          <p role="alert" className="text-sm text-destructive-text">
            Could not load your keys: {keys.error.message}
          </p>
        ) : (
          <DataTable
            caption="Your provider keys"
            columns={columns}
            data={keys.data ?? []}
            empty={keys.isPending ? "Loading keys…" : "No keys yet. Add one to run prompts and workflows."}
          />
        )}
      </section>
      {editing && <BudgetDialog keyView={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
