import { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors";
import { zodFieldErrors } from "@/lib/api/validation";
import { providerSchema } from "@/lib/ai/providers";
import { plainIssueMessage } from "@/lib/format/validation";

// A WORKFLOW product's `content`: JSON with named inputs and steps forming a DAG. Prompts may use
// {{input.<name>}} and {{steps.<id>.output}} (only of steps they depend on, directly or transitively).
// The messages are in plain words, as the seller's workflow editor shows them at the field
// (app/dashboard/products/_components/workflow-editor.tsx): this file is the one copy of the rules.

const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const name = (what: string) =>
  z
    .string()
    .min(1, { error: `Give the ${what.toLowerCase()}`, abort: true })
    .regex(NAME, `${what} must start with a letter or _ and use only letters, digits, _ or - (at most 64)`);

export const workflowDefinitionSchema = z.strictObject({
  inputs: z
    .array(
      z.strictObject({
        name: name("Input name"),
        label: z.string().trim().max(100, "Use at most 100 characters").optional().describe("What the run form calls the field"),
        description: z.string().max(500).default(""),
        required: z.boolean().default(true),
      }),
    )
    .max(50)
    .default([]),
  steps: z
    .array(
      z.strictObject({
        id: name("Step name"),
        provider: providerSchema,
        model: z.string().trim().min(1, "Choose a model").max(200),
        prompt: z.string().min(1, "Write the prompt for this step").max(50_000),
        dependsOn: z.array(z.string()).max(50).default([]),
        temperature: z.number().min(0).max(2).optional(),
        maxTokens: z.number().int().min(1).optional(),
      }),
    )
    .min(1, "Add at least one step")
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

/** The checks zod cannot express: unique names, known references, no cycles. Steps are named by number ("Step 2"). */
function semanticErrors(def: WorkflowDefinition): FieldError[] {
  const errors: FieldError[] = [];
  const inputNames = new Set<string>();
  def.inputs.forEach((input, i) => {
    if (input.name && inputNames.has(input.name))
      errors.push({ path: `inputs.${i}.name`, message: `Another input is already named "${input.name}"` });
    inputNames.add(input.name);
  });
  const byId = new Map<string, WorkflowStep>();
  def.steps.forEach((s, i) => {
    if (s.id && byId.has(s.id)) errors.push({ path: `steps.${i}.id`, message: `Another step is already named "${s.id}"` });
    byId.set(s.id, s);
  });
  def.steps.forEach((s, i) => {
    // Any model name is accepted: the provider decides what it serves, and its refusal (of a model or a maxTokens)
    // is kept as the step's error cause. This file also runs in the browser, away from the server-side price table.
    s.dependsOn.forEach((d, j) => {
      if (d === s.id) errors.push({ path: `steps.${i}.dependsOn.${j}`, message: `Step ${i + 1} cannot use its own output` });
      else if (!byId.has(d))
        errors.push({ path: `steps.${i}.dependsOn.${j}`, message: `Step ${i + 1} uses the output of "${d}", but no step has that name` });
    });
  });
  const cycle = findCycle(def.steps);
  if (cycle) {
    const i = def.steps.findIndex((s) => s.id === cycle[0]);
    errors.push({
      path: `steps.${i}.dependsOn`,
      message: `These steps wait for each other in a loop, so none can start: ${cycle.join(" → ")}`,
    });
    return errors;
  }
  def.steps.forEach((s, i) => {
    const ancestors = ancestorsOf(s.id, byId);
    const at = `steps.${i}.prompt`;
    const step = `Step ${i + 1}`;
    for (const ref of referencesOf(s.prompt)) {
      if (ref.kind === "invalid") {
        const hint = inputNames.has(ref.text)
          ? `: write {{input.${ref.text}}} for the input "${ref.text}"`
          : byId.has(ref.text)
            ? `: write {{steps.${ref.text}.output}} for the output of step "${ref.text}"`
            : ", which no earlier step produces and no input provides (use {{input.<name>}} or {{steps.<name>.output}})";
        errors.push({ path: at, message: `${step} uses {{${ref.text}}}${hint}` });
      } else if (ref.kind === "input" && !inputNames.has(ref.name)) {
        errors.push({ path: at, message: `${step} uses {{input.${ref.name}}}, but no input is named "${ref.name}"` });
      } else if (ref.kind === "step" && !byId.has(ref.id)) {
        errors.push({ path: at, message: `${step} uses {{steps.${ref.id}.output}}, which no earlier step produces` });
      } else if (ref.kind === "step" && !ancestors.has(ref.id)) {
        errors.push({
          path: at,
          message:
            ref.id === s.id
              ? `${step} uses its own output {{steps.${ref.id}.output}}, which it cannot have yet`
              : `${step} uses {{steps.${ref.id}.output}} without waiting for step "${ref.id}": add "${ref.id}" to the outputs it uses (dependsOn)`,
        });
      }
    }
  });
  return errors;
}

/** A definition whose fields are unfinished (empty, too long, …) read as well as it can be; null when its shape is wrong. */
function draftOf(json: unknown): WorkflowDefinition | null {
  const record = (v: unknown): Record<string, unknown> | null =>
    typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const root = record(json);
  if (!root) return null;
  const list = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v.map(record) : null);
  const inputs = list(root.inputs);
  const steps = list(root.steps);
  if (!inputs || !steps || inputs.includes(null) || steps.includes(null)) return null;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    inputs: inputs.map((i) => ({ name: text(i!.name), description: "", required: true })),
    steps: steps.map((s) => ({
      id: text(s!.id),
      provider: "openai",
      model: "",
      prompt: text(s!.prompt),
      dependsOn: Array.isArray(s!.dependsOn) ? s!.dependsOn.filter((d): d is string => typeof d === "string") : [],
    })),
  };
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
  const parsed = workflowDefinitionSchema.safeParse(json, { error: plainIssueMessage });
  if (!parsed.success) {
    // The shape's faults, and (when the shape can be read at all) the references' faults too, so a draft with an
    // empty prompt in step 3 still hears that step 2 uses an output no earlier step produces.
    const fields = zodFieldErrors(parsed.error);
    const draft = draftOf(json);
    const more = draft ? semanticErrors(draft).filter((f) => !fields.some((g) => g.path === f.path)) : [];
    return { ok: false, fields: [...fields, ...more] };
  }
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
