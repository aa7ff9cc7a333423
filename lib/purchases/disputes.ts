import { randomBytes } from "node:crypto";
import { db, type DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { paymentsMode } from "@/lib/payments/mode";
import { emitEvent } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import { toAmount } from "@/lib/money";
import { hideReviewOnRefund } from "@/lib/catalog/reviews";
import { revokeLicenseTx } from "@/lib/licenses/issue";
import { mcpListsChanged } from "@/lib/mcp/list-changes";
import { TX_OPTIONS } from "@/lib/purchases/errors";
import { queueDisputeMail } from "@/lib/purchases/purchase-mail";

// Card disputes (chargebacks) of an order's charge (docs/payments.md#disputes). Opening one freezes the buyer's
// access and holds the seller's share out of their balance with a DISPUTE ledger entry; closing it won releases
// the share and restores access; lost keeps the share out for good and ends access and the license key. Each
// step runs once under the order's row lock, whatever the number of deliveries of the event behind it.

export type DisputeOutcome = "won" | "lost";

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

async function lockOrder(tx: DbTx, orderId: string) {
  await tx.$queryRaw`SELECT 1 FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
  return tx.order.findUnique({ where: { id: orderId } });
}

function disputeData(order: NonNullable<LockedOrder>, status: "open" | DisputeOutcome, heldCents: number) {
  return {
    dispute: {
      id: order.disputeRef!,
      orderId: order.id,
      productId: order.productId,
      status,
      reason: order.disputeReason ?? "general",
      amount: toAmount(order.amountCents - order.refundedCents),
      heldAmount: toAmount(heldCents),
      currency: order.currency,
    },
  };
}

/**
 * A dispute was opened on the order's charge: the order reads `disputed`, the buyer's access (downloads, runs, MCP,
 * license key) stops, and what the seller still has of the sale is held: a DISPUTE entry of minus that share.
 */
export async function openDispute(orderId: string, input: { disputeRef: string; reason: string }): Promise<string> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return "unknown order";
    if (order.disputeRef === input.disputeRef) return "dispute already recorded";
    if (order.disputeRef && order.disputeStatus === "open") return "another dispute is open";
    const held = Math.max(order.sellerNetCents - order.refundedNetCents, 0);
    const now = new Date();
    await tx.order.update({
      where: { id: order.id },
      data: {
        ...(order.status === "COMPLETED" ? { status: "DISPUTED" as const } : {}),
        disputeRef: input.disputeRef,
        disputeStatus: "open",
        disputeReason: input.reason,
        disputeHeldCents: held,
        disputedAt: now,
        disputeClosedAt: null,
      },
    });
    if (held > 0) {
      await tx.ledgerEntry.create({
        data: {
          id: newId("led"),
          userId: order.sellerId,
          kind: "DISPUTE",
          amountCents: -held,
          currency: order.currency,
          orderId: order.id,
        },
      });
    }
    await mcpListsChanged(tx, order.buyerId);
    await emitEvent(tx, {
      type: "dispute.created",
      accountIds: [order.buyerId, order.sellerId],
      data: disputeData({ ...order, disputeRef: input.disputeRef, disputeReason: input.reason }, "open", held),
    });
    await queueDisputeMail(tx, {
      orderId: order.id,
      sellerId: order.sellerId,
      productId: order.productId,
      step: { opened: { reason: input.reason, amountCents: order.amountCents - order.refundedCents } },
      heldCents: held,
      currency: order.currency,
      at: now,
    });
    return "dispute opened";
  }, TX_OPTIONS);
}

/**
 * The dispute was decided. Won: the held share is credited back (a DISPUTE entry of plus the share) and access
 * returns. Lost: the hold stays (the bank gave the money back to the buyer), access ends for good (the buyer may buy
 * again) and the license key is revoked.
 */
export async function closeDispute(orderId: string, input: { disputeRef: string; outcome: DisputeOutcome }): Promise<string> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.disputeRef !== input.disputeRef) return "unknown dispute";
    if (order.disputeStatus !== "open") return "dispute already closed";
    const now = new Date();
    const won = input.outcome === "won";
    await tx.order.update({
      where: { id: order.id },
      data: {
        disputeStatus: input.outcome,
        disputeClosedAt: now,
        ...(won && order.status === "DISPUTED" ? { status: "COMPLETED" as const } : {}),
        ...(won ? {} : { activeKey: null }),
      },
    });
    if (won && order.disputeHeldCents > 0) {
      await tx.ledgerEntry.create({
        data: {
          id: newId("led"),
          userId: order.sellerId,
          kind: "DISPUTE",
          amountCents: order.disputeHeldCents,
          currency: order.currency,
          orderId: order.id,
          refundId: `release:${input.disputeRef}`,
        },
      });
    }
    if (!won) {
      await revokeLicenseTx(tx, { orderId: order.id }, "dispute_lost");
      await hideReviewOnRefund(tx, order.buyerId, order.productId);
    }
    await mcpListsChanged(tx, order.buyerId);
    await emitEvent(tx, {
      type: "dispute.closed",
      accountIds: [order.buyerId, order.sellerId],
      data: disputeData(order, input.outcome, won ? 0 : order.disputeHeldCents),
    });
    await queueDisputeMail(tx, {
      orderId: order.id,
      sellerId: order.sellerId,
      productId: order.productId,
      step: { closed: input.outcome },
      heldCents: order.disputeHeldCents,
      currency: order.currency,
      at: now,
    });
    return won ? "dispute won" : "dispute lost";
  }, TX_OPTIONS);
}

/**
 * Test mode has no bank to open disputes, so the operator opens and closes them by hand (`npm run admin --
 * disputes:open|disputes:close`), through the same two steps a Stripe event takes. With Stripe on, disputes come
 * only from Stripe's events, and these refuse.
 */
export async function openDisputeByOperator(orderId: string, reason = "general"): Promise<{ outcome: string; disputeRef: string }> {
  if (paymentsMode().provider === "stripe")
    throw new AppError("VALIDATION_ERROR", "With Stripe on, disputes come from Stripe's events only");
  const disputeRef = `dp_test_${randomBytes(8).toString("hex")}`;
  return { outcome: await openDispute(orderId, { disputeRef, reason }), disputeRef };
}

export async function closeDisputeByOperator(orderId: string, outcome: DisputeOutcome): Promise<string> {
  if (paymentsMode().provider === "stripe")
    throw new AppError("VALIDATION_ERROR", "With Stripe on, disputes come from Stripe's events only");
  const order = await (await db()).order.findUnique({ where: { id: orderId }, select: { disputeRef: true } });
  if (!order?.disputeRef) return "no dispute on this order";
  return closeDispute(orderId, { disputeRef: order.disputeRef, outcome });
}
