import { Prisma } from "@/lib/db/generated/client";

/**
 * How a run ended, as a prompt run's Execution row and a workflow step's ExecutionStep row both record it (the two
 * tables share these columns). RUNNING is a workflow step's attempt that failed and is tried again: its error is
 * recorded, the step is not finished.
 */
export type RunOutcome = {
  status: "SUCCEEDED" | "FAILED" | "CANCELLED" | "RUNNING";
  model?: string;
  output?: string;
  promptTokens?: number;
  completionTokens?: number;
  costMicros?: number;
  priceKnown?: boolean;
  durationMs?: number;
  /** Absent on a success, which clears the error an earlier attempt left. */
  error?: { code: string; message: string; details?: unknown };
};

/**
 * The SET list of an UPDATE that records `outcome`, for either table; used by recordAndSettle (lib/ai/budgets.ts).
 * A column the outcome does not report keeps the row's value, so every outcome is one statement shape (one prepared
 * statement, ADR 019); only the error is always written.
 */
export function outcomeColumns(outcome: RunOutcome, now = new Date()): Prisma.Sql {
  const o = outcome;
  const finishedAt = o.status === "RUNNING" ? null : now.toISOString();
  return Prisma.sql`"status" = ${o.status}::"ExecutionStatus", "model" = COALESCE(${o.model ?? null}, "model"),
    "output" = COALESCE(${o.output ?? null}, "output"), "promptTokens" = COALESCE(${o.promptTokens ?? null}, "promptTokens"),
    "completionTokens" = COALESCE(${o.completionTokens ?? null}, "completionTokens"),
    "costMicros" = COALESCE(${o.costMicros ?? null}, "costMicros"), "priceKnown" = COALESCE(${o.priceKnown ?? null}, "priceKnown"),
    "durationMs" = COALESCE(${o.durationMs ?? null}, "durationMs"), "error" = ${o.error ? JSON.stringify(o.error) : null}::jsonb,
    "finishedAt" = COALESCE(${finishedAt}::timestamp, "finishedAt")`;
}

export type StepKey = { executionId: string; stepId: string };

/**
 * The guard of every write to a workflow step's row: it applies only while the step is not final (SUCCEEDED, FAILED)
 * and, given `attempt`, only if no newer attempt has started. A success is kept from any attempt while the step is open.
 */
export const openStep = ({ executionId, stepId }: StepKey, attempt?: number) =>
  Prisma.sql`"executionId" = ${executionId} AND "stepId" = ${stepId} AND "status" NOT IN ('SUCCEEDED', 'FAILED')
    ${attempt === undefined ? Prisma.empty : Prisma.sql`AND "attempts" <= ${attempt}`}`;
