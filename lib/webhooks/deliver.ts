import { coalesce } from "@/lib/coalesce";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/ids";
import type { Step } from "@/lib/jobs/define";
import { retryOnSchedule } from "@/lib/jobs/retry";
import { safePost } from "@/lib/net/safe-http";
import { endpointSecret } from "@/lib/webhooks/endpoints";
import { signedHeaders } from "@/lib/webhooks/signature";

/** Spec 6.4: the waits before attempts 2..8. */
export const RETRY_WAITS = ["1m", "5m", "30m", "2h", "6h", "12h", "24h"] as const;
const WAIT_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000];
export const MAX_ATTEMPTS = RETRY_WAITS.length + 1;
export const FAILING_DISABLE_AFTER_MS = 5 * 86_400_000;

/** WEBHOOK_ENDPOINT_CONCURRENCY (default 10): deliveries in flight at once to one endpoint. */
export function endpointConcurrency(): number {
  const n = Number(process.env.WEBHOOK_ENDPOINT_CONCURRENCY ?? 10);
  return Number.isInteger(n) && n >= 1 ? n : 10;
}

export type AttemptResult = {
  done: boolean;
  outcome: "succeeded" | "retry" | "gone" | "endpoint-disabled" | "superseded";
  statusCode: number | null;
};

type Attempt = {
  row: {
    id: string;
    deliveryId: string;
    series: number;
    attempt: number;
    statusCode: number | null;
    durationMs: number;
    responseBody: string | null;
    error: string | null;
    requestHeaders: Record<string, string>;
    createdAt: Date;
  };
  delivery: { id: string; series: number; status: "SUCCEEDED" | "FAILED" | "PENDING"; nextAttemptAt: Date | null };
  endpoint: { id: string; data: Prisma.WebhookEndpointUpdateInput } | null;
};

