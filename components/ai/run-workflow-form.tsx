"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { Form, FormField, showApiError } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { api, call } from "@/lib/api-client/browser";
import { PROVIDER_INFO, type Provider } from "@/lib/ai/providers";
import { humanize, providerList } from "@/lib/format/labels";
import type { WorkflowRunForm } from "@/lib/ai/workflow-definition";
import { useProviderKeys } from "@/components/ai/use-provider-keys";
import { ExecutionDetail } from "@/components/ai/execution-detail";
import { LATEST, useProductVersions } from "@/components/ai/version-picker";
import { KeySelectField, KeysNotReady, RunActions, VersionField } from "@/components/ai/run-form-parts";

type Values = { input: Record<string, string>; apiKeys: Record<string, string>; version: string };

/** Starts a workflow run (inputs, one stored key per provider it uses, a version) and follows its steps live. */
export function RunWorkflowForm({ workflowId, fields: definition }: { workflowId: string; fields: WorkflowRunForm }) {
  const keys = useProviderKeys();
  const versions = useProductVersions(workflowId);
  const providers = definition.providers;
  const form = useForm<Values>({ defaultValues: { input: {}, apiKeys: {}, version: LATEST } });
  const keyFor = (p: Provider, chosen: Record<string, string>) => chosen[p] || keys.data?.find((k) => k.provider === p)?.id || "";
  const start = useMutation({
    mutationFn: async (v: Values) =>
      (
        await call(
          api.POST("/ai/workflows/{workflowId}/execute", {
            params: { path: { workflowId } },
            body: {
              input: Object.fromEntries(
                definition.inputs.filter((i) => v.input[i.name] || i.required).map((i) => [i.name, v.input[i.name] ?? ""]),
              ),
              apiKeys: Object.fromEntries(providers.map((p) => [p, keyFor(p, v.apiKeys)])),
              ...(v.version !== LATEST ? { version: v.version } : {}),
            },
          }),
        )
      ).data,
    onError: (e) => showApiError(form, e, "The workflow did not start"),
  });
  const missing = providers.filter((p) => !keys.data?.some((k) => k.provider === p));

  if (keys.isPending || keys.error) return <KeysNotReady error={keys.error} />;
  return (
    <div className="flex flex-col gap-6">
      <Form {...form}>
        <form onSubmit={form.handleSubmit((v) => start.mutate(v))} noValidate className="flex flex-col gap-4" aria-label="Run workflow">
          {definition.inputs.map((i) => (
            <FormField
              key={i.name}
              name={`input.${i.name}`}
              label={i.label || humanize(i.name)}
              hint={[i.required ? "" : "Optional", i.description].filter(Boolean).join(" · ") || undefined}
            >
              <Textarea rows={2} {...form.register(`input.${i.name}`)} />
            </FormField>
          ))}
          {/* A provider without a stored key gets no empty picker: the note below says to add one. */}
          {providers
            .filter((p) => !missing.includes(p))
            .map((p) => (
              <KeySelectField
                key={p}
                name={`apiKeys.${p}`}
                label={`${PROVIDER_INFO[p].label} key`}
                keys={keys.data.filter((k) => k.provider === p)}
              />
            ))}
          <VersionField versions={versions.data ?? []} />
          {missing.length > 0 && (
            <p className="text-sm text-muted-foreground">
              This workflow needs a key for {providerList(missing, "and")}.{" "}
              <Link href="/dashboard/provider-keys" className="text-link underline">
                Add one
              </Link>
              .
            </p>
          )}
          <RunActions label="Run workflow" busyLabel="Starting…" busy={start.isPending} disabled={missing.length > 0} />
        </form>
      </Form>
      {start.data && <ExecutionDetail key={start.data.executionId} executionId={start.data.executionId} />}
    </div>
  );
}
