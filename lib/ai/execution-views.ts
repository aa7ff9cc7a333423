import { z } from "zod";

// The response shapes of the execution operations: the OpenAPI document shows them and the dashboard reads them.

const usageView = z.object({
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  totalTokens: z.number().int(),
  estimatedCost: z.number().describe("USD"),
});

/** Why a run failed: our code and message, and what the provider itself answered (never the key). */
export const executionErrorView = z
  .object({
    code: z
      .string()
      .describe("PROVIDER_AUTH_FAILED, PROVIDER_RATE_LIMITED, PROVIDER_ERROR, BUDGET_EXCEEDED, STEP_FAILED, DEPENDENCY_FAILED, CANCELLED"),
    message: z.string(),
    provider: z.string().nullable(),
    providerStatus: z.number().int().nullable().describe("The provider's HTTP status; null when it could not be reached"),
    providerMessage: z.string().nullable().describe("The provider's own error message, with anything key-shaped redacted"),
    step: z.string().optional().describe("Workflows: the step that failed"),
    budget: z
      .object({ budget: z.number(), spent: z.number(), resetsAt: z.string() })
      .optional()
      .describe("BUDGET_EXCEEDED: the key's monthly budget (USD), its spend when the step was refused, and when it resets"),
  })
  .meta({ id: "ExecutionError" });
export type ExecutionErrorView = z.output<typeof executionErrorView>;

const status = z.enum(["queued", "running", "succeeded", "failed", "cancelled"]).describe("cancelled: a streamed run whose client left");

export const executionListItem = z
  .object({
    id: z.string(),
    kind: z.enum(["PROMPT", "WORKFLOW"]),
    status,
    product: z.object({ id: z.string(), title: z.string() }),
    version: z.string().nullable().describe("The product version that ran (null: runs from before versions existed)"),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    usage: usageView,
    priceKnown: z.boolean(),
    duration: z.number().nullable().describe("Seconds"),
    error: executionErrorView.nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ExecutionListItem" });

export const executionStepView = z.object({
  id: z.string(),
  status,
  provider: z.string(),
  model: z.string(),
  output: z.string().nullable(),
  usage: usageView,
  priceKnown: z.boolean(),
  attempts: z.number().int(),
  duration: z.number().nullable(),
  error: executionErrorView.nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export const executionView = executionListItem
  .extend({
    output: z.string().nullable(),
    providerKeyId: z.string().nullable(),
    providerKeys: z.record(z.string(), z.string()).optional().describe("Workflows: provider → stored key id"),
    input: z.record(z.string(), z.string()).optional().describe("Only with options.storeInput"),
    startedAt: z.string().nullable(),
    webhook: z.object({ url: z.string(), status: z.string().nullable() }).optional(),
    steps: z.array(executionStepView).optional(),
  })
  .meta({ id: "Execution" });
export type ExecutionView = z.output<typeof executionView>;

/** Stored error JSON ({ code, message, details }) → the view; older rows without details still read. */
export function toErrorView(stored: unknown): ExecutionErrorView | null {
  if (!stored || typeof stored !== "object") return null;
  const e = stored as { code?: string; message?: string; details?: Record<string, unknown> };
  const d = e.details ?? {};
  // A failed workflow names its step and carries that step's error: its provider cause is the workflow's.
  const inner = (d.error as { details?: Record<string, unknown> } | undefined)?.details ?? {};
  const from = (k: string) => d[k] ?? inner[k];
  return {
    code: e.code ?? "INTERNAL_ERROR",
    message: e.message ?? "",
    provider: typeof from("provider") === "string" ? (from("provider") as string) : null,
    providerStatus: typeof from("providerStatus") === "number" ? (from("providerStatus") as number) : null,
    providerMessage: typeof from("providerMessage") === "string" ? (from("providerMessage") as string) : null,
    ...(typeof d.step === "string" ? { step: d.step } : {}),
    ...(typeof from("budget") === "number"
      ? { budget: { budget: from("budget") as number, spent: from("spent") as number, resetsAt: from("resetsAt") as string } }
      : {}),
  };
}

/** The prompt execution response of docs/ai.md#running-a-prompt, plus whether the model had a price. */
export const promptExecutionResult = z
  .object({
    executionId: z.string(),
    output: z.string(),
    usage: usageView,
    metadata: z.object({
      model: z.string().describe("The model name the provider reported"),
      duration: z.number().describe("Seconds"),
      provider: z.string(),
      priceKnown: z.boolean(),
      pricing: z.enum(["priced", "unpriced"]).describe("unpriced: the model is not in GET /ai/models, so estimatedCost is 0"),
    }),
  })
  .meta({ id: "PromptExecutionResult" });
export type PromptExecutionResult = z.output<typeof promptExecutionResult>;

/** The events of a streamed run (`"stream": true`), in the order they come. */
export const promptStreamEvents = z
  .string()
  .describe(
    'text/event-stream. `event: delta` with `{"text": "…"}` per chunk as the provider sends it; then either ' +
      "`event: done` whose data is the PromptExecutionResult, or `event: error` whose data is the error envelope's " +
      "`error` object (`code`, `message`, `details` with `executionId`, `providerStatus`, `providerMessage`).",
  )
  .meta({ id: "PromptStreamEvents" });
