import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { decryptSecret } from "@/lib/crypto/secret-box";
import type { Step } from "@/lib/jobs/define";
import { retryOnSchedule, scoped } from "@/lib/jobs/retry";
import { safePost } from "@/lib/net/safe-http";
import { signedHeaders } from "@/lib/webhooks/signature";
import { RETRY_WAITS } from "@/lib/webhooks/deliver";
import { getExecution } from "@/lib/ai/executions";

type Envelope = { id: string; type: string; created: string; data: { execution: unknown } };

/** Built once and memoised, so every attempt carries the same event id, timestamp of creation and body. */
async function buildEnvelope(executionId: string): Promise<Envelope> {
  const client = await db();
  const exec = await client.execution.findUniqueOrThrow({ where: { id: executionId }, select: { userId: true } });
  const view = await getExecution(exec.userId, executionId);
  return {
    id: newId("evt"),
    type: view.status === "succeeded" ? "workflow.execution.completed" : "workflow.execution.failed",
    created: new Date().toISOString(),
    data: { execution: view },
  };
}

/**
 * POSTs the final result to the execution's webhookUrl, signed like webhook events (docs/webhooks.md#headers-and-signature) with the
 * per-execution secret returned in the 202, retried on the webhook schedule (docs/webhooks.md#retries-and-failure-rules) through the SSRF-safe client.
 */
export async function notifyWorkflowWebhook(executionId: string, step: Step): Promise<void> {
  const envelope = await step.run("notify:envelope", () => buildEnvelope(executionId));
  const rawBody = JSON.stringify(envelope);
  const { last } = await retryOnSchedule(scoped(step, "notify"), RETRY_WAITS, async (attempt) => {
    const client = await db();
    const exec = await client.execution.findUniqueOrThrow({
      where: { id: executionId },
      select: { webhookUrl: true, webhookSecret: true },
    });
    const secret = decryptSecret(exec.webhookSecret!, executionId);
    const outcome = await safePost(exec.webhookUrl!, {
      headers: signedHeaders({ secret, eventId: envelope.id, rawBody, attempt }),
      body: rawBody,
    });
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    return { done: ok, statusCode: outcome.statusCode, error: outcome.error };
  });
  await step.run("notify:record", async () => {
    const client = await db();
    await client.execution.update({ where: { id: executionId }, data: { webhookStatus: last.done ? "delivered" : "failed" } });
    return null;
  });
}
