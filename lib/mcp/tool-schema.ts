import type { z } from "zod";

type JsonSchemaOf = (options: { target: string; libraryOptions?: Record<string, unknown> }) => Record<string, unknown>;

/**
 * A static tool schema whose JSON Schema form is computed once per process. The SDK converts a registered tool's
 * input and output schemas on every `tools/call` (to scan for `x-mcp-header` and to project the result), memoised
 * only per server instance, and the stateless endpoint builds a server per request (docs/benchmarks.md#mcp-over-rest-npm-run-benchmcp).
 * Only for schemas defined once at module level: validation still runs on the zod schema itself.
 */
export function convertedOnce<T extends z.ZodType>(schema: T): T {
  const standard = schema["~standard"] as z.ZodType["~standard"] & { jsonSchema: { input: JsonSchemaOf; output: JsonSchemaOf } };
  const memo = (convert: JsonSchemaOf): JsonSchemaOf => {
    const byOptions = new Map<string, Record<string, unknown>>();
    return (options) => {
      const key = JSON.stringify(options);
      let json = byOptions.get(key);
      if (!json) byOptions.set(key, (json = convert(options)));
      return json;
    };
  };
  // Through zod's own setter for `~standard`, which keeps it an own property as zod does when it first builds it.
  (schema as { "~standard": unknown })["~standard"] = {
    ...standard,
    jsonSchema: { input: memo(standard.jsonSchema.input), output: memo(standard.jsonSchema.output) },
  };
  return schema;
}
