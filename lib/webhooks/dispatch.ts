import { deliverWebhookTrigger } from "@/lib/jobs/triggers";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { kickJobs } from "@/lib/jobs/background";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { log } from "@/lib/log";
import { onOutboxNudge } from "@/lib/events/outbox-signal";

const BATCH = 200;
const POLL_MS = 1000;
// emitEvent nudges from inside the writer's transaction: look a moment later, after it has committed.
const NUDGE_DELAY_MS = 15;

type OutboxEvent = { id: string; type: string; accountIds: string[]; endpointId: string | null; createdAt: Date };

/** The job run id of a delivery series: deterministic, so a series is started at most once. */
export const deliveryJobId = (deliveryId: string, series: number) => `deliver_${deliveryId}_s${series}`;

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

/** Fans out every committed, undispatched event. Safe to run concurrently: rows are claimed with SKIP LOCKED. */
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

/** Moves committed events to deliveries: shortly after each emit, and every second for anything missed. */
export function startOutboxRelay(): void {
  if (relay.timer) return;
  relay.timer = setInterval(runRelay, POLL_MS);
  relay.timer.unref();
  onOutboxNudge(() => setTimeout(runRelay, NUDGE_DELAY_MS).unref());
  runRelay();
}

export async function stopOutboxRelay(): Promise<void> {
  clearInterval(relay.timer);
  relay.timer = undefined;
  onOutboxNudge(undefined);
  await relay.running;
}
