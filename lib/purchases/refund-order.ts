import { mcpListsChanged } from "@/lib/mcp/list-changes";
import { type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { AppError } from "@/lib/errors";
import { emitEvent } from "@/lib/events/emit";
import { paymentProvider } from "@/lib/payments/provider";
import { toAmount } from "@/lib/money";
import { alreadyRefunded, disputedOrder } from "@/lib/purchases/errors";
import { queueRefundMail } from "@/lib/purchases/purchase-mail";
import { refundShare } from "@/lib/purchases/refund-split";
import { releaseRedemption } from "@/lib/discounts/redeem";
import { hideReviewOnRefund } from "@/lib/catalog/reviews";
import { revokeLicenseTx } from "@/lib/licenses/issue";

/** The order row as the refund's transaction locked it (SELECT … FOR UPDATE, then read). */
export type RefundableOrder = {
  id: string;
  buyerId: string;
  sellerId: string;
  productId: string;
  amountCents: number;
  feeCents: number;
  sellerNetCents: number;
  referrerId: string | null;
  referralCents: number;
  refundedCents: number;
  refundedFeeCents: number;
  refundedNetCents: number;
  currency: string;
  chargeRef: string;
  discountId: string | null;
  status: "COMPLETED" | "REFUNDED" | "DISPUTED";
};

export type RefundOptions = {
  reason: string;
  details?: string | null;
  /** Cents to refund; absent or null: everything not refunded yet. */
  amountCents?: number | null;
  /** End the buyer's access now even when the refund is partial (a full refund always ends it). */
  revokeAccess?: boolean;
};

/** What is left to refund on an order. */
export const refundableCents = (o: { amountCents: number; refundedCents: number; status: string }) =>
  o.status === "COMPLETED" ? o.amountCents - o.refundedCents : 0;

/** 400 for a refund larger than what is left, naming what is left (docs/commerce.md#partial-refunds). */
export function overRefund(orderId: string, refundable: number, currency: string): AppError {
  return new AppError("VALIDATION_ERROR", `At most ${toAmount(refundable).toFixed(2)} ${currency} is left to refund on this order`, {
    reason: "exceeds_refundable",
    orderId,
    refundable: toAmount(refundable),
    currency,
    fields: [{ path: "amount", message: `At most ${toAmount(refundable).toFixed(2)}` }],
  });
}

/** The cents a refund asks for, checked against what is left: the rest when no amount is given. */
export function refundAmountOrThrow(order: RefundableOrder, amountCents: number | null | undefined): number {
  if (order.status === "DISPUTED") throw disputedOrder(order.id);
  const refundable = refundableCents(order);
  if (refundable <= 0) throw alreadyRefunded(order.id);
  const amount = amountCents ?? refundable;
  if (amount > refundable) throw overRefund(order.id, refundable, order.currency);
  return amount;
}

/**
 * The provider's refund of this part of the order. The key names the order, what was refunded before and this
 * amount, so a retry after a crash is the same refund and two different refunds never share a key.
 */
async function providerRefund(order: RefundableOrder, amountCents: number) {
  return paymentProvider().refund({
    chargeId: order.chargeRef,
    amountCents,
    idempotencyKey: `refund:${order.id}:${order.refundedCents}:${amountCents}`,
  });
}

/**
 * One refund, full or partial, of an order whose row the caller's transaction has locked: the provider refund, the
 * order's running totals (and its end of access when fully refunded, or when asked), one ledger reversal prorated
 * between the seller, the platform fee and the referrer (docs/decisions/038-refund-proration.md), and one
 * purchase.refunded carrying this refund's amount. The lock serialises refunds of the order, so together they never
 * exceed its amount (a CHECK constraint on Order is the net under it), and lets a download or a run racing it
 * either land first (and count as access) or find the access ended.
 */
export async function refundLockedOrder(
  tx: DbTx,
  order: RefundableOrder,
  input: RefundOptions,
  /** A refund the provider already made (one from the Stripe Dashboard, mirrored from charge.refunded): recorded, not made again. */
  madeByProvider?: { refundRef: string },
) {
  const amountCents = refundAmountOrThrow(order, input.amountCents);
  const share = refundShare(order, order.refundedCents, amountCents);
  const full = order.refundedCents + amountCents === order.amountCents;
  const refundRef = madeByProvider ? madeByProvider.refundRef : (await providerRefund(order, amountCents)).id;
  const now = new Date();
  const claimed = await tx.order.updateMany({
    where: { id: order.id, status: "COMPLETED", refundedCents: order.refundedCents },
    data: {
      refundedCents: { increment: amountCents },
      refundedFeeCents: { increment: share.feeCents },
      refundedNetCents: { increment: share.sellerNetCents },
      ...(full ? { status: "REFUNDED", activeKey: null, refundedAt: now } : input.revokeAccess ? { activeKey: null } : {}),
    },
  });
  if (claimed.count === 0) throw alreadyRefunded(order.id);
  if (full || input.revokeAccess) await mcpListsChanged(tx, order.buyerId);
  const refund = await tx.refund.create({
    data: {
      id: newId("re"),
      orderId: order.id,
      amountCents,
      ...share,
      reason: input.reason,
      details: input.details ?? null,
      refundRef,
      createdAt: now,
    },
  });
  // Take back what the sale credited, in proportion: one entry per account (the seller may also be the referrer).
  const reversals = new Map<string, number>([[order.sellerId, share.sellerNetCents]]);
  if (order.referrerId && share.referralCents > 0) {
    reversals.set(order.referrerId, (reversals.get(order.referrerId) ?? 0) + share.referralCents);
  }
  for (const [userId, cents] of reversals) {
    if (cents === 0) continue;
    await tx.ledgerEntry.create({
      data: {
        id: newId("led"),
        userId,
        kind: "REFUND",
        amountCents: -cents,
        currency: order.currency,
        orderId: order.id,
        refundId: refund.id,
        createdAt: now,
      },
    });
  }
  // Access ended: the buyer's review no longer shows nor counts in the rating (docs/catalog.md#reviews).
  if (full || input.revokeAccess) await hideReviewOnRefund(tx, order.buyerId, order.productId);
  // Access ends (a full refund, or revokeAccess): so does the order's license key (docs/commerce.md#license-keys).
  if (full || input.revokeAccess) await revokeLicenseTx(tx, { orderId: order.id }, full ? "refund" : "access_revoked");
  if (full) {
    await tx.$executeRaw`UPDATE "Product" SET "purchaseCount" = GREATEST("purchaseCount" - 1, 0) WHERE id = ${order.productId}`;
    // A fully refunded order gives its discount redemption back (docs/commerce.md#discount-codes).
    if (order.discountId) await releaseRedemption(order.discountId, tx);
  }
  const amount = toAmount(amountCents);
  const refundedAmount = toAmount(order.refundedCents + amountCents);
  const orderStatus = full ? ("refunded" as const) : ("completed" as const);
  await emitEvent(tx, {
    type: "purchase.refunded",
    accountIds: [order.buyerId, order.sellerId],
    data: {
      refund: { id: refund.id, orderId: order.id, amount, reason: refund.reason, currency: order.currency, refundedAmount, orderStatus },
    },
  });
  await queueRefundMail(tx, { ...order, orderId: order.id, amountCents: refund.amountCents, at: now });
  return {
    id: refund.id,
    orderId: order.id,
    amount,
    currency: order.currency,
    reason: refund.reason,
    details: refund.details,
    createdAt: refund.createdAt.toISOString(),
    orderStatus,
    refundedAmount,
    refundableAmount: toAmount(order.amountCents - order.refundedCents - amountCents),
    accessRevoked: full || input.revokeAccess === true,
  };
}
