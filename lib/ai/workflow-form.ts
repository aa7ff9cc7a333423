import type { core } from "zod";
import { PROVIDER_INFO, PROVIDERS } from "@/lib/ai/providers";
import { parseWorkflowDefinition, workflowDefinitionSchema } from "@/lib/ai/workflow-definition";
import { providerLabel } from "@/lib/format/labels";
import { plainIssueMessage } from "@/lib/format/validation";

// The seller's workflow editor (app/dashboard/products/_components/workflow-editor.tsx) edits a workflow definition
// (lib/ai/workflow-definition.ts) as form rows. This file maps rows ↔ definition JSON both ways without loss and
// places the definition's own faults on the rows' fields: the rules stay in the definition's schema alone.
// Browser-safe: no server imports.

export type InputRow = { name: string; label: string; description: string; required: boolean };
/** Numbers are text while edited (an empty field means "not set"). */
export type StepRow = {
  id: string;
  provider: string;
  model: string;
  prompt: string;
  dependsOn: string[];
  temperature: string;
  maxTokens: string;
};
export type WorkflowFormValues = { inputs: InputRow[]; steps: StepRow[] };

/** A JSON value as the definition stores it; `formToDefinition` writes optional fields only when set. */
export type DefinitionJson = {
  inputs: { name: string; label?: string; description?: string; required: boolean }[];
  steps: {
    id: string;
    provider: string;
    model: string;
    prompt: string;
    dependsOn?: string[];
    temperature?: number;
    maxTokens?: number;
  }[];
};

export const EMPTY_INPUT: InputRow = { name: "", label: "", description: "", required: true };

/** A new step: the provider of the step before it (or OpenAI) with that provider's default model, and a free name. */
export function newStep(values: WorkflowFormValues): StepRow {
  const taken = new Set(values.steps.map((s) => s.id));
  let n = values.steps.length + 1;
  while (taken.has(`step-${n}`)) n++;
  const last = values.steps.at(-1);
  const provider = last && last.provider in PROVIDER_INFO ? last.provider : "openai";
  return {
    id: `step-${n}`,
    provider,
    model: last?.provider === provider ? last.model : PROVIDER_INFO[provider as keyof typeof PROVIDER_INFO].defaultModel,
    prompt: "",
    dependsOn: [],
    temperature: "",
    maxTokens: "",
  };
}

/** An empty workflow in the editor: no inputs, one step. */
export function blankWorkflow(): WorkflowFormValues {
  return { inputs: [], steps: [newStep({ inputs: [], steps: [] })] };
}

const number = (s: string) => (s.trim() === "" ? undefined : Number(s));

/** Form rows → the definition (optional fields only when set), in the rows' order. */
export function formToDefinition(v: WorkflowFormValues): DefinitionJson {
  return {
    inputs: v.inputs.map((i) => ({
      name: i.name,
      ...(i.label.trim() ? { label: i.label } : {}),
      ...(i.description ? { description: i.description } : {}),
      required: i.required,
    })),
    steps: v.steps.map((s) => {
      const temperature = number(s.temperature);
      const maxTokens = number(s.maxTokens);
      return {
        id: s.id,
        provider: s.provider,
        model: s.model,
        prompt: s.prompt,
        ...(s.dependsOn.length ? { dependsOn: s.dependsOn } : {}),
        ...(temperature !== undefined ? { temperature } : {}),
        ...(maxTokens !== undefined ? { maxTokens } : {}),
      };
    }),
  };
}

export const formToJson = (v: WorkflowFormValues) => JSON.stringify(formToDefinition(v), null, 2);

/** "steps.1.prompt" → "Step 2, prompt": where a fault is, for the JSON view's list. */
export function describePath(path: string): string {
  if (path === "(root)" || path === "") return "The definition";
  const [list, index, field, ...rest] = path.split(".");
  const fieldName: Record<string, string> = {
    id: "name",
    dependsOn: "outputs it uses",
    maxTokens: "max tokens",
  };
  const what = list === "steps" ? "Step" : list === "inputs" ? "Input" : list;
  if (index === undefined) return list === "steps" ? "Steps" : list === "inputs" ? "Inputs" : `"${list}"`;
  if (!/^\d+$/.test(index)) return `"${path}"`;
  const where = `${what} ${Number(index) + 1}`;
  if (field === undefined) return where;
  return `${where}, ${fieldName[field] ?? field}${rest.length && field !== "dependsOn" ? `.${rest.join(".")}` : ""}`;
}

/** Faults that the form could not show without losing or inventing data: stay in JSON until they are fixed. */
function isBlocking(issue: core.$ZodIssue & { input?: unknown }): boolean {
  if (issue.code === "unrecognized_keys" || issue.code === "invalid_value") return true;
  return issue.code === "invalid_type" && issue.input !== undefined;
}

export type JsonToForm = { ok: true; values: WorkflowFormValues } | { ok: false; problems: string[] };

/**
 * Definition JSON → form rows. Faults the form can show at a field (an empty prompt, an unknown step in a prompt, a
 * loop) pass; JSON that does not parse, unknown fields, wrong types and unknown providers keep you in JSON.
 */
