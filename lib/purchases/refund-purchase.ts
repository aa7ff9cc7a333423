import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { refundDeadline, REFUND_WINDOW_DAYS } from "@/lib/purchases/views";
import { isUniqueViolation } from "@/lib/db/errors";
import { alreadyRefunded, TX_OPTIONS } from "@/lib/purchases/errors";
import { refundAmountOrThrow, refundLockedOrder, type RefundableOrder } from "@/lib/purchases/refund-order";
import { approvePendingOnFullRefund, openRefundRequest, refundRequestView } from "@/lib/purchases/refund-requests";
import { firstAccess } from "@/lib/purchases/access";
import { toCents } from "@/lib/money";

import { REFUND_REASONS, refundInput } from "@/lib/purchases/refund-input";

export { REFUND_REASONS, refundInput };
export type RefundInput = z.infer<typeof refundInput>;

export const refundResponse = z
  .discriminatedUnion("outcome", [
    z.object({
      outcome: z.literal("refunded").meta({ description: "Refunded at once: the money is on its way back" }),
      id: z.string(),
      orderId: z.string(),
      amount: z.number().meta({ description: "This refund's amount" }),
      currency: z.string(),
      reason: z.string(),
      details: z.string().nullable(),
      createdAt: z.string(),
      orderStatus: z.enum(["completed", "refunded"]).meta({ description: "refunded once the whole order is refunded" }),
      refundedAmount: z.number().meta({ description: "Refunded on the order so far, this refund included" }),
      refundableAmount: z.number().meta({ description: "Left to refund on the order" }),
      accessRevoked: z.boolean().meta({ description: "The buyer's access ended (a full refund, or revokeAccess)" }),
    }),
    z.object({
      outcome: z.literal("requested").meta({ description: "The content was accessed: a refund request for the seller to answer" }),
      orderId: z.string(),
      orderStatus: z.literal("completed"),
      refundRequest: refundRequestView,
    }),
  ])
  .meta({ id: "RefundOutcome" });
type RefundResponse = z.infer<typeof refundResponse>;

const POLICY_WORDS = { BEFORE_ACCESS: "before_access", SELLER_REVIEW: "seller_review", ALWAYS: "always" } as const;

const optionsOf = (input: RefundInput) => ({
  reason: input.reason,
  details: input.details,
  amountCents: input.amount === undefined ? null : toCents(input.amount),
  revokeAccess: input.revokeAccess,
});

/**
 * `POST /purchases/{orderId}/refund`: the order's buyer asks under the refund policy, its seller refunds at once
 * (docs/commerce.md#refunds). Anyone else: 404.
 */
export async function refundOrder(callerId: string, orderId: string, input: RefundInput): Promise<RefundResponse> {
  const client = await db();
  const order = await client.order.findFirst({
    where: { id: orderId, OR: [{ buyerId: callerId }, { sellerId: callerId }] },
    select: { id: true, sellerId: true },
  });
  if (!order) throw notFound("Order");
  return order.sellerId === callerId ? sellerRefund(order.id, input) : refundPurchase(callerId, order.id, input);
}

/** Locks the order's row in the caller's transaction and reads it: refunds, requests and access wait on this row. */
async function lockOrder(tx: DbTx, orderId: string) {
  await tx.$queryRaw`SELECT 1 FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
  return tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { refundRequest: { select: { status: true } }, product: { select: { refundPolicy: true } } },
  });
}

async function inRefundTransaction<T>(orderId: string, fn: (tx: DbTx) => Promise<T>): Promise<T> {
  const client = await db();
  try {
    return await client.$transaction(fn, TX_OPTIONS);
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyRefunded(orderId);
    throw err;
  }
}

/**
 * The seller refunds their sale, in full or in part, at any time and always at once: no window, no policy. A full
 * refund also settles a pending refund request of the order (approved by the seller).
 */
async function sellerRefund(orderId: string, input: RefundInput): Promise<RefundResponse> {
  return inRefundTransaction(orderId, async (tx) => {
    const locked: RefundableOrder = await lockOrder(tx, orderId);
    const refund = await refundLockedOrder(tx, locked, optionsOf(input));
    if (refund.orderStatus === "refunded") await approvePendingOnFullRefund(tx, orderId);
    return { outcome: "refunded" as const, ...refund };
  });
}

/**
 * The buyer asks within REFUND_WINDOW_DAYS, for all that is left or a part (`amount`). Before any access to the
 * content the refund is immediate, and may be repeated up to the order's amount; after it, the product's refund
 * policy decides (docs/decisions/025-refund-policy-after-access.md): `always` refunds, `seller_review` opens the
 * order's one refund request, `before_access` refuses. The order row is locked for the decision, so an access
 * racing the refund is either seen here or refused for a refunded order, and concurrent refunds add up to at
 * most the order's amount.
 */
export async function refundPurchase(buyerId: string, orderId: string, input: RefundInput): Promise<RefundResponse> {
  const client = await db();
  const order = await client.order.findFirst({ where: { id: orderId, buyerId }, select: { id: true, status: true, createdAt: true } });
  if (!order) throw notFound("Order");
  if (order.status === "REFUNDED") throw alreadyRefunded(order.id);
  if (refundDeadline(order.createdAt).getTime() <= Date.now()) {
    throw new AppError("VALIDATION_ERROR", `Refunds are possible within ${REFUND_WINDOW_DAYS} days of purchase`, {
      reason: "refund_window_closed",
      orderId: order.id,
      refundableUntil: refundDeadline(order.createdAt).toISOString(),
    });
  }
  const options = optionsOf(input);
  return inRefundTransaction(order.id, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked.status === "REFUNDED") throw alreadyRefunded(order.id);
    if (locked.refundRequest?.status === "PENDING") {
      throw new AppError("VALIDATION_ERROR", "A refund request for this order is waiting for the seller's answer", {
        reason: "refund_requested",
        orderId: order.id,
      });
    }
    if (locked.refundRequest?.status === "DECLINED") {
      throw new AppError("VALIDATION_ERROR", "The seller declined the refund of this order", {
        reason: "refund_declined",
        orderId: order.id,
      });
    }
    if (locked.refundRequest?.status === "APPROVED") {
      throw new AppError("VALIDATION_ERROR", "This order's refund request was already answered", {
        reason: "refund_request_decided",
        orderId: order.id,
      });
    }
    const accessed = firstAccess(locked);
    const policy = locked.product.refundPolicy;
    if (!accessed || policy === "ALWAYS") {
      return { outcome: "refunded" as const, ...(await refundLockedOrder(tx, locked, options)) };
    }
    if (policy === "BEFORE_ACCESS") {
      throw new AppError(
        "VALIDATION_ERROR",
        "This product is refundable only before its content is accessed; you have downloaded, run or read it",
        { reason: "content_accessed", orderId: order.id, refundPolicy: POLICY_WORDS[policy], accessedAt: accessed.toISOString() },
      );
    }
    // The request asks for a part that fits now; its approval refunds at most what is left then.
    refundAmountOrThrow(locked, options.amountCents);
    const refundRequest = await openRefundRequest(tx, locked, { ...input, amountCents: options.amountCents });
    return { outcome: "requested" as const, orderId: order.id, orderStatus: "completed" as const, refundRequest };
  });
}