// Deliveries run many at a time: their reads and their results are each written as one batch (lib/coalesce.ts).
const loadDelivery = coalesce(async (ids: string[]) => {
  const rows = await (
    await db()
  ).webhookDelivery.findMany({ where: { id: { in: [...new Set(ids)] } }, include: { endpoint: true, event: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
});

const recordAttempt = coalesce(async (attempts: Attempt[]) => {
  const client = await db();
  const now = new Date().toISOString();
  const rows = attempts.map(
    ({ row: r }) =>
      Prisma.sql`(${r.id}, ${r.deliveryId}, ${r.series}::int, ${r.attempt}::int, ${r.statusCode}::int, ${r.durationMs}::int,
        ${r.responseBody}::text, ${r.error}::text, ${JSON.stringify(r.requestHeaders)}::jsonb, ${r.createdAt.toISOString()}::timestamp)`,
  );
  const updates = attempts.map(
    ({ delivery: d }) =>
      Prisma.sql`(${d.id}, ${d.series}::int, ${d.status}::"DeliveryStatus", ${d.nextAttemptAt?.toISOString() ?? null}::timestamp)`,
  );
  // One statement for the batch (atomic, and no transaction to wait for a connection for): the attempts, and the
  // deliveries' status only while their series is current (a redelivery started during the POST owns it then).
  await client.$executeRaw`
    WITH recorded AS (
      INSERT INTO "WebhookAttempt" (id, "deliveryId", series, attempt, "statusCode", "durationMs", "responseBody", error,
        "requestHeaders", "createdAt")
      VALUES ${Prisma.join(rows)}
    )
    UPDATE "WebhookDelivery" d SET "attemptCount" = d."attemptCount" + 1, status = v.status, "nextAttemptAt" = v.next,
      "updatedAt" = ${now}::timestamp
    FROM (VALUES ${Prisma.join(updates)}) AS v(id, series, status, next)
    WHERE d.id = v.id AND d.series = v.series AND d.status = 'PENDING'`;
  // Rare (an endpoint starts or stops failing, or is disabled); derived again from the next attempt if lost.
  for (const a of attempts) if (a.endpoint) await client.webhookEndpoint.update({ where: { id: a.endpoint.id }, data: a.endpoint.data });
  return attempts.map(() => null);
});

/**
 * One signed POST of a delivery, recorded as an attempt. `done` ends the series: success, 410 Gone (which disables
 * the endpoint), an endpoint disabled meanwhile, or a delivery superseded by a redelivery or already settled.
 */
export async function attemptDelivery(deliveryId: string, series: number, attempt: number): Promise<AttemptResult> {
  const client = await db();
  const delivery = await loadDelivery(deliveryId);
  if (!delivery || delivery.series !== series || delivery.status !== "PENDING")
    return { done: true, outcome: "superseded", statusCode: null };
  const { endpoint, event } = delivery;
  if (!endpoint.enabled) {
    await client.webhookDelivery.updateMany({
      where: { id: deliveryId, series, status: "PENDING" },
      data: { status: "FAILED", nextAttemptAt: null },
    });
    return { done: true, outcome: "endpoint-disabled", statusCode: null };
  }
  const headers = signedHeaders({ secret: endpointSecret(endpoint), eventId: event.id, rawBody: event.payload, attempt });
  const sent = await safePost(endpoint.url, { headers, body: event.payload });
  const now = new Date();
  const ok = sent.error === null && sent.statusCode !== null && sent.statusCode >= 200 && sent.statusCode < 300;
  const gone = sent.statusCode === 410;
  const failingSince = ok ? null : (endpoint.failingSince ?? now);
  const failingTooLong = !ok && now.getTime() - failingSince!.getTime() >= FAILING_DISABLE_AFTER_MS;
  const disableReason = gone
    ? "The endpoint answered 410 Gone"
    : failingTooLong
      ? `Every delivery failed for 5 days (since ${failingSince!.toISOString()})`
      : null;
  const last = attempt >= MAX_ATTEMPTS;
  const endpointChanged = disableReason || failingSince?.getTime() !== endpoint.failingSince?.getTime();
  await recordAttempt({
    row: {
      id: newId("wa"),
      deliveryId,
      series,
      attempt,
      statusCode: sent.statusCode,
      durationMs: sent.durationMs,
      responseBody: sent.responseExcerpt,
      error: sent.error ?? (ok ? null : `HTTP ${sent.statusCode}`),
      requestHeaders: headers,
      createdAt: now,
    },
    delivery: {
      id: deliveryId,
      series,
      status: ok ? "SUCCEEDED" : disableReason ? "FAILED" : "PENDING",
      nextAttemptAt: ok || disableReason || last ? null : new Date(now.getTime() + WAIT_MS[attempt - 1]),
    },
    endpoint: endpointChanged
      ? {
          id: endpoint.id,
          data: { failingSince, ...(disableReason ? { enabled: false, disabledReason: disableReason, disabledAt: now } : {}) },
        }
      : null,
  });
  if (ok) return { done: true, outcome: "succeeded", statusCode: sent.statusCode };
  if (disableReason) return { done: true, outcome: gone ? "gone" : "endpoint-disabled", statusCode: sent.statusCode };
  return { done: false, outcome: "retry", statusCode: sent.statusCode };
}

export async function markDeliveryFailed(deliveryId: string, series: number): Promise<null> {
  await (
    await db()
  ).webhookDelivery.updateMany({
    where: { id: deliveryId, series, status: "PENDING" },
    data: { status: "FAILED", nextAttemptAt: null },
  });
  return null;
}

/** The durable delivery function: up to 8 attempts on the spec's schedule, then `failed`. */
export async function deliverWebhook(payload: { deliveryId: string; series: number }, step: Step) {
  const { last, attempts } = await retryOnSchedule(step, RETRY_WAITS, (n) => attemptDelivery(payload.deliveryId, payload.series, n));
  if (!last.done) await step.run("mark-failed", () => markDeliveryFailed(payload.deliveryId, payload.series));
  return { outcome: last.done ? last.outcome : "failed", attempts };
}
