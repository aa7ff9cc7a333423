import { z } from "zod";
import { env } from "@/lib/env";
import type { JobTrigger } from "@/lib/jobs/define";

// Every job that domain code starts, by name and payload; inngest/functions/ gives each its handler.

/** One delivery series to one webhook endpoint; runs of one endpoint share that endpoint's concurrency limit. */
export const deliverWebhookTrigger = {
  name: "deliver-webhook",
  schema: z.object({ deliveryId: z.string(), endpointId: z.string(), series: z.number().int().min(1) }),
  concurrencyKey: (p) => p.endpointId,
} satisfies JobTrigger<{ deliveryId: string; endpointId: string; series: number }>;

/**
 * One workflow execution, step by step. Runs of one account share JOB_ACCOUNT_CONCURRENCY slots, so an account's
 * backlog (or runs hung on a provider) waits its turn instead of taking every slot. `userId` is absent only on runs
 * enqueued before it was added; those run under their own key, as every run did then.
 */
export const runWorkflowTrigger = {
  name: "run-workflow",
  schema: z.object({ executionId: z.string(), userId: z.string().optional() }),
  concurrencyKey: (p) => (p.userId ? `account:${p.userId}` : `execution:${p.executionId}`),
} satisfies JobTrigger<{ executionId: string; userId?: string }>;

/** JOB_ACCOUNT_CONCURRENCY: workflow runs of one account in progress at once, across every process. */
export function accountConcurrency(): number {
  return env().JOB_ACCOUNT_CONCURRENCY;
}

/** One message of the mail outbox (lib/mail/outbox.ts), sent with retries. */
export const sendMailTrigger = {
  name: "send-mail",
  schema: z.object({ mailId: z.string() }),
} satisfies JobTrigger<{ mailId: string }>;

/** One Stripe event received at /api/stripe/webhook, applied once (lib/payments/stripe-webhooks.ts). */
export const applyStripeEventTrigger = {
  name: "apply-stripe-event",
  schema: z.object({ eventId: z.string() }),
} satisfies JobTrigger<{ eventId: string }>;

/** A new version of a product: mails every buyer with an active purchase, in batches (lib/purchases/product-updates.ts). */
export const productUpdateMailTrigger = {
  name: "product-update-mail",
  schema: z.object({ productId: z.string(), seq: z.number().int().min(1) }),
  concurrencyKey: (p) => p.productId,
} satisfies JobTrigger<{ productId: string; seq: number }>;
