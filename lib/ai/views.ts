import { z } from "zod";
import { PROVIDERS } from "@/lib/ai/providers";

// Response schemas of the AI operations, for the OpenAPI document; executions.ts and execute-prompt.ts build these shapes.

const timestamp = z.iso.datetime();
const status = z.enum(["queued", "running", "succeeded", "failed"]);
const usage = z.strictObject({
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  totalTokens: z.number().int(),
  estimatedCost: z.number().meta({ description: "USD, from the model's list price" }),
});
const failure = z.looseObject({ code: z.string(), message: z.string() }).nullable();

export const promptExecutionView = z.strictObject({
  executionId: z.string(),
  output: z.string(),
  usage,
  metadata: z.strictObject({
    model: z.string().meta({ description: "The resolved model name" }),
    duration: z.number().meta({ description: "Seconds" }),
    provider: z.string(),
    priceKnown: z.boolean(),
  }),
});

export const workflowStartedView = z.strictObject({
  executionId: z.string(),
  status: z.literal("queued"),
  statusUrl: z.string().meta({ description: "Poll this URL (getExecution) for progress" }),
  webhookSecret: z.string().optional().meta({ description: "Shown once: verifies the notification sent to webhookUrl" }),
});

export const executionListItemView = z.strictObject({
  id: z.string(),
  kind: z.enum(["PROMPT", "WORKFLOW"]),
  status,
  product: z.strictObject({ id: z.string(), title: z.string() }),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  usage,
  priceKnown: z.boolean(),
  duration: z.number().nullable().meta({ description: "Seconds" }),
  error: failure,
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
});

export const executionView = executionListItemView.extend({
  output: z.string().nullable(),
  providerKeyId: z.string().nullable(),
  providerKeys: z.record(z.string(), z.string()).optional(),
  input: z.record(z.string(), z.unknown()).optional().meta({ description: "Only when the request set options.storeInput" }),
  startedAt: timestamp.nullable(),
  webhook: z.strictObject({ url: z.string(), status: z.string().nullable() }).optional(),
  steps: z
    .array(
      z.strictObject({
        id: z.string(),
        status,
        provider: z.string(),
        model: z.string(),
        output: z.string().nullable(),
        usage,
        priceKnown: z.boolean(),
        attempts: z.number().int(),
        duration: z.number().nullable(),
        error: failure,
        startedAt: timestamp.nullable(),
        finishedAt: timestamp.nullable(),
      }),
    )
    .optional(),
});

export const providerKeyView = z.strictObject({
  id: z.string(),
  provider: z.enum(PROVIDERS),
  label: z.string(),
  last4: z.string(),
  baseUrl: z.string().optional(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});
