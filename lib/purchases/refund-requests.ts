import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { emitEvent } from "@/lib/events/emit";
import { pageFields } from "@/lib/pagination";
import { toAmount } from "@/lib/money";
import { TX_OPTIONS } from "@/lib/purchases/errors";
import { refundableCents, refundLockedOrder } from "@/lib/purchases/refund-order";

/** How long a seller has to answer a refund request before it is approved (docs/decisions/025-refund-policy-after-access.md). */
export const REFUND_REVIEW_DAYS = 7;
/** Every hour on the hour: the job that approves requests past their due time (inngest/functions/refund-requests.ts). */
export const REFUND_REQUEST_CRON = "0 * * * *";

const STATUS_OUT = { PENDING: "pending", APPROVED: "approved", DECLINED: "declined" } as const;

export const refundRequestView = z
  .object({
    id: z.string(),
    orderId: z.string(),
    status: z.enum(["pending", "approved", "declined"]),
    amount: z.number().meta({ description: "The part asked for; for a request of all that is left, what is left now" }),
    currency: z.string(),
    product: z.object({ id: z.string(), title: z.string() }),
    buyer: z.object({ id: z.string(), name: z.string() }),
    reason: z.string(),
    details: z.string().nullable(),
    declineReason: z.string().nullable(),
    createdAt: z.string(),
    autoApproveAt: z.string().meta({ description: `Approved then if the seller has not answered (${REFUND_REVIEW_DAYS} days)` }),
    decidedAt: z.string().nullable(),
    decidedBy: z.enum(["seller", "auto"]).nullable(),
  })
  .meta({ id: "RefundRequest" });
export type RefundRequestView = z.infer<typeof refundRequestView>;

const include = {
  order: {
    select: {
      amountCents: true,
      refundedCents: true,
      status: true,
      currency: true,
      product: { select: { id: true, title: true } },
      buyer: { select: { id: true, name: true } },
    },
  },
} satisfies Prisma.RefundRequestInclude;
type Row = Prisma.RefundRequestGetPayload<{ include: typeof include }>;

export function toRefundRequestView(r: Row): RefundRequestView {
  return {
    id: r.id,
    orderId: r.orderId,
    status: STATUS_OUT[r.status],
    amount: toAmount(r.amountCents ?? Math.max(refundableCents(r.order), 0)),
    currency: r.order.currency,
    product: r.order.product,
    buyer: r.order.buyer,
    reason: r.reason,
    details: r.details,
    declineReason: r.declineReason,
    createdAt: r.createdAt.toISOString(),
    autoApproveAt: r.dueAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy === "seller" || r.decidedBy === "auto" ? r.decidedBy : null,
  };
}

/** Opens the request in the refund's transaction (the order row is locked) and tells buyer and seller. */
export async function openRefundRequest(
  tx: DbTx,
  order: { id: string; buyerId: string; sellerId: string; productId: string; amountCents: number; currency: string },
  input: { reason: string; details?: string | null; amountCents?: number | null },
): Promise<RefundRequestView> {
  const now = new Date();
  const row = await tx.refundRequest.create({
    data: {
      id: newId("rr"),
      orderId: order.id,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      amountCents: input.amountCents ?? null,
      reason: input.reason,
      details: input.details ?? null,
      dueAt: new Date(now.getTime() + REFUND_REVIEW_DAYS * 86_400_000),
      createdAt: now,
    },
    include,
  });
  const view = toRefundRequestView(row);
  await emitEvent(tx, {
    type: "refund.requested",
    accountIds: [order.buyerId, order.sellerId],
    data: {
      refundRequest: {
        ...eventCore(view),
        reason: view.reason,
        autoApproveAt: view.autoApproveAt,
      },
    },
  });
  return view;
}

/** What refund.requested and refund.declined both say of the request (lib/events/event-schemas.ts). */
function eventCore(view: RefundRequestView) {
  return { id: view.id, orderId: view.orderId, productId: view.product.id, amount: view.amount, currency: view.currency };
}

export const listRefundRequestsQuery = z.object({
  ...pageFields,
  status: z.enum(["pending", "approved", "declined", "all"]).default("all").meta({ description: "Filter by state" }),
});
export type ListRefundRequestsQuery = z.infer<typeof listRefundRequestsQuery>;

const STATUS_IN = { pending: "PENDING", approved: "APPROVED", declined: "DECLINED" } as const;

