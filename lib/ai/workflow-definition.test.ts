import { describe, expect, it } from "vitest";
import { parseWorkflowDefinition, renderStepPrompt, topologicalOrder, validateWorkflowDefinition } from "@/lib/ai/workflow-definition";

const SEED_SHAPE = {
  inputs: [{ name: "topic", description: "What to write about" }],
  steps: [
    { id: "outline", provider: "openai", model: "gpt-4o-mini", prompt: "Outline {{input.topic}}" },
    { id: "draft", provider: "openai", model: "gpt-4o-mini", prompt: "Draft from {{steps.outline.output}}", dependsOn: ["outline"] },
  ],
};

const faults = (def: unknown) => {
  const r = parseWorkflowDefinition(typeof def === "string" ? def : JSON.stringify(def));
  if (r.ok) throw new Error("expected a fault");
  return r.fields;
};
const withSteps = (steps: unknown[], inputs: unknown[] = [{ name: "topic" }]) => ({ inputs, steps });
const step = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  provider: "openai",
  model: "gpt-4o-mini",
  prompt: `do ${id}`,
  ...extra,
});

describe("workflow definitions", () => {
  it("accepts the seed products' shape and orders steps after their dependencies", () => {
    const def = validateWorkflowDefinition(JSON.stringify(SEED_SHAPE));
    expect(def.inputs).toEqual([{ name: "topic", description: "What to write about", required: true }]);
    expect(topologicalOrder(def)).toEqual(["outline", "draft"]);
    const diamond = validateWorkflowDefinition(
      JSON.stringify(
        withSteps([
          step("join", { dependsOn: ["a", "b"] }),
          step("b", { dependsOn: ["root"] }),
          step("a", { dependsOn: ["root"] }),
          step("root"),
        ]),
      ),
    );
    expect(topologicalOrder(diamond)).toEqual(["root", "b", "a", "join"]);
  });

  it("reports a cycle with the path of the step that starts it and the loop", () => {
    expect(faults(withSteps([step("a", { dependsOn: ["c"] }), step("b", { dependsOn: ["a"] }), step("c", { dependsOn: ["b"] })]))).toEqual([
      { path: "steps.0.dependsOn", message: "These steps wait for each other in a loop, so none can start: a → c → b → a" },
    ]);
    expect(faults(withSteps([step("a", { dependsOn: ["a"] })]))).toContainEqual({
      path: "steps.0.dependsOn.0",
      message: "Step 1 cannot use its own output",
    });
  });

  it("rejects unknown dependencies, providers, placeholders and references with their paths", () => {
    expect(faults(withSteps([step("a"), step("b", { dependsOn: ["a", "zzz"] })]))).toEqual([
      { path: "steps.1.dependsOn.1", message: 'Step 2 uses the output of "zzz", but no step has that name' },
    ]);
    expect(faults(withSteps([step("a", { provider: "cohere" })]))[0].path).toBe("steps.0.provider");
    // Any model name passes: the provider decides what it serves (and its refusal is kept as the step's error cause).
    expect(parseWorkflowDefinition(JSON.stringify(withSteps([step("a", { model: "gpt-9-preview", maxTokens: 999_999 })]))).ok).toBe(true);
    expect(faults(withSteps([step("a", { prompt: "{{input.nope}}" })]))).toEqual([
      { path: "steps.0.prompt", message: 'Step 1 uses {{input.nope}}, but no input is named "nope"' },
    ]);
    expect(faults(withSteps([step("a", { prompt: "{{topic}}" })]))[0].message).toBe(
      'Step 1 uses {{topic}}: write {{input.topic}} for the input "topic"',
    );
    expect(faults(withSteps([step("a"), step("b", { prompt: "{{summary}}" })]))[0]).toEqual({
      path: "steps.1.prompt",
      message:
        "Step 2 uses {{summary}}, which no earlier step produces and no input provides (use {{input.<name>}} or {{steps.<name>.output}})",
    });
    expect(faults(withSteps([step("a", { prompt: "{{steps.ghost.output}}" })]))).toEqual([
      { path: "steps.0.prompt", message: "Step 1 uses {{steps.ghost.output}}, which no earlier step produces" },
    ]);
    expect(faults(withSteps([step("a"), step("b", { prompt: "{{steps.a.output}}" })]))[0]).toEqual({
      path: "steps.1.prompt",
      message: 'Step 2 uses {{steps.a.output}} without waiting for step "a": add "a" to the outputs it uses (dependsOn)',
    });
  });

  it("still checks the references of an unfinished draft, beside its shape's faults", () => {
    expect(faults(withSteps([step("a"), step("b", { prompt: "{{steps.summary.output}}" }), step("c", { prompt: "" })]))).toEqual([
      { path: "steps.2.prompt", message: "Write the prompt for this step" },
      { path: "steps.1.prompt", message: "Step 2 uses {{steps.summary.output}}, which no earlier step produces" },
    ]);
  });

  it("allows the output of a transitive dependency", () => {
    const ok = parseWorkflowDefinition(
      JSON.stringify(
        withSteps([step("a"), step("b", { dependsOn: ["a"] }), step("c", { dependsOn: ["b"], prompt: "{{steps.a.output}}" })]),
      ),
    );
    expect(ok.ok).toBe(true);
  });

  it("rejects duplicates, unknown fields, empty step lists and invalid JSON", () => {
    expect(faults(withSteps([step("a"), step("a")]))).toEqual([{ path: "steps.1.id", message: 'Another step is already named "a"' }]);
    expect(faults(withSteps([step("a")], [{ name: "x" }, { name: "x" }]))).toEqual([
      { path: "inputs.1.name", message: 'Another input is already named "x"' },
    ]);
    expect(faults(withSteps([step("a", { retries: 3 })]))).toEqual([{ path: "steps.0.retries", message: "Unknown field" }]);
    expect(faults(withSteps([]))[0]).toEqual({ path: "steps", message: "Add at least one step" });
    expect(faults(withSteps([step("a", { prompt: "", model: "" })]))).toEqual([
      { path: "steps.0.model", message: "Choose a model" },
      { path: "steps.0.prompt", message: "Write the prompt for this step" },
    ]);
    expect(faults(withSteps([step("")]))).toEqual([{ path: "steps.0.id", message: "Give the step name" }]);
    expect(faults(withSteps([step("a", { temperature: 3 })]))).toEqual([{ path: "steps.0.temperature", message: "Enter 2 or less" }]);
    expect(faults("{not json")[0]).toMatchObject({ path: "(root)", message: expect.stringContaining("Not valid JSON") });
  });

  it("throws VALIDATION_ERROR with paths under the product field for the catalog", () => {
    try {
      validateWorkflowDefinition(JSON.stringify(withSteps([step("a", { dependsOn: ["b"] })])));
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({
        code: "VALIDATION_ERROR",
        details: { fields: [{ path: "content.steps.0.dependsOn.0", message: 'Step 1 uses the output of "b", but no step has that name' }] },
      });
    }
  });

  it("renders inputs and step outputs without re-reading inserted text", () => {
    expect(renderStepPrompt("{{input.t}} / {{ steps.a.output }}", { t: "{{steps.a.output}}" }, { a: "A $&" })).toBe(
      "{{steps.a.output}} / A $&",
    );
  });
});
