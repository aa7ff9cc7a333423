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

/** PostgreSQL text cannot hold U+0000, and a lone surrogate is not Unicode at all: neither may reach a schema. */
function isStorableText(s: string): boolean {
  return !s.includes("\u0000") && s.isWellFormed();
}

/** Every string (and object key) in a parsed request value that PostgreSQL could not store, with its path. */
export function unstorableTextFields(value: unknown, path: string[] = [], found: FieldError[] = []): FieldError[] {
  const at = (p: string[]) => p.join(".") || "(root)";
  if (found.length >= 20) return found;
  if (typeof value === "string") {
    if (!isStorableText(value)) found.push({ path: at(path), message: "Contains a NUL character or invalid Unicode" });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unstorableTextFields(v, [...path, String(i)], found));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorableText(k)) found.push({ path: at(path), message: "A field name contains a NUL character or invalid Unicode" });
      else unstorableTextFields(v, [...path, k], found);
    }
  }
  return found;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix = ""): z.output<S> {
  const unstorable = unstorableTextFields(value, prefix ? [prefix] : []);
  if (unstorable.length) throw new AppError("VALIDATION_ERROR", "Invalid request data", { fields: unstorable });
  // Plain words for zod's default messages; a schema's own message still wins.
  const result = schema.safeParse(value, { error: plainIssueMessage });
  if (!result.success) {
    throw new AppError("VALIDATION_ERROR", "Invalid request data", { fields: zodFieldErrors(result.error, prefix) });
  }
  return result.data;
}
