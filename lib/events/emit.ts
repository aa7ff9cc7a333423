import type { DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { nudgeOutbox } from "@/lib/events/outbox-signal";
import { writeEventWithDeliveries } from "@/lib/webhooks/dispatch";

import type { EventType } from "@/lib/events/types";

export type NewEvent = {
  type: EventType;
  /** Accounts the event concerns: their subscribed endpoints receive it. */
  accountIds: string[];
  data: Record<string, unknown>;
  /** Only for "test": the one endpoint being tested. */
  endpointId?: string;
};

/**
 * Writes an event, its webhook deliveries and their jobs inside the caller's transaction: committed with the change
 * that causes it, or rolled back with it. The job runner starts the deliveries right after commit.
 */
export async function emitEvent(tx: DbTx, event: NewEvent): Promise<{ id: string; createdAt: Date; deliveryIds: string[] }> {
  const id = newId("evt");
  const created = new Date();
  // The body receivers get is fixed here, byte for byte, so every attempt and redelivery sends the same bytes.
  const payload = JSON.stringify({ id, type: event.type, created: created.toISOString(), data: event.data });
  const deliveryIds = await writeEventWithDeliveries(tx, {
    id,
    type: event.type,
    accountIds: [...new Set(event.accountIds)],
    data: event.data,
    payload,
    endpointId: event.endpointId ?? null,
    createdAt: created,
  });
  if (deliveryIds.length) nudgeOutbox();
  return { id, createdAt: created, deliveryIds };
}
