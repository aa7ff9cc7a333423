import { describe, expect, it } from "vitest";
import { workflowOutline } from "./workflow-outline";

const definition = {
  inputs: [
    { name: "topic", description: "What to write about" },
    { name: "tone", required: false },
  ],
  steps: [
    { id: "polish", provider: "openai", model: "gpt-4o-mini", prompt: "Polish {{steps.draft.output}}", dependsOn: ["draft"] },
    { id: "outline", provider: "openai", model: "gpt-4o-mini", prompt: "Outline {{input.topic}}" },
    { id: "facts", provider: "anthropic", model: "claude-haiku", prompt: "Facts on {{input.topic}}" },
    {
      id: "draft",
      provider: "openai",
      model: "gpt-4o",
      prompt: "Draft from {{steps.outline.output}} and {{steps.facts.output}}",
      dependsOn: ["outline", "facts"],
    },
  ],
};

describe("workflowOutline", () => {
  it("orders steps into stages by their dependencies and leaves the prompts out", () => {
    const outline = workflowOutline(JSON.stringify(definition))!;
    expect(outline.inputs).toEqual([
      { name: "topic", description: "What to write about", required: true },
      { name: "tone", description: "", required: false },
    ]);
    expect(outline.steps.map((s) => [s.id, s.stage])).toEqual([
      ["outline", 0],
      ["facts", 0],
      ["draft", 1],
      ["polish", 2],
    ]);
    expect(JSON.stringify(outline)).not.toContain("Draft from");
  });

  it("is null for content that is not a valid workflow", () => {
    expect(workflowOutline("not json")).toBeNull();
    expect(workflowOutline(JSON.stringify({ steps: [] }))).toBeNull();
  });
});
