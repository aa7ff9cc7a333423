import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainIssueMessage } from "./validation";

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value, { error: plainIssueMessage });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("plain validation messages", () => {
  it("turns zod's defaults into plain words", () => {
    const form = z.object({
      name: z.string().min(1).max(5),
      url: z.url(),
      email: z.email(),
      price: z.number().min(0.5),
      kind: z.enum(["a", "b"]),
    });
    expect(messages(form, { name: "", url: "nope", email: "x", price: 0, kind: "c" })).toEqual([
      "Required",
      "Enter a full address starting with https://",
      "Enter an email address like name@example.com",
      "Enter 0.5 or more",
      "Choose one of the options",
    ]);
    expect(messages(form, { name: "toolong", url: "https://a.b", email: "a@b.co", price: "x", kind: "a" })).toEqual([
      "Use at most 5 characters",
      "Enter a number",
    ]);
    expect(messages(z.object({ name: z.string() }), {})).toEqual(["Required"]);
    expect(messages(z.array(z.string()).min(1), [])).toEqual(["Choose at least one"]);
  });

  it("keeps a message the schema sets itself", () => {
    expect(messages(z.string().min(3, "Name it"), "a")).toEqual(["Name it"]);
  });
});
