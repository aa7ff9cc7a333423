import { z } from "zod";
import type { EventType } from "@/lib/events/types";

// The data of each event type of docs/webhooks.md#event-types, as the emitters write it: the event log's schema and the document's
// top-level `webhooks`. No server imports.

const plan = z.enum(["FREE", "PRO", "BUSINESS", "ENTERPRISE"]);
const amount = z.number().meta({ description: "Decimal amount in the currency's major unit" });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const disputeData = (status: string) =>
  z.strictObject({
    dispute: z.strictObject({
      id: z.string().meta({ description: "The payment provider's dispute id (Stripe: dp_…)" }),
      orderId: z.string(),
      productId: z.string(),
      status: z.enum(["open", "won", "lost"]).meta({ description: status }),
      reason: z.string().meta({ description: "The bank's reason as Stripe gives it (fraudulent, product_not_received, …)" }),
      amount: amount.meta({ description: "The disputed amount: what the order still held of the payment" }),
      heldAmount: amount.meta({ description: "The seller's share held (open) or lost (lost); 0 once won" }),
      currency: z.string(),
    }),
  });

export const EVENT_DATA = {
  test: z.strictObject({ message: z.string() }),
  "product.published": z.strictObject({
    product: z.strictObject({
      id: z.string(),
      title: z.string(),
      type: z.enum(["PROMPT", "WORKFLOW", "BUNDLE"]),
      price: amount,
      authorId: z.string(),
    }),
  }),
  "product.updated": z.strictObject({
    product: z.strictObject({
      id: z.string(),
      changes: z
        .record(
          z.string(),
          z.union([
            z.strictObject({ old: z.unknown(), new: z.unknown() }),
            z.strictObject({ changed: z.literal(true), oldLength: z.number().int(), newLength: z.number().int() }),
          ]),
        )
        .meta({
          description:
            "Each changed field as { old, new }, except `content` (the paid prompt or workflow), which is never sent: { changed: true, oldLength, newLength } in characters",
        }),
    }),
  }),
  "product.unpublished": z.strictObject({
    product: z.strictObject({ id: z.string(), title: z.string(), reason: z.enum(["unpublished", "deleted"]) }),
  }),
  "purchase.completed": z.strictObject({
    order: z.strictObject({
      id: z.string(),
      productId: z.string(),
      buyerId: z.string(),
      amount: amount.meta({ description: "What was paid, after any discount" }),
      currency: z.string(),
      listPrice: amount.meta({ description: "The product's price before any discount; a pay-what-you-want product's named amount" }),
      priceMode: z.enum(["fixed", "pay_what_you_want"]).meta({ description: "pay_what_you_want: listPrice is the amount the buyer named" }),
      discount: z
        .strictObject({ code: z.string(), amount })
        .nullable()
        .meta({ description: "The discount code used and what it took off; null without one" }),
      bundle: z
        .strictObject({
          credit: amount.meta({ description: "Taken off the bundle's price for the products the buyer already held" }),
          items: z.array(
            z.strictObject({
              productId: z.string(),
              title: z.string(),
              granted: z.boolean().meta({ description: "true: this order grants it; false: the buyer already held it" }),
              credit: amount.meta({ description: "What the buyer had paid for it (0 when granted)" }),
            }),
          ),
        })
        .nullable()
        .meta({
          description: "A bundle's products and the credit for those already held (docs/commerce.md#bundles); null for other products",
        }),
    }),
  }),
  "purchase.refunded": z.strictObject({
    refund: z.strictObject({
      id: z.string(),
      orderId: z.string(),
      amount: amount.meta({ description: "This refund's amount (a partial refund gives back part of the order)" }),
      reason: z.string(),
      currency: z.string(),
      refundedAmount: amount.meta({ description: "Refunded on the order so far, this refund included" }),
      orderStatus: z.enum(["completed", "refunded"]).meta({ description: "refunded once the whole amount is given back" }),
    }),
  }),
  "refund.requested": z.strictObject({
    refundRequest: z.strictObject({
      id: z.string(),
      orderId: z.string(),
      productId: z.string(),
      amount,
      currency: z.string(),
      reason: z.string(),
      autoApproveAt: z.iso.datetime().meta({ description: "Approved then unless the seller answers first" }),
    }),
  }),
  "refund.declined": z.strictObject({
    refundRequest: z.strictObject({
      id: z.string(),
      orderId: z.string(),
      productId: z.string(),
      amount,
      currency: z.string(),
      declineReason: z.string().nullable(),
    }),
  }),
  "dispute.created": disputeData("open: the buyer's access is frozen and heldAmount is held out of the seller's balance"),
  "dispute.closed": disputeData("won: access and the held share come back; lost: the held share stays out and access ends"),
  "license.created": z.strictObject({
    license: z.strictObject({
      id: z.string(),
      orderId: z.string(),
      productId: z.string(),
      buyerId: z.string(),
      keyHint: z.string().meta({ description: "The key's prefix and last group (the key itself is never sent)" }),
      activationLimit: z.number().int().nullable(),
      expiresAt: z.iso.datetime().nullable(),
    }),
  }),
  "license.revoked": z.strictObject({
    license: z.strictObject({
      id: z.string(),
      orderId: z.string(),
      productId: z.string(),
      buyerId: z.string(),
      keyHint: z.string(),
      reason: z.enum(["refund", "access_revoked", "seller", "dispute_lost"]),
    }),
  }),
  "license.activated": z.strictObject({
    license: z.strictObject({
      id: z.string(),
      productId: z.string(),
      buyerId: z.string(),
      keyHint: z.string(),
      activations: z.number().int().meta({ description: "Installations activated now, this one included" }),
      activationLimit: z.number().int().nullable(),
    }),
    instance: z.strictObject({ id: z.string(), name: z.string() }),
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

/** Each event type's envelope as receivers get it (docs/webhooks.md#event-types), built once so each document id names one schema. */
export const EVENT_ENVELOPES = Object.fromEntries((Object.keys(EVENT_DATA) as EventType[]).map((t) => [t, envelope(t)])) as {
  [T in EventType]: ReturnType<typeof envelope<T>>;
};

export const eventView = z.discriminatedUnion(
  "type",
  Object.values(EVENT_ENVELOPES) as [ReturnType<typeof envelope>, ...ReturnType<typeof envelope>[]],
);
