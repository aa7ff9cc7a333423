import { deliverWebhookTrigger } from "@/lib/jobs/triggers";
import type { DbTx } from "@/lib/db/client";
import { enqueueJobs } from "@/lib/jobs/enqueue";

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
 * The one fan-out (ADR 014): writes an event, one delivery per subscribed enabled endpoint of the accounts
 * concerned (a "test" event: its one endpoint) and each delivery's job, in the caller's transaction, so the
 * deliveries are queued exactly when the change commits and nothing has to pass by later. The event and its
 * deliveries are one statement; the jobs come from lib/jobs (one more statement, only when there are deliveries).
 * A delivery id is derived from its event and endpoint (unique together), so the statement needs no ids from here.
 * Returns the delivery ids.
 */
export async function writeEventWithDeliveries(tx: DbTx, e: NewEventRow): Promise<string[]> {
  const at = e.createdAt.toISOString();
  const deliveries = await tx.$queryRaw<{ id: string; endpointId: string }[]>`
    WITH ev AS (
      INSERT INTO "Event" (id, type, data, "accountIds", "endpointId", payload, "createdAt")
      VALUES (${e.id}, ${e.type}, ${JSON.stringify(e.data)}::jsonb, ${e.accountIds}::text[], ${e.endpointId}::text, ${e.payload},
        ${at}::timestamp)
      RETURNING id
    ), targets AS (
      SELECT ep.id FROM "WebhookEndpoint" ep
      WHERE ep.enabled AND CASE WHEN ${e.endpointId}::text IS NULL
        -- An endpoint receives the events that happen after it was added.
        THEN ep."userId" = ANY(${e.accountIds}::text[]) AND ep."createdAt" <= ${at}::timestamp
          AND ('*' = ANY(ep.events) OR ${e.type}::text = ANY(ep.events))
        ELSE ep.id = ${e.endpointId}::text END
    )
    INSERT INTO "WebhookDelivery" (id, "eventId", "endpointId", "createdAt", "updatedAt")
    SELECT 'dlv_' || substr(md5(ev.id || t.id), 1, 24), ev.id, t.id, ${at}::timestamp, ${at}::timestamp FROM ev CROSS JOIN targets t
    RETURNING id, "endpointId"`;
  await enqueueJobs(
    deliverWebhookTrigger,
    deliveries.map((d) => ({
      id: deliveryJobId(d.id, 1),
      payload: { deliveryId: d.id, endpointId: d.endpointId, series: 1 },
      runAt: e.createdAt,
    })),
    tx,
  );
  return deliveries.map((d) => d.id);
}
