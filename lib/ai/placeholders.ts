import { AppError, type FieldError } from "@/lib/errors";

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g;

/** The distinct `{{name}}` placeholders of a prompt, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1]))];
}

/**
 * Fills every placeholder in one pass, so a value containing "{{x}}" stays literal text.
 * Missing and unknown variables are both reported, each under its own path.
 */
export function fillPlaceholders(template: string, variables: Record<string, string>): string {
  const names = placeholdersOf(template);
  const missing = names.filter((n) => !Object.hasOwn(variables, n));
  const unknown = Object.keys(variables).filter((n) => !names.includes(n));
  if (missing.length || unknown.length) {
    const fields: FieldError[] = [
      ...missing.map((n) => ({ path: `variables.${n}`, message: "Missing: the prompt uses this placeholder" })),
      ...unknown.map((n) => ({ path: `variables.${n}`, message: "Unknown: the prompt has no such placeholder" })),
    ];
    throw new AppError("VALIDATION_ERROR", "Prompt variables do not match the prompt's placeholders", {
      fields,
      missing,
      unknown,
      expected: names,
    });
  }
  return template.replace(PLACEHOLDER, (_, name: string) => variables[name]);
}