/** The seller's refund requests, newest first. */
export async function listRefundRequests(sellerId: string, q: ListRefundRequestsQuery) {
  const client = await db();
  const where = { sellerId, ...(q.status === "all" ? {} : { status: STATUS_IN[q.status] }) };
  const [rows, total] = await Promise.all([
    client.refundRequest.findMany({
      where,
      include,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    client.refundRequest.count({ where }),
  ]);
  return { items: rows.map(toRefundRequestView), meta: { page: q.page, limit: q.limit, total } };
}

export const requestIdParams = z.object({ requestId: z.string().min(1).max(64) });
export const declineRefundRequestInput = z.strictObject({
  reason: z.string().trim().max(1000).optional().meta({ description: "Shown to the buyer" }),
});

const alreadyDecided = (status: string) =>
  new AppError("VALIDATION_ERROR", `This refund request was already ${status}`, { reason: "refund_request_decided", status });

/**
 * Locks the request's order (the same row a refund and an access lock) and hands the pending request to `decide`.
 * Another seller's request, or an unknown id, is 404.
 */
async function decide<T>(sellerId: string | null, requestId: string, decideFn: (tx: DbTx, req: Row) => Promise<T>): Promise<T> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const found = await tx.refundRequest.findFirst({
      where: { id: requestId, ...(sellerId ? { sellerId } : {}) },
      select: { orderId: true },
    });
    if (!found) throw notFound("Refund request");
    await tx.$queryRaw`SELECT 1 FROM "Order" WHERE "id" = ${found.orderId} FOR UPDATE`;
    const req = await tx.refundRequest.findUniqueOrThrow({ where: { id: requestId }, include });
    if (req.status !== "PENDING") throw alreadyDecided(STATUS_OUT[req.status]);
    return decideFn(tx, req);
  }, TX_OPTIONS);
}

async function approveLocked(tx: DbTx, req: Row, by: "seller" | "auto"): Promise<RefundRequestView> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: req.orderId } });
  // Pending requests block the buyer's refunds, but the seller may have refunded part meanwhile: refund what was
  // asked, at most what is left (all that is left for a request without an amount).
  const left = refundableCents(order);
  const amountCents = Math.min(req.amountCents ?? left, left);
  if (amountCents > 0) await refundLockedOrder(tx, order, { reason: req.reason, details: req.details, amountCents });
  const row = await tx.refundRequest.update({
    where: { id: req.id },
    data: { status: "APPROVED", decidedAt: new Date(), decidedBy: by, amountCents },
    include,
  });
  return toRefundRequestView(row);
}

/**
 * A seller's own full refund of an order settles its pending request: approved by the seller (the caller's
 * transaction holds the order's lock).
 */
export async function approvePendingOnFullRefund(tx: DbTx, orderId: string): Promise<void> {
  await tx.refundRequest.updateMany({
    where: { orderId, status: "PENDING" },
    data: { status: "APPROVED", decidedAt: new Date(), decidedBy: "seller" },
  });
}

/** The seller approves: the buyer is refunded what they asked (purchase.refunded); a full refund ends access. */
export async function approveRefundRequest(sellerId: string, requestId: string): Promise<RefundRequestView> {
  return decide(sellerId, requestId, (tx, req) => approveLocked(tx, req, "seller"));
}

/** The seller declines: the purchase stays, the buyer is told (refund.declined); no further refund on this order. */
export async function declineRefundRequest(
  sellerId: string,
  requestId: string,
  input: z.infer<typeof declineRefundRequestInput>,
): Promise<RefundRequestView> {
  return decide(sellerId, requestId, async (tx, req) => {
    const row = await tx.refundRequest.update({
      where: { id: req.id },
      data: { status: "DECLINED", decidedAt: new Date(), decidedBy: "seller", declineReason: input.reason || null },
      include,
    });
    const view = toRefundRequestView(row);
    await emitEvent(tx, {
      type: "refund.declined",
      accountIds: [req.buyerId, req.sellerId],
      data: {
        refundRequest: {
          ...eventCore(view),
          declineReason: view.declineReason,
        },
      },
    });
    return view;
  });
}

/** The scheduled job's work: every request unanswered past its due time is approved, one transaction each. */
export async function approveDueRefundRequests(now: Date = new Date()): Promise<{ approved: string[] }> {
  const due = await (
    await db()
  ).refundRequest.findMany({
    where: { status: "PENDING", dueAt: { lte: now } },
    select: { id: true },
    orderBy: { dueAt: "asc" },
    take: 500,
  });
  const approved: string[] = [];
  for (const { id } of due) {
    try {
      await decide(null, id, (tx, req) => approveLocked(tx, req, "auto"));
      approved.push(id);
    } catch (err) {
      // Decided by its seller meanwhile: nothing left to do for this one.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return { approved };
}
