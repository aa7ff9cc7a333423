import { deliverWebhookTrigger } from "@/lib/jobs/triggers";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { kickJobs } from "@/lib/jobs/background";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { log } from "@/lib/log";
import { onOutboxNudge } from "@/lib/events/outbox-signal";

const BATCH = 200;
const POLL_MS = 1000;
// emitEvent nudges from inside the writer's transaction: the runner looks a moment later, once it has committed,
// and once more in case the commit took longer (its own poll is the last resort).
const NUDGE_DELAYS_MS = [15, 200];

type OutboxEvent = { id: string; type: string; accountIds: string[]; endpointId: string | null; createdAt: Date };

/** The job run id of a delivery series: deterministic, so a series is started at most once. */
export const deliveryJobId = (deliveryId: string, series: number) => `deliver_${deliveryId}_s${series}`;

export type NewEventRow = {
  id: string;
  type: string;
  accountIds: string[];
  data: object;
  payload: string;
  endpointId: string | null;
  createdAt: Date;
};

/**
 * Writes an event fanned out: the event, one delivery per subscribed enabled endpoint of the accounts concerned
 * (a "test" event: its one endpoint) and each delivery's job, in one statement of the caller's transaction, so a
 * business transaction pays one round trip for its event and no relay has to pass by. A delivery id is derived
 * from its event and endpoint (unique together), so the statement needs no ids from here. Returns the delivery ids.
 */
export async function writeEventWithDeliveries(tx: DbTx, e: NewEventRow): Promise<string[]> {
  const at = e.createdAt.toISOString();
  const rows = await tx.$queryRaw<{ deliveryId: string }[]>`
    WITH ev AS (
      INSERT INTO "Event" (id, type, data, "accountIds", "endpointId", payload, "createdAt", "dispatchedAt")
      VALUES (${e.id}, ${e.type}, ${JSON.stringify(e.data)}::jsonb, ${e.accountIds}::text[], ${e.endpointId}::text, ${e.payload},
        ${at}::timestamp, ${at}::timestamp)
      RETURNING id
    ), targets AS (
      SELECT ep.id FROM "WebhookEndpoint" ep
      WHERE ep.enabled AND CASE WHEN ${e.endpointId}::text IS NULL
        -- An endpoint receives the events that happen after it was added.
        THEN ep."userId" = ANY(${e.accountIds}::text[]) AND ep."createdAt" <= ${at}::timestamp
          AND ('*' = ANY(ep.events) OR ${e.type}::text = ANY(ep.events))
        ELSE ep.id = ${e.endpointId}::text END
    ), deliveries AS (
      INSERT INTO "WebhookDelivery" (id, "eventId", "endpointId", "createdAt", "updatedAt")
      SELECT 'dlv_' || substr(md5(ev.id || t.id), 1, 24), ev.id, t.id, ${at}::timestamp, ${at}::timestamp FROM ev CROSS JOIN targets t
      RETURNING id, "endpointId"
    )
    INSERT INTO "Job" (id, name, payload, "concurrencyKey", "runAt", "createdAt", "updatedAt")
    SELECT 'deliver_' || d.id || '_s1', ${deliverWebhookTrigger.name}, jsonb_build_object('deliveryId', d.id, 'endpointId', d."endpointId", 'series', 1),
      d."endpointId", ${at}::timestamp, ${at}::timestamp, ${at}::timestamp
    FROM deliveries d
    RETURNING payload->>'deliveryId' AS "deliveryId"`;
  return rows.map((r) => r.deliveryId);
}

/**
 * Creates one delivery per (event, subscribed enabled endpoint of the accounts concerned) and its job, and marks the
 * events dispatched, all in the caller's transaction: either the event is fanned out with its jobs or not at all.
 */
export async function fanOut(tx: DbTx, events: OutboxEvent[]): Promise<{ eventId: string; deliveryId: string }[]> {
  if (!events.length) return [];
  const accountIds = [...new Set(events.filter((e) => e.type !== "test").flatMap((e) => e.accountIds))];
  const testIds = events.flatMap((e) => (e.type === "test" && e.endpointId ? [e.endpointId] : []));
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { enabled: true, OR: [{ userId: { in: accountIds } }, { id: { in: testIds } }] },
    select: { id: true, userId: true, events: true, createdAt: true },
  });
  const created: { eventId: string; deliveryId: string; endpointId: string }[] = [];
  for (const e of events) {
    const targets =
      e.type === "test"
        ? endpoints.filter((ep) => ep.id === e.endpointId)
        : // An endpoint receives events that happen after it was added, even if the relay fans out later.
          endpoints.filter(
            (ep) =>
              e.accountIds.includes(ep.userId) && ep.createdAt <= e.createdAt && (ep.events.includes("*") || ep.events.includes(e.type)),
          );
    for (const ep of targets) created.push({ eventId: e.id, deliveryId: newId("dlv"), endpointId: ep.id });
  }
  if (created.length) {
    await tx.webhookDelivery.createMany({ data: created.map((c) => ({ id: c.deliveryId, eventId: c.eventId, endpointId: c.endpointId })) });
    await enqueueJobs(
      deliverWebhookTrigger,
      created.map((c) => ({
        id: deliveryJobId(c.deliveryId, 1),
        payload: { deliveryId: c.deliveryId, endpointId: c.endpointId, series: 1 },
      })),
      tx,
    );
  }
  await tx.event.updateMany({ where: { id: { in: events.map((e) => e.id) } }, data: { dispatchedAt: new Date() } });
  return created.map(({ eventId, deliveryId }) => ({ eventId, deliveryId }));
}

/**
 * Fans out every committed, undispatched event: emitEvent fans out in the business transaction, so only events
 * written before that (an older version) are left for it. Safe to run concurrently: rows are claimed with SKIP LOCKED. */
export async function dispatchPendingEvents(): Promise<number> {
  const client = await db();
  let total = 0;
  for (;;) {
    const count = await client.$transaction(async (tx) => {
      const ids = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "Event" WHERE "dispatchedAt" IS NULL ORDER BY "createdAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      if (!ids.length) return 0;
      const events = await tx.event.findMany({
        where: { id: { in: ids.map((r) => r.id) } },
        select: { id: true, type: true, accountIds: true, endpointId: true, createdAt: true },
      });
      await fanOut(tx, events);
      return events.length;
    });
    total += count;
    if (count) kickJobs();
    if (count < BATCH) return total;
  }
}

type Relay = { timer?: NodeJS.Timeout; running?: Promise<unknown>; again?: boolean };
const relay = ((globalThis as Record<string, unknown>).__marketplaceRelay ??= {}) as Relay;

function runRelay(): void {
  if (relay.running) {
    relay.again = true;
    return;
  }
  relay.running = dispatchPendingEvents()
    .catch((err) => log.error("outbox dispatch failed; will retry", { error: String(err) }))
    .finally(() => {
      relay.running = undefined;
      if (relay.again) {
        relay.again = false;
        runRelay();
      }
    });
}

/** Runs new deliveries shortly after each emit, and fans out every second any event left undispatched. */
export function startOutboxRelay(): void {
  if (relay.timer) return;
  relay.timer = setInterval(runRelay, POLL_MS);
  relay.timer.unref();
  onOutboxNudge(() => {
    for (const ms of NUDGE_DELAYS_MS) setTimeout(kickJobs, ms).unref();
  });
  runRelay();
}

export async function stopOutboxRelay(): Promise<void> {
  clearInterval(relay.timer);
  relay.timer = undefined;
  onOutboxNudge(undefined);
  await relay.running;
}
