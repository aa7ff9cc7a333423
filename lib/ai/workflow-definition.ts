import { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors";
import { zodFieldErrors } from "@/lib/api/validation";
import { providerSchema } from "@/lib/ai/providers";

// A WORKFLOW product's `content`: JSON with named inputs and steps forming a DAG. Prompts may use
// {{input.<name>}} and {{steps.<id>.output}} (only of steps they depend on, directly or transitively).

const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const name = (what: string) => z.string().regex(NAME, `${what} must start with a letter or _ and use letters, digits, _ or - (max 64)`);

export const workflowDefinitionSchema = z.strictObject({
  inputs: z
    .array(
      z.strictObject({
        name: name("Input name"),
        description: z.string().max(500).default(""),
        required: z.boolean().default(true),
      }),
    )
    .max(50)
    .default([]),
  steps: z
    .array(
      z.strictObject({
        id: name("Step id"),
        provider: providerSchema,
        model: z.string().trim().min(1).max(200),
        prompt: z.string().min(1).max(50_000),
        dependsOn: z.array(z.string()).max(50).default([]),
        temperature: z.number().min(0).max(2).optional(),
        maxTokens: z.number().int().min(1).optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type WorkflowDefinition = z.output<typeof workflowDefinitionSchema>;
export type WorkflowStep = WorkflowDefinition["steps"][number];

/** What the run form needs of a workflow: its inputs and the providers its steps use, never the steps' prompts. */
export type WorkflowRunForm = { inputs: WorkflowDefinition["inputs"]; providers: WorkflowStep["provider"][] };

export function workflowRunForm(definition: WorkflowDefinition): WorkflowRunForm {
  return { inputs: definition.inputs, providers: [...new Set(definition.steps.map((s) => s.provider))] };
}

const REFERENCE = /\{\{\s*([^{}]*?)\s*\}\}/g;
type Reference = { kind: "input"; name: string } | { kind: "step"; id: string } | { kind: "invalid"; text: string };

function parseReference(text: string): Reference {
  const input = /^input\.([A-Za-z0-9_-]+)$/.exec(text);
  if (input) return { kind: "input", name: input[1] };
  const step = /^steps\.([A-Za-z0-9_-]+)\.output$/.exec(text);
  if (step) return { kind: "step", id: step[1] };
  return { kind: "invalid", text };
}

export function referencesOf(prompt: string): Reference[] {
  return Array.from(prompt.matchAll(REFERENCE), (m) => parseReference(m[1]));
}

/** A cycle through dependsOn as step ids (first id repeated at the end), or null. */
function findCycle(steps: WorkflowStep[]): string[] | null {
  const deps = new Map(steps.map((s) => [s.id, s.dependsOn]));
  const state = new Map<string, "visiting" | "done">();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === "done" || !deps.has(id)) return null;
    if (state.get(id) === "visiting") return [...path.slice(path.indexOf(id)), id];
    state.set(id, "visiting");
    path.push(id);
    for (const d of deps.get(id)!) {
      const cycle = visit(d);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, "done");
    return null;
  };
  for (const s of steps) {
    const cycle = visit(s.id);
    if (cycle) return cycle;
  }
  return null;
}

function ancestorsOf(id: string, byId: Map<string, WorkflowStep>, seen = new Set<string>()): Set<string> {
  for (const d of byId.get(id)?.dependsOn ?? []) {
    if (!seen.has(d)) {
      seen.add(d);
      ancestorsOf(d, byId, seen);
    }
  }
  return seen;
}

/** The checks zod cannot express: unique names, known references, no cycles. */
function semanticErrors(def: WorkflowDefinition): FieldError[] {
  const errors: FieldError[] = [];
  const inputNames = new Set<string>();
  def.inputs.forEach((input, i) => {
    if (inputNames.has(input.name)) errors.push({ path: `inputs.${i}.name`, message: `Duplicate input "${input.name}"` });
    inputNames.add(input.name);
  });
  const byId = new Map<string, WorkflowStep>();
  def.steps.forEach((s, i) => {
    if (byId.has(s.id)) errors.push({ path: `steps.${i}.id`, message: `Duplicate step id "${s.id}"` });
    byId.set(s.id, s);
  });
  def.steps.forEach((s, i) => {
    // Any model name is accepted: the provider decides what it serves, and its refusal (of a model or a maxTokens)
    // is kept as the step's error cause. This file also runs in the browser, away from the server-side price table.
    s.dependsOn.forEach((d, j) => {
      if (d === s.id) errors.push({ path: `steps.${i}.dependsOn.${j}`, message: `Step "${s.id}" cannot depend on itself` });
      else if (!byId.has(d)) errors.push({ path: `steps.${i}.dependsOn.${j}`, message: `Unknown step "${d}"` });
    });
  });
  const cycle = findCycle(def.steps);
  if (cycle) {
    const i = def.steps.findIndex((s) => s.id === cycle[0]);
    errors.push({ path: `steps.${i}.dependsOn`, message: `Steps form a cycle: ${cycle.join(" → ")}` });
    return errors;
  }
  def.steps.forEach((s, i) => {
    const ancestors = ancestorsOf(s.id, byId);
    for (const ref of referencesOf(s.prompt)) {
      const at = `steps.${i}.prompt`;
      if (ref.kind === "invalid") {
        errors.push({ path: at, message: `Unknown placeholder "{{${ref.text}}}": use {{input.<name>}} or {{steps.<id>.output}}` });
      } else if (ref.kind === "input" && !inputNames.has(ref.name)) {
        errors.push({ path: at, message: `Unknown input "${ref.name}"` });
      } else if (ref.kind === "step" && !byId.has(ref.id)) {
        errors.push({ path: at, message: `Unknown step "${ref.id}"` });
      } else if (ref.kind === "step" && !ancestors.has(ref.id)) {
        errors.push({ path: at, message: `Uses the output of "${ref.id}" but does not depend on it (add it to dependsOn)` });
      }
    }
  });
  return errors;
}

export type WorkflowParse = { ok: true; definition: WorkflowDefinition } | { ok: false; fields: FieldError[] };

/** Parses a workflow definition; every fault comes with its path (e.g. "steps.2.dependsOn.0"). */
export function parseWorkflowDefinition(text: string): WorkflowParse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, fields: [{ path: "(root)", message: `Not valid JSON: ${(err as Error).message}` }] };
  }
  const parsed = workflowDefinitionSchema.safeParse(json);
  if (!parsed.success) return { ok: false, fields: zodFieldErrors(parsed.error) };
  const fields = semanticErrors(parsed.data);
  return fields.length ? { ok: false, fields } : { ok: true, definition: parsed.data };
}

/**
 * For the catalog's create/update of a WORKFLOW product: throws VALIDATION_ERROR with paths under `field`
 * ("content.steps.1.dependsOn.0") or returns the definition.
 */
export function validateWorkflowDefinition(text: string, field = "content"): WorkflowDefinition {
  const result = parseWorkflowDefinition(text);
  if (result.ok) return result.definition;
  throw new AppError("VALIDATION_ERROR", "Invalid workflow definition", {
    fields: result.fields.map((f) => ({ path: f.path === "(root)" ? field : `${field}.${f.path}`, message: f.message })),
  });
}

/** Step ids in an order where every step comes after the steps it depends on (definition order among equals). */
export function topologicalOrder(def: WorkflowDefinition): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  while (order.length < def.steps.length) {
    const next = def.steps.find((s) => !done.has(s.id) && s.dependsOn.every((d) => done.has(d)));
    if (!next) throw new Error("workflow definition has a cycle");
    done.add(next.id);
    order.push(next.id);
  }
  return order;
}

/** Fills {{input.x}} and {{steps.id.output}} in one pass: inserted values are never read as placeholders. */
export function renderStepPrompt(prompt: string, input: Record<string, string>, outputs: Record<string, string>): string {
  return prompt.replace(REFERENCE, (whole, text: string) => {
    const ref = parseReference(text.trim());
    if (ref.kind === "input") return input[ref.name] ?? "";
    if (ref.kind === "step") return outputs[ref.id] ?? "";
    return whole;
  });
}
