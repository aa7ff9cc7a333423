"use client";

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDownIcon, ArrowUpIcon, BracesIcon, GripVerticalIcon, ListChecksIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Controller, useFieldArray, useForm, useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { WorkflowSteps } from "@/components/catalog/workflow-steps";
import { useModelCatalog } from "@/components/ai/use-provider-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, SelectField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PROVIDER_INFO, PROVIDERS, type Provider } from "@/lib/ai/providers";
import {
  EMPTY_INPUT,
  STEP_PROVIDERS,
  blankWorkflow,
  formFaults,
  formToJson,
  jsonFaults,
  jsonToForm,
  newStep,
  renameStepReferences,
  variablesFor,
  type WorkflowFormValues,
} from "@/lib/ai/workflow-form";
import { outlineOf } from "@/lib/catalog/workflow-outline";

type Props = {
  /** The product's `content`: the workflow definition as JSON ("" for none yet). */
  value: string;
  onChange: (content: string) => void;
  /** The product form's message for `content` after a failed save: every fault is then shown, touched or not. */
  error?: string;
};

/**
 * The seller's workflow editor: inputs and steps as form rows, variables offered as chips, a live outline (the
 * product page's own), and "Edit as JSON" for the definition itself. Rules and messages come from the definition's
 * schema (lib/ai/workflow-definition.ts through lib/ai/workflow-form.ts); this component only places them.
 */
