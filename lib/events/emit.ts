import type { DbTx } from "@/lib/db/client";
import { buildEvent, type TypedEvent } from "@/lib/events/build-event";
import type { EventType } from "@/lib/events/types";
import { kickJobsAfterCommit } from "@/lib/jobs/background";
import { writeEventWithDeliveries } from "@/lib/webhooks/dispatch";

export type NewEvent<T extends EventType = EventType> = TypedEvent<T> & {
  /** Accounts the event concerns: their subscribed endpoints receive it. */
  accountIds: string[];
  /** Only for "test": the one endpoint being tested. */
  endpointId?: string;
};

/**
 * Writes an event, its webhook deliveries and their jobs inside the caller's transaction: committed with the change
 * that causes it, or rolled back with it. The job runner starts the deliveries right after commit. `data` is typed
 * by the schema lib/events/event-schemas.ts publishes for `type`; tests/webhooks/event-schemas.test.ts checks the
 * rows every emitter writes against the same schemas at run time.
 */
export async function emitEvent<T extends EventType>(
  tx: DbTx,
  event: NewEvent<T>,
): Promise<{ id: string; createdAt: Date; deliveryIds: string[] }> {
  const built = buildEvent<T>(event);
  const deliveryIds = await writeEventWithDeliveries(tx, {
    ...built,
    accountIds: [...new Set(event.accountIds)],
    endpointId: event.endpointId ?? null,
  });
  if (deliveryIds.length) kickJobsAfterCommit();
  return { id: built.id, createdAt: built.createdAt, deliveryIds };
}
