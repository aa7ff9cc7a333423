import { describe, expect, it } from "vitest";
import { parseWorkflowDefinition } from "@/lib/ai/workflow-definition";
import {
  blankWorkflow,
  describePath,
  formFaults,
  formToDefinition,
  formToJson,
  jsonFaults,
  jsonToForm,
  newStep,
  renameStepReferences,
  variablesFor,
  type StepRow,
  type WorkflowFormValues,
} from "@/lib/ai/workflow-form";

const DOCS_EXAMPLE = {
  inputs: [
    { name: "topic", label: "Topic of the post", description: "What the post is about", required: true },
    { name: "tone", required: false },
  ],
  steps: [
    { id: "outline", provider: "openai", model: "gpt-4o-mini", prompt: "Outline a blog post about {{input.topic}}." },
    { id: "facts", provider: "anthropic", model: "claude-3-5-haiku-latest", prompt: "List 5 facts about {{input.topic}}." },
    {
      id: "draft",
      provider: "openai",
      model: "gpt-4o-mini",
      temperature: 0.8,
      maxTokens: 1500,
      prompt: "Write the post from this outline:\n{{steps.outline.output}}\nUse these facts:\n{{steps.facts.output}}",
      dependsOn: ["outline", "facts"],
    },
  ],
};

const step = (id: string, extra: Partial<StepRow> = {}): StepRow => ({
  id,
  provider: "openai",
  model: "gpt-4o-mini",
  prompt: `do ${id}`,
  dependsOn: [],
  temperature: "",
  maxTokens: "",
  ...extra,
});
const values = (steps: StepRow[], inputs: WorkflowFormValues["inputs"] = []): WorkflowFormValues => ({ inputs, steps });
const parsed = (text: string) => {
  const r = parseWorkflowDefinition(text);
  if (!r.ok) throw new Error(JSON.stringify(r.fields));
  return r.definition;
};

describe("workflow form ↔ definition", () => {
  it("round-trips a definition through the form without loss", () => {
    const text = JSON.stringify(DOCS_EXAMPLE);
    const form = jsonToForm(text);
    if (!form.ok) throw new Error(form.problems.join());
    expect(form.values.inputs[0]).toEqual({
      name: "topic",
      label: "Topic of the post",
      description: "What the post is about",
      required: true,
    });
    expect(form.values.inputs[1]).toEqual({ name: "tone", label: "", description: "", required: false });
    expect(form.values.steps[2]).toMatchObject({ temperature: "0.8", maxTokens: "1500", dependsOn: ["outline", "facts"] });
    const back = formToJson(form.values);
    expect(parsed(back)).toEqual(parsed(text));
    // And form → JSON → form is the identity.
    const again = jsonToForm(back);
    expect(again).toEqual(form);
  });

  it("writes optional fields only when set", () => {
    expect(formToDefinition(values([step("a")], [{ name: "x", label: " ", description: "", required: true }]))).toEqual({
      inputs: [{ name: "x", required: true }],
      steps: [{ id: "a", provider: "openai", model: "gpt-4o-mini", prompt: "do a" }],
    });
  });

  it("opens an unfinished draft in the form, so switching to JSON and back loses nothing", () => {
    const draft = values(
      [step("a", { prompt: "" }), step("", { model: "", dependsOn: ["a"] })],
      [{ name: "", label: "", description: "", required: true }],
    );
    const back = jsonToForm(formToJson(draft));
    expect(back).toEqual({ ok: true, values: draft });
    expect(jsonToForm("")).toEqual({ ok: true, values: blankWorkflow() });
  });

  it("keeps invalid JSON, unknown fields, wrong types and unknown providers in JSON mode with a clear message", () => {
    expect(jsonToForm("{ not json")).toMatchObject({ ok: false, problems: [expect.stringMatching(/^This is not valid JSON: /)] });
    expect(jsonToForm(JSON.stringify({ steps: [{ ...DOCS_EXAMPLE.steps[0], retries: 3 }] }))).toEqual({
      ok: false,
      problems: ["Step 1, retries: not a field of a workflow, remove it"],
    });
    expect(jsonToForm(JSON.stringify({ steps: [{ ...DOCS_EXAMPLE.steps[0], temperature: "hot" }] }))).toEqual({
      ok: false,
      problems: ["Step 1, temperature: Enter a number"],
    });
    expect(jsonToForm(JSON.stringify({ steps: [{ ...DOCS_EXAMPLE.steps[0], provider: "cohere" }] }))).toEqual({
      ok: false,
      problems: ["Step 1, provider: Choose one of the options"],
    });
    expect(jsonToForm("[]")).toMatchObject({ ok: false, problems: ["The definition: Enter a valid object"] });
  });
});