export function WorkflowEditor({ value, onChange, error }: Props) {
  // The content at mount decides the first view; afterwards this component owns the text it sends up.
  const [start] = useState(() => jsonToForm(value));
  const [mode, setMode] = useState<"form" | "json">(start.ok ? "form" : "json");
  const [jsonText, setJsonText] = useState(value);
  const [switchProblems, setSwitchProblems] = useState<string[]>(start.ok ? [] : start.problems);
  const form = useForm<WorkflowFormValues>({ defaultValues: start.ok ? start.values : blankWorkflow() });
  const watched = useWatch({ control: form.control }) as WorkflowFormValues;
  const json = useMemo(() => formToJson(watched), [watched]);

  // Send the definition up once the seller has changed something (an untouched editor leaves a draft's content empty).
  const firstJson = useRef<string | null>(null);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (mode !== "form") return;
    if (firstJson.current === null) firstJson.current = json;
    if (json === firstJson.current && sent.current === null) return;
    if (json !== sent.current) {
      sent.current = json;
      onChange(json);
    }
  }, [json, mode, onChange]);

  function toJson() {
    setJsonText(sent.current === null && value.trim() === "" ? json : (sent.current ?? value));
    setSwitchProblems([]);
    setMode("json");
  }

  function toForm() {
    const result = jsonToForm(jsonText);
    if (!result.ok) {
      setSwitchProblems(result.problems);
      return;
    }
    setSwitchProblems([]);
    form.reset(result.values);
    firstJson.current = null;
    sent.current = jsonText.trim() === "" ? null : jsonText;
    setMode("form");
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border p-3 sm:p-4" data-testid="workflow-editor">
      <legend className="px-1 text-sm font-medium text-foreground">Workflow</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {mode === "form"
            ? "Declare what the buyer gives, then the steps that run on it. Each step's prompt can use the inputs and the output of the steps above it."
            : "The same workflow as JSON. Switch back to the form at any time."}
        </p>
        {mode === "form" ? (
          <Button type="button" variant="outline" size="sm" onClick={toJson}>
            <BracesIcon aria-hidden />
            Edit as JSON
          </Button>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={toForm}>
            <ListChecksIcon aria-hidden />
            Edit in the form
          </Button>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
      {mode === "json" ? (
        <JsonView
          text={jsonText}
          switchProblems={switchProblems}
          onText={(t) => {
            setJsonText(t);
            onChange(t);
          }}
        />
      ) : (
        <Form {...form}>
          <FormView form={form} values={watched} showAll={!!error} />
        </Form>
      )}
    </fieldset>
  );
}

function JsonView({ text, switchProblems, onText }: { text: string; switchProblems: string[]; onText: (t: string) => void }) {
  const faults = useMemo(() => jsonFaults(text), [text]);
  return (
    <div className="grid gap-2">
      {switchProblems.length > 0 && (
        <Alert data-testid="workflow-json-problems">
          <p className="font-medium">The form cannot show this JSON yet. Fix it here first:</p>
          <ul className="mt-1 list-disc pl-5">
            {switchProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Label htmlFor="workflow-json">Workflow definition (JSON)</Label>
      <Textarea
        id="workflow-json"
        rows={16}
        className="font-mono text-xs md:text-xs"
        spellCheck={false}
        value={text}
        aria-invalid={switchProblems.length > 0 || undefined}
        aria-describedby={faults.length ? "workflow-json-faults" : undefined}
        onChange={(e) => onText(e.target.value)}
      />
      {faults.length > 0 && (
        <ul id="workflow-json-faults" className="list-disc pl-5 text-sm text-destructive-text">
          {faults.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const someTrue = (v: unknown): boolean =>
  v === true || (Array.isArray(v) ? v.some(someTrue) : typeof v === "object" && v !== null && Object.values(v).some(someTrue));

function FormView({ form, values, showAll }: { form: UseFormReturn<WorkflowFormValues>; values: WorkflowFormValues; showAll: boolean }) {
  const inputs = useFieldArray({ control: form.control, name: "inputs" });
  const steps = useFieldArray({ control: form.control, name: "steps" });
  const models = useModelCatalog();
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLOListElement>(null);

  // The definition's faults, shown for the rows the seller has left (or all of them after a failed save).
  const faults = useMemo(() => formFaults(values), [values]);
  const { touchedFields } = useFormState({ control: form.control });
  const touched = JSON.stringify(touchedFields);
  useEffect(() => {
    const rows = JSON.parse(touched) as { inputs?: unknown[]; steps?: unknown[] };
    const rowTouched = (path: string) => {
      const [list, index] = path.split(".") as ["inputs" | "steps", string];
      return someTrue(rows[list]?.[Number(index)]);
    };
    form.clearErrors();
    for (const [path, message] of Object.entries(faults)) {
      if (path !== "workflow" && (showAll || rowTouched(path))) form.setError(path as never, { type: "workflow", message });
    }
  }, [faults, touched, showAll, form]);

  const outline = useMemo(
    () =>
      outlineOf({
        inputs: values.inputs.filter((i) => i.name.trim()),
        steps: values.steps.map((s, n) => ({ ...s, id: s.id.trim() || `step ${n + 1}` })),
      }),
    [values],
  );

  /** Moves a step; the Up and Down buttons announce it and keep the focus on the moved row (a drag announces its own). */
  function move(from: number, to: number, by: "button" | "drag" = "button") {
    const id = values.steps[from]?.id || `step ${from + 1}`;
    steps.move(from, to);
    if (by === "drag") return;
    setAnnouncement(`Step "${id}" moved to position ${to + 1} of ${values.steps.length}`);
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector(`[data-step-index="${to}"]`);
      const preferred = row?.querySelector<HTMLButtonElement>(`[data-move="${to < from ? "up" : "down"}"]:not(:disabled)`);
      (preferred ?? row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)"))?.focus();
    });
  }

  function removeStep(index: number) {
    const id = values.steps[index].id;
    values.steps.forEach((s, j) => {
      if (j !== index && s.dependsOn.includes(id))
        form.setValue(
          `steps.${j}.dependsOn`,
          s.dependsOn.filter((d) => d !== id),
          { shouldDirty: true },
        );
    });
    steps.remove(index);
    setAnnouncement(`Step "${id || index + 1}" removed`);
    requestAnimationFrame(() => document.getElementById("workflow-steps-heading")?.focus());
  }

  function insert(index: number, token: string, stepId?: string) {
    const path = `steps.${index}.prompt` as const;
    const current = form.getValues(path);
    const el = listRef.current?.querySelector<HTMLTextAreaElement>(`textarea[name="${path}"]`);
    const from = el?.selectionStart ?? current.length;
    const to = el?.selectionEnd ?? current.length;
    form.setValue(path, current.slice(0, from) + token + current.slice(to), { shouldDirty: true, shouldTouch: true });
    const deps = form.getValues(`steps.${index}.dependsOn`);
    if (stepId && !deps.includes(stepId)) form.setValue(`steps.${index}.dependsOn`, [...deps, stepId], { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(from + token.length, from + token.length);
    });
  }

  function renamed(index: number, to: string) {
    // `values` is what this render showed: the name before the keystroke.
    const from = values.steps[index]?.id ?? "";
    const all = form.getValues("steps");
    const next = renameStepReferences(all, index, from, to);
    if (next === all) return;
    next.forEach((s, j) => {
      if (j === index) return;
      if (s.prompt !== all[j].prompt) form.setValue(`steps.${j}.prompt`, s.prompt, { shouldDirty: true });
      if (s.dependsOn.join("\u0000") !== all[j].dependsOn.join("\u0000"))
        form.setValue(`steps.${j}.dependsOn`, s.dependsOn, { shouldDirty: true });
    });
  }

  // Dragging a step by its handle, with a pointer (mouse, pen, finger) or the keyboard (Space, arrows, Space);
  // @dnd-kit keeps the focus on the handle and announces each move to screen readers in the words below.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dndId = useId();
  const positionOf = (id: UniqueIdentifier) => steps.fields.findIndex((f) => f.id === id);
  const stepName = (id: UniqueIdentifier) => {
    const i = positionOf(id);
    return values.steps[i]?.id || `step ${i + 1}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up step "${stepName(active.id)}" at position ${positionOf(active.id) + 1} of ${steps.fields.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Step "${stepName(active.id)}" is over position ${positionOf(over.id) + 1} of ${steps.fields.length}.` : undefined,
    // Said after the list has changed: from what the drop recorded, not from the new order.
    onDragEnd: () =>
      lastDrop.current
        ? `Step "${lastDrop.current.name}" dropped at position ${lastDrop.current.to + 1} of ${steps.fields.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Moving step "${stepName(active.id)}" was cancelled; it stays at position ${positionOf(active.id) + 1}.`,
  };
  const lastDrop = useRef<{ name: string; to: number } | null>(null);
  function dropped({ active, over }: DragEndEvent) {
    lastDrop.current = over ? { name: stepName(active.id), to: positionOf(over.id) } : null;
    if (!over || active.id === over.id) return;
    move(positionOf(active.id), positionOf(over.id), "drag");
  }

  const modelsOf = (p: string) => (models.data?.models ?? []).filter((m) => m.provider === p).map((m) => m.model);
  const general = faults.workflow && (showAll || values.steps.length === 0) ? faults.workflow : null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {PROVIDERS.map((p) => (
        <datalist key={p} id={`workflow-models-${p}`}>
          {[...new Set([PROVIDER_INFO[p].defaultModel, ...modelsOf(p)])].map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
      ))}

      <section aria-labelledby="workflow-inputs-heading" className="flex flex-col gap-3">
        <h3 id="workflow-inputs-heading" className="text-base font-semibold">
          Inputs the buyer gives
        </h3>
        {inputs.fields.length === 0 && <p className="text-sm text-muted-foreground">None yet: a workflow may also run on no input.</p>}
        {inputs.fields.map((field, i) => (
          <fieldset
            key={field.id}
            className="grid min-w-0 gap-3 rounded-md border bg-muted/30 p-3 sm:grid-cols-2"
            data-testid="workflow-input"
          >
            <legend className="px-1 text-sm font-medium">Input {i + 1}</legend>
            <FormField
              name={`inputs.${i}.name`}
              label="Name"
              hint="Used in prompts as {{input.name}}: letters, digits, _ or -"
              className="content-start"
            >
              <Input autoComplete="off" spellCheck={false} {...form.register(`inputs.${i}.name`)} />
            </FormField>
            <FormField name={`inputs.${i}.label`} label="Label (optional)" hint="What the run form calls it" className="content-start">
              <Input {...form.register(`inputs.${i}.label`)} />
            </FormField>
            <FormField name={`inputs.${i}.description`} label="Description (optional)" className="sm:col-span-2">
              <Input {...form.register(`inputs.${i}.description`)} />
            </FormField>
            <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
              <Controller
                control={form.control}
                name={`inputs.${i}.required`}
                render={({ field: f }) => (
                  <label className="flex items-center gap-2 text-sm">
                    <Checkbox checked={f.value} onCheckedChange={(on) => f.onChange(on === true)} onBlur={f.onBlur} />
                    Required
                  </label>
                )}
              />
              <Button type="button" variant="ghost" size="sm" className="text-destructive-text" onClick={() => inputs.remove(i)}>
                <Trash2Icon aria-hidden />
                Remove input {i + 1}
              </Button>
            </div>
          </fieldset>
        ))}
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => inputs.append({ ...EMPTY_INPUT })}>
          <PlusIcon aria-hidden />
          Add an input
        </Button>
      </section>

      <section aria-labelledby="workflow-steps-heading" className="flex flex-col gap-3">
        <h3 id="workflow-steps-heading" tabIndex={-1} className="text-base font-semibold outline-none">
          Steps
        </h3>
        <DndContext
          id={dndId}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                "To move this step, press Space or Enter, move it with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.",
            },
          }}
        >
          <SortableContext items={steps.fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            <ol ref={listRef} className="flex flex-col gap-3">
              {steps.fields.map((field, i) => {
                const step = values.steps[i] ?? field;
                const variables = variablesFor(values, i);
                const above = values.steps
                  .slice(0, i)
                  .map((s) => s.id)
                  .filter(Boolean);
                const usable = [...new Set([...above, ...step.dependsOn])];
                const depsError = form.getFieldState(`steps.${i}.dependsOn`, form.formState).error?.message;
                return (
                  <SortableStep key={field.id} id={field.id} index={i}>
                    {(handle) => (
                      <fieldset className="grid min-w-0 gap-3 rounded-md border bg-muted/30 p-3" data-testid="workflow-step">
                        <legend className="px-1 text-sm font-medium">Step {i + 1}</legend>
                        <div className="flex flex-wrap items-center justify-end gap-1">
                          {handle}
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            data-move="up"
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                            aria-label={`Move step ${i + 1} up`}
                          >
                            <ArrowUpIcon aria-hidden />
                            Up
                          </Button>
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            data-move="down"
                            disabled={i === steps.fields.length - 1}
                            onClick={() => move(i, i + 1)}
                            aria-label={`Move step ${i + 1} down`}
                          >
                            <ArrowDownIcon aria-hidden />
                            Down
                          </Button>
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            className="text-destructive-text"
                            onClick={() => removeStep(i)}
                            aria-label={`Remove step ${i + 1}`}
                          >
                            <Trash2Icon aria-hidden />
                            Remove
                          </Button>
                        </div>
                        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
                          <FormField
                            name={`steps.${i}.id`}
                            label="Name"
                            hint="Other steps use its output by this name"
                            className="content-start"
                          >
                            <Input
                              autoComplete="off"
                              spellCheck={false}
                              {...form.register(`steps.${i}.id`, { onChange: (e) => renamed(i, e.target.value) })}
                            />
                          </FormField>
                          <SelectField
                            name={`steps.${i}.provider`}
                            label="Provider"
                            className="content-start"
                            triggerClassName="min-w-0 [&>svg]:shrink-0"
                            placeholder="Choose a provider"
                            options={STEP_PROVIDERS}
                            onChange={(p) => {
                              const model = form.getValues(`steps.${i}.model`);
                              if (!modelsOf(p).includes(model) && p in PROVIDER_INFO)
                                form.setValue(`steps.${i}.model`, PROVIDER_INFO[p as Provider].defaultModel, { shouldDirty: true });
                            }}
                          />
                          <FormField
                            name={`steps.${i}.model`}
                            label="Model"
                            hint="Suggested from the model catalog; any model your provider serves works"
                            className="content-start sm:col-span-2"
                          >
                            <Input
                              list={`workflow-models-${step.provider}`}
                              autoComplete="off"
                              spellCheck={false}
                              {...form.register(`steps.${i}.model`)}
                            />
                          </FormField>
                        </div>
                        <FormField name={`steps.${i}.prompt`} label="Prompt">
                          <Textarea rows={5} {...form.register(`steps.${i}.prompt`)} />
                        </FormField>
                        <div className="grid gap-1.5">
                          <p className="text-xs text-muted-foreground" id={`${field.id}-variables`}>
                            {variables.length ? "Insert at the cursor:" : "Add an input, or a step above this one, to use its value here."}
                          </p>
                          {variables.length > 0 && (
                            <div role="group" aria-labelledby={`${field.id}-variables`} className="flex flex-wrap gap-1.5">
                              {variables.map((v) => (
                                <Button
                                  key={v.token}
                                  type="button"
                                  variant={v.kind === "input" ? "secondary" : "outline"}
                                  size="sm"
                                  className="h-7 rounded-full px-2.5 font-mono text-xs"
                                  onClick={() => insert(i, v.token, v.stepId)}
                                >
                                  {v.token}
                                </Button>
                              ))}
                            </div>
                          )}
                        </div>
                        {usable.length > 0 && (
                          <Controller
                            control={form.control}
                            name={`steps.${i}.dependsOn`}
                            render={({ field: f }) => (
                              <fieldset
                                className="flex min-w-0 flex-col gap-2 text-sm"
                                aria-describedby={depsError ? `${field.id}-deps-error` : undefined}
                              >
                                <legend className={depsError ? "mb-1 font-medium text-destructive-text" : "mb-1 font-medium"}>
                                  Waits for and uses the output of
                                </legend>
                                <div className="flex flex-wrap gap-x-4 gap-y-2">
                                  {usable.map((d) => (
                                    <label key={d} className="flex items-center gap-2">
                                      <Checkbox
                                        checked={f.value.includes(d)}
                                        onBlur={f.onBlur}
                                        onCheckedChange={(on) => f.onChange(on ? [...f.value, d] : f.value.filter((x) => x !== d))}
                                      />
                                      {d}
                                    </label>
                                  ))}
                                </div>
                                {depsError && (
                                  <p id={`${field.id}-deps-error`} className="text-sm text-destructive-text">
                                    {depsError}
                                  </p>
                                )}
                              </fieldset>
                            )}
                          />
                        )}
                        <details className="text-sm">
                          <summary className="cursor-pointer text-muted-foreground">More settings</summary>
                          <div className="mt-3 grid gap-3 sm:grid-cols-2">
                            <FormField name={`steps.${i}.temperature`} label="Temperature (0–2, optional)">
                              <Input
                                type="number"
                                inputMode="decimal"
                                min="0"
                                max="2"
                                step="0.1"
                                {...form.register(`steps.${i}.temperature`)}
                              />
                            </FormField>
                            <FormField name={`steps.${i}.maxTokens`} label="Max tokens (optional)">
                              <Input type="number" inputMode="numeric" min="1" step="1" {...form.register(`steps.${i}.maxTokens`)} />
                            </FormField>
                          </div>
                        </details>
                      </fieldset>
                    )}
                  </SortableStep>
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
        {general && <Alert>{general}</Alert>}
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => steps.append(newStep(form.getValues()))}>
          <PlusIcon aria-hidden />
          Add a step
        </Button>
      </section>

      <section aria-label="Preview" className="rounded-md border border-dashed p-3 sm:p-4" data-testid="workflow-preview">
        <p className="mb-3 text-xs text-muted-foreground">Preview: buyers see this on the product page. Your prompts stay hidden.</p>
        {outline.steps.length ? (
          <WorkflowSteps outline={outline} headingId="workflow-preview-heading" headingLevel={3} />
        ) : (
          <p className="text-sm text-muted-foreground">Add a step to see how the workflow runs.</p>
        )}
      </section>
    </div>
  );
}

/** A step's row in the sortable list: the row moves while dragged; `children` places the drag handle it is given. */
function SortableStep({ id, index, children }: { id: string; index: number; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      data-step-index={index}
      // Only up and down: the list is one column.
      style={{ transform: CSS.Translate.toString(transform && { ...transform, x: 0 }), transition }}
      className={isDragging ? "relative z-10 rounded-md bg-card shadow-lg ring-2 ring-ring" : undefined}
    >
      {children(
        <Button
          ref={setActivatorNodeRef}
          variant="ghost"
          size="sm"
          className="mr-auto cursor-grab touch-none active:cursor-grabbing"
          aria-label={`Drag step ${index + 1} to reorder`}
          data-testid="workflow-step-handle"
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon aria-hidden />
          Drag
        </Button>,
      )}
    </li>
  );
}
