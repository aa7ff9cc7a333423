import type { Scope } from "@/lib/auth/scopes";
import { EVENT_TYPES, type EventType } from "@/lib/events/types";

/**
 * The scope a key needs to read each event type from GET /events: the one that reads the event's resource, so a
 * key cannot learn through the event log what its scopes hide (docs/webhooks.md#reading-events). null: any key.
 */
export const EVENT_READ_SCOPE: Record<EventType, Scope | null> = {
  test: "webhooks:write",
  "product.published": "products:read",
  "product.updated": "products:read",
  "product.unpublished": "products:read",
  "review.created": "products:read",
  "purchase.completed": "purchases:read",
  "purchase.refunded": "purchases:read",
  "refund.requested": "purchases:read",
  "refund.declined": "purchases:read",
  "dispute.created": "purchases:read",
  "dispute.closed": "purchases:read",
  "license.created": "purchases:read",
  "license.revoked": "purchases:read",
  "license.activated": "purchases:read",
  "payout.completed": "purchases:read",
  "user.subscription.updated": null,
};

/** The event types a caller holding these scopes may read. */
export function readableEventTypes(scopes: readonly string[]): EventType[] {
  return EVENT_TYPES.filter((t) => {
    const needed = EVENT_READ_SCOPE[t];
    return needed === null || scopes.includes(needed);
  });
}

/** One line per scope for the OpenAPI description of the events operations. */
export function eventScopesDescription(): string {
  const lines = EVENT_TYPES.map((t) => `- \`${t}\`: ${EVENT_READ_SCOPE[t] ? `\`${EVENT_READ_SCOPE[t]}\`` : "any key"}`);
  return `Each event is shown only to keys holding the scope that reads its resource; others are left out of the list (and are 404 by id):\n\n${lines.join("\n")}`;
}
