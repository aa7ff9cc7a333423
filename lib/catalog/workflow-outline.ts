import { parseWorkflowDefinition } from "@/lib/ai/workflow-definition";

/** A workflow step as a visitor may see it: what runs and in which order, never its prompt. */
export type OutlineStep = { id: string; provider: string; model: string; dependsOn: string[]; stage: number };
export type WorkflowOutline = { inputs: { name: string; description: string; required: boolean }[]; steps: OutlineStep[] };

/**
 * The steps of a workflow with the stage each runs in (steps of one stage run side by side once the earlier
 * stages are done), for the product page. Prompts are left out: they are what the buyer pays for.
 */
export function workflowOutline(content: string): WorkflowOutline | null {
  const parsed = parseWorkflowDefinition(content);
  if (!parsed.ok) return null;
  const { inputs, steps } = parsed.definition;
  const stages = new Map<string, number>();
  const byId = new Map(steps.map((s) => [s.id, s]));
  // The definition is checked acyclic, so this recursion ends.
  const stageOf = (id: string): number => {
    const known = stages.get(id);
    if (known !== undefined) return known;
    const stage = Math.max(0, ...(byId.get(id)?.dependsOn ?? []).map((d) => stageOf(d) + 1));
    stages.set(id, stage);
    return stage;
  };
  const outline = steps.map((s) => ({ id: s.id, provider: s.provider, model: s.model, dependsOn: s.dependsOn, stage: stageOf(s.id) }));
  outline.sort((a, b) => a.stage - b.stage);
  return { inputs: inputs.map((i) => ({ name: i.name, description: i.description, required: i.required })), steps: outline };
}
