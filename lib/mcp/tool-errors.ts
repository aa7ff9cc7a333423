import { AppError } from "@/lib/errors";
import { toAppError } from "@/lib/api/to-app-error";
import { formatMoney } from "@/lib/format/money";

const usd = (v: unknown) => (typeof v === "number" ? formatMoney(v, "USD") : "an unknown amount");

/** Thrown by a tool handler: the SDK answers `isError: true` with this message as the text (docs/mcp.md#errors). */
export class ToolRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ToolRefusal";
  }
}

/** The one answer for a product the caller may not use, whether or not it exists (docs/mcp.md#bad-input). */
export const NOT_OWNED = "You have no active purchase of a product with this id. Products you bought are listed by prompts/list.";

type Field = { path: string; message: string };

/**
 * What went wrong, in plain words, for a tool result: never the provider's own message (it may echo part of the key)
 * and never an internal detail. Codes of the run path (docs/ai.md#error-causes) get their own sentence.
 */
export function plainWords(thrown: unknown): string {
  if (thrown instanceof ToolRefusal) return thrown.message;
  const { error } = toAppError(thrown);
  const d = error.details;
  const run = typeof d.executionId === "string" ? ` (execution ${d.executionId}; nothing was charged)` : "";
  switch (error.code) {
    case "PRODUCT_NOT_FOUND":
    case "UNAUTHORIZED":
      return NOT_OWNED;
    case "BUDGET_EXCEEDED":
      return (
        `This provider key has reached its monthly budget: ${usd(d.spent)} spent of ${usd(d.budget)}. ` +
        `The run was refused before the provider was called. The budget resets ${String(d.resetsAt ?? "next month").slice(0, 10)}; ` +
        "raise it on the Provider keys page or pass another key."
      );
    case "PROVIDER_AUTH_FAILED":
      return `The AI provider refused your provider key${run}. Check it, or replace it, on the Provider keys page.`;
    case "PROVIDER_RATE_LIMITED":
      return `The AI provider is rate-limiting your provider key${run}. Wait a moment and try again.`;
    case "PROVIDER_ERROR":
      return `The AI provider failed to answer${typeof d.providerStatus === "number" ? ` (HTTP ${d.providerStatus})` : ""}${run}. Try again later.`;
    case "NOT_FOUND":
      return error.message === ERROR_NOT_FOUND_DEFAULT ? "Not found." : `${error.message}.`;
    case "VALIDATION_ERROR": {
      const fields = (Array.isArray(d.fields) ? d.fields : []) as Field[];
      const list = fields.map((f) => `${f.path}: ${f.message}`).join("; ");
      return list ? `${error.message}. ${list}.` : `${error.message}.`;
    }
    case "INTERNAL_ERROR":
      return "Something went wrong on our side; nothing was charged. Try again.";
    default:
      return error.message;
  }
}

const ERROR_NOT_FOUND_DEFAULT = new AppError("NOT_FOUND").message;
