import { z } from "zod";
import { notFound, validationError } from "@/lib/errors";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit";
import { EVENT_TYPES } from "@/lib/events/types";
import { kickJobs } from "@/lib/jobs/background";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { deliverWebhookTrigger } from "@/lib/jobs/triggers";
import { deliveryJobId } from "@/lib/webhooks/dispatch";
import { getEndpointOrThrow } from "@/lib/webhooks/endpoints";
import { pageFields } from "@/lib/pagination";

const STATUSES = ["pending", "succeeded", "failed"] as const;

export const listDeliveriesQuery = z.strictObject({
  endpointId: z.string().optional(),
  status: z.enum(STATUSES).optional(),
  eventType: z.enum(EVENT_TYPES).optional(),
  ...pageFields,
});

export const recoverInput = z.strictObject({ since: z.iso.datetime({ offset: true }) });

const withRelations = {
  event: { select: { id: true, type: true, payload: true } },
  endpoint: { select: { id: true, url: true } },
} as const;
type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof withRelations }>;
type AttemptRow = Prisma.WebhookAttemptGetPayload<object>;

function toAttemptView(a: AttemptRow) {
  return {
    id: a.id,
    series: a.series,
    attempt: a.attempt,
    statusCode: a.statusCode,
    durationMs: a.durationMs,
    responseBody: a.responseBody,
    error: a.error,
    requestHeaders: a.requestHeaders as Record<string, string>,
    createdAt: a.createdAt.toISOString(),
  };
}

export type AttemptView = ReturnType<typeof toAttemptView>;

function toDeliveryView(d: DeliveryRow, lastAttempt?: AttemptRow) {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.event.type,
    endpointId: d.endpointId,
    endpointUrl: d.endpoint.url,
    status: d.status.toLowerCase() as (typeof STATUSES)[number],
    attemptCount: d.attemptCount,
    series: d.series,
    nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
    lastAttempt: lastAttempt ? toAttemptView(lastAttempt) : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export type DeliveryView = ReturnType<typeof toDeliveryView>;
export type DeliveryDetailView = Awaited<ReturnType<typeof getDelivery>>;

export async function listDeliveries(userId: string, q: z.output<typeof listDeliveriesQuery>) {
  const client = await db();
  const where: Prisma.WebhookDeliveryWhereInput = {
    endpoint: { userId },
    ...(q.endpointId ? { endpointId: q.endpointId } : {}),
    ...(q.status ? { status: q.status.toUpperCase() as "PENDING" } : {}),
    ...(q.eventType ? { event: { type: q.eventType } } : {}),
  };
  const [rows, total] = await Promise.all([
    client.webhookDelivery.findMany({
      where,
      include: { ...withRelations, attempts: { orderBy: { createdAt: "desc" }, take: 1 } },
      orderBy: { createdAt: "desc" },
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    client.webhookDelivery.count({ where }),
  ]);
  return { items: rows.map((d) => toDeliveryView(d, d.attempts[0])), meta: { page: q.page, limit: q.limit, total } };
}

async function deliveryOrThrow(userId: string, id: string) {
  const client = await db();
  const d = await client.webhookDelivery.findFirst({
    where: { id, endpoint: { userId } },
    include: { ...withRelations, attempts: { orderBy: { createdAt: "asc" } } },
  });
  if (!d) throw notFound("Delivery");
  return d;
}

/** A delivery with every attempt: the exact body and headers sent, status, duration, response excerpt, error. */
export async function getDelivery(userId: string, id: string) {
  const d = await deliveryOrThrow(userId, id);
  return { ...toDeliveryView(d, d.attempts.at(-1)), payload: d.event.payload, attempts: d.attempts.map(toAttemptView) };
}

/** Starts a new series of up to 8 attempts for these deliveries (any status); the old series stops at its next step. */
async function redeliver(deliveryIds: string[]): Promise<void> {
  if (!deliveryIds.length) return;
  const client = await db();
  const now = new Date().toISOString();
  await client.$transaction(async (tx) => {
    // One statement for any number (a recover may resend thousands), each returning its new series.
    const rows = await tx.$queryRaw<{ id: string; endpointId: string; series: number }[]>`
      UPDATE "WebhookDelivery"
      SET "series" = "series" + 1, "status" = 'PENDING', "nextAttemptAt" = ${now}::timestamp(3), "updatedAt" = ${now}::timestamp(3)
      WHERE "id" = ANY(${deliveryIds}::text[])
      RETURNING "id", "endpointId", "series"`;
    const jobs = rows.map((d) => ({
      id: deliveryJobId(d.id, d.series),
      payload: { deliveryId: d.id, endpointId: d.endpointId, series: d.series },
    }));
    await enqueueJobs(deliverWebhookTrigger, jobs, tx);
  });
  kickJobs();
}

async function assertEnabled(userId: string, endpointId: string) {
  const endpoint = await getEndpointOrThrow(userId, endpointId);
  if (!endpoint.enabled) throw validationError([{ path: "endpointId", message: "The endpoint is disabled: enable it first" }]);
  return endpoint;
}

export async function retryDelivery(userId: string, id: string) {
  const d = await deliveryOrThrow(userId, id);
  await assertEnabled(userId, d.endpointId);
  await redeliver([d.id]);
  return getDelivery(userId, id);
}

/** Svix-style recover: resend every failed delivery of the endpoint created since `since`. */
export async function recoverEndpoint(userId: string, endpointId: string, input: z.output<typeof recoverInput>) {
  const client = await db();
  const endpoint = await assertEnabled(userId, endpointId);
  const failed = await client.webhookDelivery.findMany({
    where: { endpointId: endpoint.id, status: "FAILED", createdAt: { gte: new Date(input.since) } },
    select: { id: true },
  });
  await redeliver(failed.map((d) => d.id));
  return {
    endpointId: endpoint.id,
    since: new Date(input.since).toISOString(),
    redelivered: failed.length,
    deliveryIds: failed.map((d) => d.id),
  };
}

/** The dashboard's test button: a `test` event to this endpoint only, with its delivery. */
export async function sendTestEvent(userId: string, endpointId: string) {
  const endpoint = await assertEnabled(userId, endpointId);
  const client = await db();
  const { id, deliveryIds } = await client.$transaction((tx) =>
    emitEvent(tx, {
      type: "test",
      accountIds: [userId],
      endpointId: endpoint.id,
      data: { message: "This is a test event from Promptly." },
    }),
  );
  kickJobs();
  return { eventId: id, deliveryId: deliveryIds[0] };
}
