import { z } from "zod";
import { PROVIDERS } from "@/lib/ai/providers";

// Response schemas of the workflow start and provider-key operations (executions: lib/ai/execution-views.ts).

const timestamp = z.iso.datetime();
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
  verified: z.boolean().meta({ description: "The provider accepted the key when it was saved (a free model-list call)" }),
  verifiedAt: timestamp.nullable(),
  checkNote: z.string().nullable().meta({ description: "Why the key is not verified, in plain words; null when verified" }),
  monthlyBudget: z.number().nullable().meta({ description: "USD per UTC calendar month; null: no cap" }),
  spentThisMonth: z.number().meta({ description: "USD spent through this key since the month began (finished runs)" }),
  resetsAt: timestamp.meta({ description: "When the month's spend starts again from 0 (the first of next month, UTC)" }),
});
