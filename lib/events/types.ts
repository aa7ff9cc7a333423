// The event types of spec 6.2; no server imports, so dashboard components can use the list too.
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
