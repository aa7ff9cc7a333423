import { describe, expect, it } from "vitest";
import { z } from "zod";
import { convertedOnce } from "@/lib/mcp/tool-schema";

describe("convertedOnce", () => {
  it("converts to the same JSON Schema as zod, once per options, and still validates with zod", () => {
    const plain = z.object({ limit: z.number().int().min(1).default(10), q: z.string().optional() });
    const schema = convertedOnce(z.object({ limit: z.number().int().min(1).default(10), q: z.string().optional() }));
    const options = { target: "draft-2020-12" };
    const first = schema["~standard"].jsonSchema.input(options);
    expect(first).toEqual(plain["~standard"].jsonSchema.input(options));
    expect(schema["~standard"].jsonSchema.input(options)).toBe(first);
    expect(schema["~standard"].jsonSchema.output(options)).toEqual(plain["~standard"].jsonSchema.output(options));
    expect(schema.parse({})).toEqual({ limit: 10 });
    expect(schema.safeParse({ limit: 0 }).success).toBe(false);
  });
});
