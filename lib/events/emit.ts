import type { DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";

export const EVENT_TYPES = [
  "test",
  "product.published",
  "product.updated",
  "product.unpublished",
  "purchase.completed",
  "purchase.refunded",
  "payout.completed",
  "review.created",
  "user.subscription.updated",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type NewEvent = {
  type: EventType;
  /** Accounts the event concerns: their subscribed endpoints receive it. */
  accountIds: string[];
  data: Record<string, unknown>;
  /** Only for "test": the one endpoint being tested. */
  endpointId?: string;
};

/**
 * Writes an event to the outbox inside the caller's transaction: committed with the change that
 * causes it, or rolled back with it. Delivery picks it up from the table after commit.
 */
export async function emitEvent(tx: DbTx, event: NewEvent): Promise<{ id: string }> {
  const id = newId("evt");
  await tx.event.create({
    data: {
      id,
      type: event.type,
      accountIds: [...new Set(event.accountIds)],
      data: event.data as object,
      endpointId: event.endpointId ?? null,
    },
  });
  return { id };
}
