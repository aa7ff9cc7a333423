import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { AppError } from "@/lib/errors";
import { emitEvent } from "@/lib/events/emit";
import { paymentProvider } from "@/lib/payments/provider";
import { centsToAmount } from "@/lib/purchases/money";
import { buyerOrderOrThrow } from "@/lib/purchases/read-purchases";
import { refundDeadline, REFUND_WINDOW_DAYS } from "@/lib/purchases/views";
import { isUniqueViolation } from "@/lib/db/errors";
import { alreadyRefunded, TX_OPTIONS } from "@/lib/purchases/errors";

import { REFUND_REASONS, refundInput } from "@/lib/purchases/refund-input";

export { REFUND_REASONS, refundInput };
export type RefundInput = z.infer<typeof refundInput>;

export const refundResponse = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
  orderStatus: z.literal("refunded"),
});

/**
 * Policy: the buyer may refund within REFUND_WINDOW_DAYS of the purchase, once, in full, at once.
 * The provider refund is keyed by the order, so concurrent requests reach it as one refund; the conditional
 * status update then lets exactly one of them record it.
 */
export async function refundPurchase(buyerId: string, orderId: string, input: RefundInput): Promise<z.infer<typeof refundResponse>> {
  const order = await buyerOrderOrThrow(buyerId, orderId);
  if (order.status === "REFUNDED") throw alreadyRefunded(order.id);
  if (refundDeadline(order.createdAt).getTime() <= Date.now()) {
    throw new AppError("VALIDATION_ERROR", `Refunds are possible within ${REFUND_WINDOW_DAYS} days of purchase`, {
      reason: "refund_window_closed",
      orderId: order.id,
      refundableUntil: refundDeadline(order.createdAt).toISOString(),
    });
  }
  const providerRefund = await paymentProvider().refund({
    chargeId: order.chargeRef,
    amountCents: order.amountCents,
    idempotencyKey: `refund:${order.id}`,
  });
  const client = await db();
  try {
    return await client.$transaction(async (tx: DbTx) => {
      const now = new Date();
      const claimed = await tx.order.updateMany({
        where: { id: order.id, status: "COMPLETED" },
        data: { status: "REFUNDED", activeKey: null, refundedAt: now },
      });
      if (claimed.count === 0) throw alreadyRefunded(order.id);
      const refund = await tx.refund.create({
        data: {
          id: newId("re"),
          orderId: order.id,
          amountCents: order.amountCents,
          reason: input.reason,
          details: input.details ?? null,
          refundRef: providerRefund.id,
          createdAt: now,
        },
      });
      // Reverse what the sale credited, one entry per account (the seller may also be the referrer).
      const reversals = new Map<string, number>([[order.sellerId, order.sellerNetCents]]);
      if (order.referrerId && order.referralCents > 0) {
        reversals.set(order.referrerId, (reversals.get(order.referrerId) ?? 0) + order.referralCents);
      }
      for (const [userId, cents] of reversals) {
        await tx.ledgerEntry.create({
          data: {
            id: newId("led"),
            userId,
            kind: "REFUND",
            amountCents: -cents,
            currency: order.currency,
            orderId: order.id,
            createdAt: now,
          },
        });
      }
      await tx.$executeRaw`UPDATE "Product" SET "purchaseCount" = GREATEST("purchaseCount" - 1, 0) WHERE id = ${order.productId}`;
      const amount = centsToAmount(refund.amountCents);
      await emitEvent(tx, {
        type: "purchase.refunded",
        accountIds: [order.buyerId, order.sellerId],
        data: { refund: { id: refund.id, orderId: order.id, amount, reason: refund.reason } },
      });
      return {
        id: refund.id,
        orderId: order.id,
        amount,
        currency: order.currency,
        reason: refund.reason,
        details: refund.details,
        createdAt: refund.createdAt.toISOString(),
        orderStatus: "refunded" as const,
      };
    }, TX_OPTIONS);
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyRefunded(order.id);
    throw err;
  }
}
