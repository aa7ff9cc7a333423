"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useCallback, useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client/browser";
import { isCompatible, PROVIDER_INFO } from "@/lib/ai/providers";
import { useModelCatalog, useProviderKeys } from "@/components/ai/use-provider-keys";
import { usePromptStream, type PromptStreamState } from "@/components/ai/use-prompt-stream";
import { ErrorCause, formatCost } from "@/components/ai/execution-bits";
import { LATEST, useProductVersions } from "@/components/ai/version-picker";
import { KeySelectField, KeysNotReady, RunActions, VersionField } from "@/components/ai/run-form-parts";
import { toErrorView } from "@/lib/ai/execution-views";
import { humanize, providerList } from "@/lib/format/labels";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { PromptExecutionResult } from "@/lib/api-client/types";

type Values = {
  variables: Record<string, string>;
  apiKeyId: string;
  version: string;
  model: string;
  temperature: string;
  maxTokens: string;
};

/** The API's field paths → this form's fields, so a refusal shows under the field it is about. */
const FIELD_OF: Record<string, keyof Values> = {
  apiKeyId: "apiKeyId",
  version: "version",
  "options.model": "model",
  "options.temperature": "temperature",
  "options.maxTokens": "maxTokens",
};

/**
 * Runs a prompt product: one field per {{placeholder}}, a stored key, a version, model options; shows output and cost.
 * It gets the placeholder names, never the prompt: the page's HTML and RSC payload carry no content (docs/security.md).
 */
export function RunPromptForm({ productId, names, compatibility }: { productId: string; names: string[]; compatibility: string[] }) {
  const qc = useQueryClient();
  const keys = useProviderKeys();
  const versions = useProductVersions(productId);
  const usable = (keys.data ?? []).filter((k) => isCompatible(compatibility, k.provider));
  const form = useForm<Values>({
    defaultValues: { variables: {}, apiKeyId: "", version: LATEST, model: "", temperature: "", maxTokens: "" },
  });
  const keyId = useWatch({ control: form.control, name: "apiKeyId" });
  const selected = usable.find((k) => k.id === keyId) ?? usable[0];
  const info = selected ? PROVIDER_INFO[selected.provider] : null;
  const models = useModelCatalog();

  const onSettled = useCallback(() => void qc.invalidateQueries({ queryKey: queryKeys.executions.all }), [qc]);
  const { state, start, stop } = usePromptStream(onSettled);
  const running = state.phase === "streaming";
  const failure = state.phase === "failed" ? state.error : null;
  useEffect(() => {
    if (!failure) return;
    for (const [path, message] of Object.entries(failure.fieldErrors)) {
      const field = path.startsWith("variables.") ? (path as `variables.${string}`) : FIELD_OF[path];
      if (field) form.setError(field, { type: "server", message });
    }
  }, [failure, form]);

  const submit = (v: Values) => {
    form.clearErrors();
    void start({
      productId,
      apiKeyId: selected!.id,
      variables: Object.fromEntries(names.map((n) => [n, v.variables[n] ?? ""])),
      ...(v.version !== LATEST ? { version: v.version } : {}),
      options: {
        ...(v.model.trim() ? { model: v.model.trim() } : {}),
        ...(v.temperature !== "" ? { temperature: Number(v.temperature) } : {}),
        ...(v.maxTokens !== "" ? { maxTokens: Number(v.maxTokens) } : {}),
      },
    });
  };

  if (keys.isPending || keys.error) return <KeysNotReady error={keys.error} />;
  if (!usable.length) {
    return (
      <p className="text-sm text-muted-foreground">
        This prompt runs on {providerList(compatibility, "or") || "no provider"}.{" "}
        <Link href="/dashboard/provider-keys" className="text-link underline">
          Add a matching provider key
        </Link>{" "}
        to run it.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Run prompt">
          {names.map((n) => (
            <FormField key={n} name={`variables.${n}`} label={humanize(n)} className="sm:col-span-2">
              <Textarea rows={2} {...form.register(`variables.${n}`)} />
            </FormField>
          ))}
          <KeySelectField name="apiKeyId" label="Provider key" hint={`Your keys for ${providerList(compatibility, "or")}`} keys={usable} />
          <VersionField versions={versions.data ?? []} />
          <FormField name="model" label="Model" hint={`Any model the provider serves; default ${info?.defaultModel}`}>
            <Input list="run-models" placeholder={info?.defaultModel} {...form.register("model")} />
          </FormField>
          <datalist id="run-models">
            {(models.data?.models ?? [])
              .filter((m) => m.provider === selected?.provider)
              .map((m) => (
                <option key={m.model} value={m.model} />
              ))}
          </datalist>
          <FormField name="temperature" label="Temperature" hint="0–2, provider default when empty">
            <Input type="number" min={0} max={2} step={0.1} {...form.register("temperature")} />
          </FormField>
          <FormField name="maxTokens" label="Max tokens" hint="Output limit, model maximum when empty">
            <Input type="number" min={1} step={1} {...form.register("maxTokens")} />
          </FormField>
          <RunActions label="Run" busyLabel="Running…" busy={running} className="flex items-center gap-3 sm:col-span-2">
            {running && (
              <Button type="button" variant="outline" onClick={stop}>
                Stop
              </Button>
            )}
          </RunActions>
        </form>
      </Form>
      {state.phase !== "idle" && <RunOutput state={state} />}
    </div>
  );
}

/** The answer as it streams in, then its cost; a failure shows the provider's own cause. */
function RunOutput({ state }: { state: Exclude<PromptStreamState, { phase: "idle" }> }) {
  return (
    <section aria-label="Result" aria-busy={state.phase === "streaming"} className="rounded-lg border border-border bg-card p-4">
      {(state.text || state.phase === "streaming") && (
        <pre className="mb-3 min-h-6 whitespace-pre-wrap text-sm" data-testid="run-output">
          {state.text}
          {state.phase === "streaming" && <span className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-muted-foreground align-middle" />}
        </pre>
      )}
      {state.phase === "failed" && <ErrorCause error={errorViewOf(state.error)} />}
      {state.phase === "stopped" && (
        <p className="text-sm text-muted-foreground">Stopped. The run is recorded as cancelled with the tokens used until then.</p>
      )}
      {state.phase === "done" && <RunFigures result={state.result} />}
    </section>
  );
}

function RunFigures({ result }: { result: PromptExecutionResult }) {
  const { usage, metadata } = result;
  return (
    <dl className="grid grid-cols-2 gap-2 text-xs text-muted-foreground sm:grid-cols-4">
      <div>
        <dt>Model</dt>
        <dd className="break-all font-medium text-foreground">{metadata.model}</dd>
      </div>
      <div>
        <dt>Tokens</dt>
        <dd className="font-medium text-foreground">
          {usage.promptTokens} in / {usage.completionTokens} out
        </dd>
      </div>
      <div>
        <dt>Estimated cost</dt>
        <dd className="font-medium text-foreground" data-testid="run-cost">
          {formatCost(usage.estimatedCost, metadata.priceKnown)}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd className="font-medium text-foreground">{metadata.duration.toFixed(2)} s</dd>
      </div>
    </dl>
  );
}

/** The error envelope's details carry the same provider cause an execution record keeps. */
function errorViewOf(error: Error) {
  if (!(error instanceof ApiClientError)) return toErrorView({ code: "INTERNAL_ERROR", message: error.message })!;
  return toErrorView({ code: error.code, message: error.message, details: error.details })!;
}
