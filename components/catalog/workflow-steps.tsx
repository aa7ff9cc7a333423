import type { WorkflowOutline } from "@/lib/catalog/workflow-outline";
import { providerLabel } from "@/lib/format/labels";

const stepName = (id: string) => id.replace(/[-_]+/g, " ");

/**
 * A workflow as numbered stages; steps in one stage run side by side, each after the steps it builds on. The
 * product page shows it to buyers, and the seller's workflow editor draws the same outline live as a preview.
 */
export function WorkflowSteps({
  outline,
  headingId = "how-it-runs",
  headingLevel = 2,
}: {
  outline: WorkflowOutline;
  headingId?: string;
  headingLevel?: 2 | 3;
}) {
  const stages = [...new Set(outline.steps.map((s) => s.stage))];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className={headingLevel === 2 ? "text-xl font-semibold" : "text-lg font-semibold"}>
        How it runs
      </Heading>
      {outline.inputs.length > 0 && (
        <p className="text-sm text-muted-foreground">
          You give it:{" "}
          {outline.inputs.map((i, n) => (
            <span key={`${i.name}-${n}`}>
              {n > 0 && ", "}
              <strong className="font-medium text-foreground">{i.label || stepName(i.name)}</strong>
              {i.required ? "" : " (optional)"}
            </span>
          ))}
        </p>
      )}
      <ol className="flex flex-col">
        {stages.map((stage, n) => {
          const steps = outline.steps.filter((s) => s.stage === stage);
          return (
            <li key={stage} className="relative flex gap-3 pb-4 last:pb-0">
              {n < stages.length - 1 && <span aria-hidden className="absolute top-8 bottom-0 left-3.5 w-px bg-border" />}
              <span
                aria-hidden
                className="z-10 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {n + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="sr-only">
                  Stage {n + 1}
                  {steps.length > 1 ? `: ${steps.length} steps side by side` : ""}
                </p>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {steps.map((s, k) => (
                    <li key={`${s.id}-${k}`} className="rounded-lg border border-border bg-card p-3">
                      <p className="font-medium capitalize">{stepName(s.id)}</p>
                      <p className="text-xs break-words text-muted-foreground">
                        {providerLabel(s.provider)} · {s.model}
                      </p>
                      {s.dependsOn.length > 0 && (
                        <p className="mt-1 text-xs text-muted-foreground">Uses the result of {s.dependsOn.map(stepName).join(", ")}</p>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
