"use client";

import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client/browser";
import { providerLabel } from "@/lib/format/labels";
import { formatCount, pluralize } from "@/lib/format/numbers";
import { ErrorCause, StatusBadge, formatCost } from "@/components/ai/execution-bits";
import { queryKeys } from "@/lib/api-client/query-keys";

const live = (s: string | undefined) => s === "queued" || s === "running";

/** One execution; polls while a workflow is still queued or running so step progress shows live. */
export function ExecutionDetail({ executionId }: { executionId: string }) {
  const q = useQuery({
    queryKey: queryKeys.executions.detail(executionId),
    queryFn: async () => (await call(api.GET("/ai/executions/{executionId}", { params: { path: { executionId } } }))).data,
    refetchInterval: (query) => (live(query.state.data?.status) ? 1000 : false),
  });
  if (q.isPending) return <p className="text-sm text-muted-foreground">Loading execution…</p>;
  if (q.error) return <p className="text-sm text-destructive-text">Could not load this execution: {q.error.message}</p>;
  const e = q.data;
  return (
    <div className="flex flex-col gap-4" aria-label="Execution">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">{e.product.title}</h1>
        <StatusBadge status={e.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {e.kind === "WORKFLOW" ? "Workflow" : "Prompt"}
        {e.version && ` · version ${e.version}`} · {formatCount(e.usage.promptTokens)} in / {formatCount(e.usage.completionTokens)} out
        tokens · {formatCost(e.usage.estimatedCost, e.priceKnown)}
        {e.duration !== null && ` · ${e.duration.toFixed(2)} s`}
        {e.model && ` · ${e.model}`}
      </p>
      {e.error && <ErrorCause error={e.error} />}
      {e.steps && (
        <ol className="flex flex-col gap-2" aria-label="Steps">
          {e.steps.map((s) => (
            <li key={s.id} className="rounded-lg border border-border bg-card p-3">
              <div className="flex items-center gap-2 text-sm">
                <span className="font-medium">{s.id}</span>
                <StatusBadge status={s.status} />
                <span className="text-xs text-muted-foreground">
                  {providerLabel(s.provider)} {s.model} · {pluralize(s.attempts, "attempt")} · {formatCount(s.usage.totalTokens)} tokens ·{" "}
                  {formatCost(s.usage.estimatedCost, s.priceKnown)}
                  {s.duration !== null && ` · ${s.duration.toFixed(2)} s`}
                </span>
              </div>
              {s.output && <pre className="mt-2 whitespace-pre-wrap text-sm">{s.output}</pre>}
              {s.error && <ErrorCause error={s.error} compact />}
            </li>
          ))}
        </ol>
      )}
      {e.output && (
        <section aria-label="Output" className="rounded-lg border border-border bg-card p-4">
          <h2 className="text-sm font-medium text-muted-foreground mb-2">Output</h2>
          <pre className="whitespace-pre-wrap text-sm" data-testid="execution-output">
            {e.output}
          </pre>
        </section>
      )}
    </div>
  );
}
