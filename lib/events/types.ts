// The event types of docs/webhooks.md#event-types; no server imports, so dashboard components can use the list too.
export const EVENT_TYPES = [
  "test",
  "product.published",
  "product.updated",
  "product.unpublished",
  "purchase.completed",
  "purchase.refunded",
  "refund.requested",
  "refund.declined",
  "dispute.created",
  "dispute.closed",
  "license.created",
  "license.revoked",
  "license.activated",
  "payout.completed",
  "review.created",
  "user.subscription.updated",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
