import { z } from "zod";
import type { EventType } from "@/lib/events/types";

// The data of each event type of spec 6.2, as the emitters write it: the event log's schema and the document's
// top-level `webhooks`. No server imports.

const plan = z.enum(["FREE", "PRO", "BUSINESS", "ENTERPRISE"]);
const amount = z.number().meta({ description: "Decimal amount in the currency's major unit" });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const EVENT_DATA = {
  test: z.strictObject({ message: z.string() }),
  "product.published": z.strictObject({
    product: z.strictObject({
      id: z.string(),
      title: z.string(),
      type: z.enum(["PROMPT", "WORKFLOW"]),
      price: amount,
      authorId: z.string(),
    }),
  }),
  "product.updated": z.strictObject({
    product: z.strictObject({
      id: z.string(),
      changes: z.record(z.string(), z.strictObject({ old: z.unknown(), new: z.unknown() })).meta({ description: "Each changed field" }),
    }),
  }),
  "product.unpublished": z.strictObject({
    product: z.strictObject({ id: z.string(), title: z.string(), reason: z.enum(["unpublished", "deleted"]) }),
  }),
  "purchase.completed": z.strictObject({
    order: z.strictObject({ id: z.string(), productId: z.string(), buyerId: z.string(), amount, currency: z.string() }),
  }),
  "purchase.refunded": z.strictObject({
    refund: z.strictObject({ id: z.string(), orderId: z.string(), amount, reason: z.string() }),
  }),
  "payout.completed": z.strictObject({
    payout: z.strictObject({
      id: z.string(),
      sellerId: z.string(),
      amount,
      currency: z.string(),
      period: z.strictObject({ start: isoDate, end: isoDate }),
    }),
  }),
  "review.created": z.strictObject({
    review: z.strictObject({
      id: z.string(),
      productId: z.string(),
      rating: z.number().int().min(1).max(5),
      comment: z.string(),
      authorId: z.string(),
    }),
  }),
  "user.subscription.updated": z.strictObject({
    subscription: z.strictObject({ userId: z.string(), oldPlan: plan, newPlan: plan, effectiveDate: z.iso.datetime() }),
  }),
} satisfies Record<EventType, z.ZodType>;

const envelope = <T extends EventType>(type: T) =>
  z
    .strictObject({
      id: z.string().meta({ description: "Unique event id: de-duplicate on it" }),
      type: z.literal(type),
      created: z.iso.datetime(),
      data: EVENT_DATA[type],
    })
    .meta({ id: `Event_${type.replace(/\./g, "_")}` });

/** Each event type's envelope as receivers get it (spec 6.1), built once so each document id names one schema. */
export const EVENT_ENVELOPES = Object.fromEntries((Object.keys(EVENT_DATA) as EventType[]).map((t) => [t, envelope(t)])) as {
  [T in EventType]: ReturnType<typeof envelope<T>>;
};

export const eventView = z.discriminatedUnion(
  "type",
  Object.values(EVENT_ENVELOPES) as [ReturnType<typeof envelope>, ...ReturnType<typeof envelope>[]],
);