export function jsonToForm(text: string): JsonToForm {
  if (text.trim() === "") return { ok: true, values: blankWorkflow() };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`This is not valid JSON: ${(err as Error).message}`] };
  }
  const parsed = workflowDefinitionSchema.safeParse(raw, { error: plainIssueMessage, reportInput: true });
  if (!parsed.success) {
    const blocking = parsed.error.issues.filter(isBlocking);
    if (blocking.length) {
      return {
        ok: false,
        problems: blocking.flatMap((i) =>
          i.code === "unrecognized_keys"
            ? i.keys.map((k) => `${describePath([...i.path, k].join("."))}: not a field of a workflow, remove it`)
            : [`${describePath(i.path.join("."))}: ${i.message}`],
        ),
      };
    }
  }
  const def = raw as Partial<{ inputs: Partial<Record<keyof InputRow, unknown>>[]; steps: Partial<Record<keyof StepRow, unknown>>[] }>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const num = (v: unknown) => (typeof v === "number" ? String(v) : "");
  return {
    ok: true,
    values: {
      inputs: (def.inputs ?? []).map((i) => ({
        name: str(i.name),
        label: str(i.label),
        description: str(i.description),
        required: i.required !== false,
      })),
      steps: (def.steps ?? []).map((s) => ({
        id: str(s.id),
        provider: str(s.provider),
        model: str(s.model),
        prompt: str(s.prompt),
        dependsOn: Array.isArray(s.dependsOn) ? s.dependsOn.map(str) : [],
        temperature: num(s.temperature),
        maxTokens: num(s.maxTokens),
      })),
    },
  };
}

/** The definition's faults as a list for the JSON view: "Step 2, prompt: Step 2 uses …". Empty text has none. */
export function jsonFaults(text: string): string[] {
  if (!text.trim()) return [];
  const result = parseWorkflowDefinition(text);
  if (result.ok) return [];
  return result.fields.map(
    (f) => `${describePath(f.path)}: ${f.message === "Unknown field" ? "not a field of a workflow, remove it" : f.message}`,
  );
}

/** Where a definition fault shows in the editor: a row's field, or the whole workflow ("workflow"). */
export function faultField(path: string): string {
  const m = /^(inputs|steps)\.(\d+)\.([A-Za-z]+)/.exec(path);
  if (!m) return "workflow";
  const [, list, index, field] = m;
  const fields =
    list === "inputs"
      ? ["name", "label", "description", "required"]
      : ["id", "provider", "model", "prompt", "dependsOn", "temperature", "maxTokens"];
  return fields.includes(field) ? `${list}.${index}.${field}` : "workflow";
}

/** The definition's faults for the form's values, keyed by form field, in plain words; empty when it is sound. */
export function formFaults(v: WorkflowFormValues): Record<string, string> {
  const result = parseWorkflowDefinition(formToJson(v));
  if (result.ok) return {};
  const byField: Record<string, string[]> = {};
  for (const f of result.fields) {
    const at = faultField(f.path);
    const message = at === "workflow" && f.path !== "steps" && f.path !== "inputs" ? `${describePath(f.path)}: ${f.message}` : f.message;
    const list = (byField[at] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return Object.fromEntries(Object.entries(byField).map(([k, messages]) => [k, messages.join(" ")]));
}

export type Variable = { token: string; label: string; kind: "input" | "step"; stepId?: string };

/** What step `index`'s prompt may use: every named input, and the output of each step above it. */
export function variablesFor(v: WorkflowFormValues, index: number): Variable[] {
  const named = (s: string) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(s);
  return [
    ...v.inputs.filter((i) => named(i.name)).map((i) => ({ token: `{{input.${i.name}}}`, label: i.name, kind: "input" as const })),
    ...v.steps
      .slice(0, index)
      .filter((s) => named(s.id))
      .map((s) => ({ token: `{{steps.${s.id}.output}}`, label: `${s.id} output`, kind: "step" as const, stepId: s.id })),
  ];
}

/**
 * A step renamed from `from` to `to`: the other steps' uses of it follow (their dependsOn and {{steps.<from>.output}}
 * in prompts). Only when both names are unambiguous, so two steps briefly sharing a name while one is typed are kept apart.
 */
export function renameStepReferences(steps: StepRow[], index: number, from: string, to: string): StepRow[] {
  if (!from || !to || from === to) return steps;
  const pattern = (id: string) => new RegExp(`\\{\\{(\\s*)steps\\.${id.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}\\.output(\\s*)\\}\\}`, "g");
  // Already used for another step (or a reference to a step not yet named): following would merge the two.
  const taken = pattern(to);
  if (steps.some((s, i) => i !== index && (s.id === from || s.id === to || s.dependsOn.includes(to) || taken.test(s.prompt)))) return steps;
  const reference = pattern(from);
  return steps.map((s, i) =>
    i === index
      ? s
      : {
          ...s,
          dependsOn: s.dependsOn.map((d) => (d === from ? to : d)),
          prompt: s.prompt.replace(reference, (_m, a: string, b: string) => `{{${a}steps.${to}.output${b}}}`),
        },
  );
}

/** The provider choices of a step, named as the outline names them (an unknown provider keeps the definition in JSON). */
export const STEP_PROVIDERS = PROVIDERS.map((p) => ({ value: p, label: providerLabel(p) }));
