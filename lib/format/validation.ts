import type { core } from "zod";

/**
 * zod's default messages ("Too small: expected string to have >=1 characters") in plain words. Passed as the
 * per-parse `error` option, so a message a schema sets itself still wins (zod's precedence).
 */
export function plainIssueMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return "Required";
      return issue.expected === "number" || issue.expected === "int" ? "Enter a number" : `Enter a valid ${issue.expected}`;
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? "Required" : `Use at least ${min} characters`;
      if (issue.origin === "array" || issue.origin === "set") return min <= 1 ? "Choose at least one" : `Choose at least ${min}`;
      return issue.inclusive ? `Enter ${min} or more` : `Enter more than ${min}`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `Use at most ${max} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `Choose at most ${max}`;
      return issue.inclusive ? `Enter ${max} or less` : `Enter less than ${max}`;
    }
    case "invalid_format":
      if (issue.format === "url") return "Enter a full address starting with https://";
      if (issue.format === "email") return "Enter an email address like name@example.com";
      return "This is not in the expected format";
    case "invalid_value":
      return "Choose one of the options";
    case "not_multiple_of":
      return `Use steps of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return "Unknown field";
    default:
      return undefined;
  }
}
