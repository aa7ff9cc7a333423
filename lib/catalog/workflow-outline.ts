import { parseWorkflowDefinition } from "@/lib/ai/workflow-definition";

/** A workflow step as a visitor may see it: what runs and in which order, never its prompt. */
export type OutlineStep = { id: string; provider: string; model: string; dependsOn: string[]; stage: number };
export type OutlineInput = { name: string; label?: string; description: string; required: boolean };
export type WorkflowOutline = { inputs: OutlineInput[]; steps: OutlineStep[] };

/** What the outline reads of a definition: a checked one, or the seller's editor's draft (which may be unfinished). */
export type OutlineSource = {
  inputs: { name: string; label?: string; description?: string; required?: boolean }[];
  steps: { id: string; provider: string; model: string; dependsOn?: string[] }[];
};

/**
 * The steps of a workflow with the stage each runs in (steps of one stage run side by side once the earlier
 * stages are done). Tolerant of a draft: an unknown dependency is left out and a loop does not recurse forever,
 * so the seller's editor can draw the outline while they type.
 */
export function outlineOf({ inputs, steps }: OutlineSource): WorkflowOutline {
  const stages = new Map<string, number>();
  const byId = new Map(steps.map((s) => [s.id, s]));
  const visiting = new Set<string>();
  const stageOf = (id: string): number => {
    const known = stages.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const deps = (byId.get(id)?.dependsOn ?? []).filter((d) => d !== id && byId.has(d));
    const stage = Math.max(0, ...deps.map((d) => stageOf(d) + 1));
    visiting.delete(id);
    stages.set(id, stage);
    return stage;
  };
  const outline = steps.map((s) => ({
    id: s.id,
    provider: s.provider,
    model: s.model,
    dependsOn: (s.dependsOn ?? []).filter((d) => byId.has(d)),
    stage: stageOf(s.id),
  }));
  outline.sort((a, b) => a.stage - b.stage);
  return {
    inputs: inputs.map((i) => ({
      name: i.name,
      ...(i.label ? { label: i.label } : {}),
      description: i.description ?? "",
      required: i.required ?? true,
    })),
    steps: outline,
  };
}

/** The outline of a stored workflow for the product page. Prompts are left out: they are what the buyer pays for. */
export function workflowOutline(content: string): WorkflowOutline | null {
  const parsed = parseWorkflowDefinition(content);
  return parsed.ok ? outlineOf(parsed.definition) : null;
}