describe("workflow form faults", () => {
  it("puts the definition's own messages on the fields, in plain words", () => {
    const v = values(
      [step("draft", { prompt: "Summarise {{input.text}}" }), step("polish", { prompt: "Polish {{summary}}" })],
      [{ name: "text", label: "", description: "", required: true }],
    );
    expect(formFaults(v)).toEqual({
      "steps.1.prompt":
        "Step 2 uses {{summary}}, which no earlier step produces and no input provides (use {{input.<name>}} or {{steps.<name>.output}})",
    });
    expect(formFaults(values([step("a"), step("b", { prompt: "{{steps.summary.output}}" })]))).toEqual({
      "steps.1.prompt": "Step 2 uses {{steps.summary.output}}, which no earlier step produces",
    });
    expect(formFaults(values([step("a"), step("b", { prompt: "{{steps.a.output}}" })]))["steps.1.prompt"]).toBe(
      'Step 2 uses {{steps.a.output}} without waiting for step "a": add "a" to the outputs it uses (dependsOn)',
    );
    expect(formFaults(values([step("a", { prompt: "", model: "" }), step("a")]))).toEqual({
      "steps.0.model": "Choose a model",
      "steps.0.prompt": "Write the prompt for this step",
      "steps.1.id": 'Another step is already named "a"',
    });
    expect(formFaults(values([step("a", { dependsOn: ["gone"] })]))).toEqual({
      "steps.0.dependsOn": 'Step 1 uses the output of "gone", but no step has that name',
    });
    expect(formFaults(values([]))).toEqual({ workflow: "Add at least one step" });
    // A positive control: a sound workflow has no faults.
    expect(formFaults(values([step("a"), step("b", { prompt: "{{steps.a.output}}", dependsOn: ["a"] })]))).toEqual({});
  });

  it("lists the JSON view's faults with their places", () => {
    expect(
      jsonFaults(JSON.stringify({ steps: [{ id: "a", provider: "openai", model: "m", prompt: "{{steps.b.output}}", retries: 1 }] })),
    ).toEqual([
      "Step 1, retries: not a field of a workflow, remove it",
      "Step 1, prompt: Step 1 uses {{steps.b.output}}, which no earlier step produces",
    ]);
    expect(jsonFaults("")).toEqual([]);
  });

  it("names a fault's place for the JSON view", () => {
    expect(describePath("steps.1.prompt")).toBe("Step 2, prompt");
    expect(describePath("steps.0.dependsOn.2")).toBe("Step 1, outputs it uses");
    expect(describePath("inputs.3.name")).toBe("Input 4, name");
    expect(describePath("(root)")).toBe("The definition");
  });
});

describe("workflow editor helpers", () => {
  it("offers the inputs and the outputs of the steps above as variables", () => {
    const v = values([step("outline"), step("draft"), step("polish")], [{ name: "topic", label: "", description: "", required: true }]);
    expect(variablesFor(v, 0).map((x) => x.token)).toEqual(["{{input.topic}}"]);
    expect(variablesFor(v, 2).map((x) => x.token)).toEqual(["{{input.topic}}", "{{steps.outline.output}}", "{{steps.draft.output}}"]);
  });

  it("renames a step's uses in the steps after it, unless the names are ambiguous", () => {
    const steps = [step("sum"), step("b", { prompt: "Use {{ steps.sum.output }} and {{steps.summary.output}}", dependsOn: ["sum"] })];
    expect(renameStepReferences(steps, 0, "sum", "summary")).toBe(steps);
    const renamed = renameStepReferences(steps, 0, "sum", "brief");
    expect(renamed[1]).toMatchObject({ prompt: "Use {{ steps.brief.output }} and {{steps.summary.output}}", dependsOn: ["brief"] });
    expect(renameStepReferences([step("a"), step("a")], 0, "a", "b")).toHaveLength(2);
  });

  it("names a new step freely and keeps the provider of the step before it", () => {
    expect(newStep(values([step("step-2", { provider: "anthropic", model: "claude-sonnet-4-0" })]))).toMatchObject({
      id: "step-3",
      provider: "anthropic",
      model: "claude-sonnet-4-0",
    });
    expect(newStep(values([]))).toMatchObject({ id: "step-1", provider: "openai", model: "gpt-4o-mini" });
  });
});
