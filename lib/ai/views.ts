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

export const workflowStartedView = z.strictObject({
  executionId: z.string(),
  status: z.literal("queued"),
  statusUrl: z.string().meta({ description: "Poll this URL (getExecution) for progress" }),
  webhookSecret: z.string().optional().meta({ description: "Shown once: verifies the notification sent to webhookUrl" }),
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
