import { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors";
import { plainIssueMessage } from "@/lib/format/validation";

/** One `{ path, message }` per failing field; unknown keys become one entry each. */
export function zodFieldErrors(error: z.ZodError, prefix = ""): FieldError[] {
  const join = (path: PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join(".");
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((k) => ({ path: join([...issue.path, k]), message: "Unknown field" }))
      : [{ path: join(issue.path) || "(root)", message: issue.message }],
  );
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix = ""): z.output<S> {
  // Plain words for zod's default messages; a schema's own message still wins.
  const result = schema.safeParse(value, { error: plainIssueMessage });
  if (!result.success) {
    throw new AppError("VALIDATION_ERROR", "Invalid request data", { fields: zodFieldErrors(result.error, prefix) });
  }
  return result.data;
}
