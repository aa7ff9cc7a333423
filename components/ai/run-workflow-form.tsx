"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { PROVIDER_INFO, type Provider } from "@/lib/ai/providers";
import type { WorkflowDefinition } from "@/lib/ai/workflow-definition";
import { useProviderKeys } from "@/components/ai/use-provider-keys";
import { ExecutionDetail } from "@/components/ai/execution-detail";
import { Field, inputClass as input } from "@/components/ai/field";

type Started = { executionId: string; status: string; statusUrl: string };

/** Starts a workflow run (inputs + one stored key per provider it uses) and follows its steps live. */
export function RunWorkflowForm({ workflowId, definition }: { workflowId: string; definition: WorkflowDefinition }) {
  const keys = useProviderKeys();
  const providers = [...new Set(definition.steps.map((s) => s.provider))] as Provider[];
  const [values, setValues] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const keyFor = (p: Provider) => chosen[p] ?? keys.data?.find((k) => k.provider === p)?.id ?? "";
  const start = useMutation({
    mutationFn: async () =>
      (
        await apiFetch<Started>(`/ai/workflows/${workflowId}/execute`, {
          method: "POST",
          json: {
            input: Object.fromEntries(
              definition.inputs.filter((i) => values[i.name] !== undefined || i.required).map((i) => [i.name, values[i.name] ?? ""]),
            ),
            apiKeys: Object.fromEntries(providers.map((p) => [p, keyFor(p)])),
          },
        })
      ).data,
  });
  const fieldErrors = start.error instanceof ApiClientError ? start.error.fieldErrors : {};
  const missing = providers.filter((p) => !keys.data?.some((k) => k.provider === p));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    start.mutate();
  };

  if (keys.isPending) return <p className="text-sm text-slate-500">Loading your provider keys…</p>;
  if (keys.error) return <p className="text-sm text-red-600">Could not load your provider keys: {keys.error.message}</p>;
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Run workflow">
        {definition.inputs.map((i) => (
          <Field
            key={i.name}
            label={i.name}
            hint={[i.required ? "" : "Optional", i.description].filter(Boolean).join(" · ")}
            error={fieldErrors[`input.${i.name}`]}
          >
            {(id) => (
              <textarea
                id={id}
                className={input}
                rows={2}
                name={`input-${i.name}`}
                value={values[i.name] ?? ""}
                onChange={(e) => setValues({ ...values, [i.name]: e.target.value })}
              />
            )}
          </Field>
        ))}
        {providers.map((p) => (
          <Field key={p} label={`${PROVIDER_INFO[p].label} key`} error={fieldErrors[`apiKeys.${p}`]}>
            {(id) => (
              <select
                id={id}
                className={input}
                name={`key-${p}`}
                value={keyFor(p)}
                onChange={(e) => setChosen({ ...chosen, [p]: e.target.value })}
              >
                {keys.data
                  .filter((k) => k.provider === p)
                  .map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.label} (••••{k.last4})
                    </option>
                  ))}
              </select>
            )}
          </Field>
        ))}
        {missing.length > 0 && (
          <p className="text-sm text-slate-600">
            This workflow needs a key for {missing.join(", ")}.{" "}
            <Link href="/dashboard/provider-keys" className="text-brand-600 underline">
              Add one
            </Link>
            .
          </p>
        )}
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={start.isPending || missing.length > 0}
            className="rounded bg-brand-600 px-4 py-1.5 text-sm text-white disabled:opacity-50"
          >
            {start.isPending ? "Starting…" : "Run workflow"}
          </button>
          {start.error && (
            <span role="alert" className="text-sm text-red-600">
              {start.error.message}
            </span>
          )}
        </div>
      </form>
      {start.data && <ExecutionDetail key={start.data.executionId} executionId={start.data.executionId} />}
    </div>
  );
}
