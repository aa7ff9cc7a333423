"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useCallback, useMemo, useState, type FormEvent } from "react";
import { ApiClientError } from "@/lib/api/client";
import { placeholdersOf } from "@/lib/ai/placeholders";
import { isCompatible, PROVIDER_INFO } from "@/lib/ai/providers";
import type { PromptExecutionResult } from "@/lib/ai/execution-views";
import { useModelCatalog, useProviderKeys } from "@/components/ai/use-provider-keys";
import { usePromptStream, type PromptStreamState } from "@/components/ai/use-prompt-stream";
import { Field, inputClass as input } from "@/components/ai/field";
import { ErrorCause, formatCost } from "@/components/ai/execution-bits";
import { toErrorView } from "@/lib/ai/execution-views";

/** Runs a prompt product: one field per {{placeholder}}, a stored key, model options; shows output and cost. */
export function RunPromptForm({ productId, prompt, compatibility }: { productId: string; prompt: string; compatibility: string[] }) {
  const qc = useQueryClient();
  const names = useMemo(() => placeholdersOf(prompt), [prompt]);
  const keys = useProviderKeys();
  const usable = (keys.data ?? []).filter((k) => isCompatible(compatibility, k.provider));
  const [values, setValues] = useState<Record<string, string>>({});
  const [keyId, setKeyId] = useState("");
  const [model, setModel] = useState("");
  const [temperature, setTemperature] = useState("");
  const [maxTokens, setMaxTokens] = useState("");
  const selected = usable.find((k) => k.id === keyId) ?? usable[0];
  const info = selected ? PROVIDER_INFO[selected.provider] : null;
  const models = useModelCatalog();

  const onSettled = useCallback(() => void qc.invalidateQueries({ queryKey: ["executions"] }), [qc]);
  const { state, start, stop } = usePromptStream(onSettled);
  const running = state.phase === "streaming";
  const fieldErrors = state.phase === "failed" ? state.error.fieldErrors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void start({
      productId,
      apiKeyId: selected!.id,
      variables: Object.fromEntries(names.map((n) => [n, values[n] ?? ""])),
      options: {
        ...(model.trim() ? { model: model.trim() } : {}),
        ...(temperature !== "" ? { temperature: Number(temperature) } : {}),
        ...(maxTokens !== "" ? { maxTokens: Number(maxTokens) } : {}),
      },
    });
  };

  if (keys.isPending) return <p className="text-sm text-slate-500">Loading your provider keys…</p>;
  if (keys.error) return <p className="text-sm text-red-600">Could not load your provider keys: {keys.error.message}</p>;
  if (!usable.length) {
    return (
      <p className="text-sm text-slate-600">
        This prompt runs on {compatibility.join(", ") || "no provider"}.{" "}
        <Link href="/dashboard/provider-keys" className="text-brand-600 underline">
          Add a matching provider key
        </Link>{" "}
        to run it.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Run prompt">
        {names.map((n) => (
          <Field key={n} label={n} className="sm:col-span-2" error={fieldErrors[`variables.${n}`]}>
            {(id) => (
              <textarea
                id={id}
                className={input}
                rows={2}
                name={`var-${n}`}
                value={values[n] ?? ""}
                onChange={(e) => setValues({ ...values, [n]: e.target.value })}
              />
            )}
          </Field>
        ))}
        <Field label="Provider key" error={fieldErrors.apiKeyId}>
          {(id) => (
            <select id={id} className={input} name="apiKeyId" value={selected?.id} onChange={(e) => setKeyId(e.target.value)}>
              {usable.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label} (••••{k.last4})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Model" hint={`Any model the provider serves; default ${info?.defaultModel}`} error={fieldErrors["options.model"]}>
          {(id) => (
            <>
              <input
                id={id}
                className={input}
                name="model"
                list={`${id}-models`}
                placeholder={info?.defaultModel}
                value={model}
                onChange={(e) => setModel(e.target.value)}
              />
              <datalist id={`${id}-models`}>
                {(models.data?.models ?? [])
                  .filter((m) => m.provider === selected?.provider)
                  .map((m) => (
                    <option key={m.model} value={m.model} />
                  ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Temperature" hint="0–2, provider default when empty" error={fieldErrors["options.temperature"]}>
          {(id) => (
            <input
              id={id}
              className={input}
              name="temperature"
              type="number"
              min={0}
              max={2}
              step={0.1}
              value={temperature}
              onChange={(e) => setTemperature(e.target.value)}
            />
          )}
        </Field>
        <Field label="Max tokens" hint="Output limit, model maximum when empty" error={fieldErrors["options.maxTokens"]}>
          {(id) => (
            <input
              id={id}
              className={input}
              name="maxTokens"
              type="number"
              min={1}
              step={1}
              value={maxTokens}
              onChange={(e) => setMaxTokens(e.target.value)}
            />
          )}
        </Field>
        <div className="flex sm:col-span-2 items-center gap-3">
          <button type="submit" disabled={running} className="rounded bg-brand-600 px-4 py-1.5 text-sm text-white disabled:opacity-50">
            {running ? "Running…" : "Run"}
          </button>
          {running && (
            <button type="button" onClick={stop} className="rounded border border-slate-300 px-4 py-1.5 text-sm">
              Stop
            </button>
          )}
        </div>
      </form>
      {state.phase !== "idle" && <RunOutput state={state} />}
    </div>
  );
}

/** The answer as it streams in, then its cost; a failure shows the provider's own cause. */
function RunOutput({ state }: { state: Exclude<PromptStreamState, { phase: "idle" }> }) {
  return (
    <section aria-label="Result" aria-busy={state.phase === "streaming"} className="rounded-lg border border-slate-200 bg-white p-4">
      {(state.text || state.phase === "streaming") && (
        <pre className="whitespace-pre-wrap text-sm mb-3 min-h-6" data-testid="run-output">
          {state.text}
          {state.phase === "streaming" && <span className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-slate-400 align-middle" />}
        </pre>
      )}
      {state.phase === "failed" && <ErrorCause error={errorViewOf(state.error)} />}
      {state.phase === "stopped" && (
        <p className="text-sm text-slate-600">Stopped. The run is recorded as cancelled with the tokens used until then.</p>
      )}
      {state.phase === "done" && <RunFigures result={state.result} />}
    </section>
  );
}

function RunFigures({ result }: { result: PromptExecutionResult }) {
  const { usage, metadata } = result;
  return (
    <dl className="grid grid-cols-2 gap-2 text-xs text-slate-600 sm:grid-cols-4">
      <div>
        <dt>Model</dt>
        <dd className="font-medium text-slate-800 break-all">{metadata.model}</dd>
      </div>
      <div>
        <dt>Tokens</dt>
        <dd className="font-medium text-slate-800">
          {usage.promptTokens} in / {usage.completionTokens} out
        </dd>
      </div>
      <div>
        <dt>Estimated cost</dt>
        <dd className="font-medium text-slate-800" data-testid="run-cost">
          {formatCost(usage.estimatedCost, metadata.priceKnown)}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd className="font-medium text-slate-800">{metadata.duration.toFixed(2)} s</dd>
      </div>
    </dl>
  );
}

/** The error envelope's details carry the same provider cause an execution record keeps. */
function errorViewOf(error: Error) {
  if (!(error instanceof ApiClientError)) return toErrorView({ code: "INTERNAL_ERROR", message: error.message })!;
  return toErrorView({ code: error.code, message: error.message, details: error.details })!;
}
