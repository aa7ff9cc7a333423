import { z } from "zod";
import { centsToAmount } from "@/lib/purchases/money";
import { purchaseUrls } from "@/lib/purchases/urls";
import type { Prisma } from "@/lib/db/generated/client";

export const REFUND_WINDOW_DAYS = 14;

export const purchaseInclude = {
  product: {
    select: {
      id: true,
      title: true,
      type: true,
      versions: { orderBy: { seq: "desc" }, take: 1, select: { label: true, changelog: true, createdAt: true } },
    },
  },
  buyer: { select: { id: true, name: true, email: true } },
  seller: { select: { id: true, name: true } },
  charge: { select: { cardBrand: true, cardLast4: true } },
  refund: true,
} satisfies Prisma.OrderInclude;

export type PurchaseRow = Prisma.OrderGetPayload<{ include: typeof purchaseInclude }>;

const links = z.object({ downloadUrl: z.string(), receipt: z.object({ url: z.string(), pdf: z.string() }) });

export const purchaseView = z.object({
  orderId: z.string(),
  status: z.enum(["completed", "refunded"]),
  amount: z.number(),
  currency: z.string(),
  product: z.object({ id: z.string(), title: z.string(), type: z.string() }),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string().optional() }),
  seller: z.object({ id: z.string(), name: z.string() }),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
  refund: z
    .object({ id: z.string(), amount: z.number(), reason: z.string(), details: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  /** Buyer's view only. */
  refundableUntil: z.string().nullable().optional(),
  downloadUrl: z.string().optional(),
  receipt: links.shape.receipt.optional(),
  /** Buyer's view of an active purchase: the latest version, when it was released after the purchase. */
  update: z.object({ version: z.string(), changelog: z.string(), releasedAt: z.string() }).nullable().optional(),
  /** Seller's view only: where the money went. */
  breakdown: z.object({ platformFee: z.number(), referralFee: z.number(), sellerNet: z.number() }).optional(),
});
export type PurchaseView = z.infer<typeof purchaseView>;

export function refundDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REFUND_WINDOW_DAYS * 86_400_000);
}

/** One mapper for both sides of an order: the buyer gets links; the seller gets the split but not the buyer's email. */
export function toPurchaseView(o: PurchaseRow, viewerId: string, baseUrl: string): PurchaseView {
  const asBuyer = o.buyerId === viewerId;
  const view: PurchaseView = {
    orderId: o.id,
    status: o.status === "COMPLETED" ? "completed" : "refunded",
    amount: centsToAmount(o.amountCents),
    currency: o.currency,
    product: { id: o.product.id, title: o.product.title, type: o.product.type },
    buyer: asBuyer ? o.buyer : { id: o.buyer.id, name: o.buyer.name },
    seller: o.seller,
    paymentMethod: o.charge ? { brand: o.charge.cardBrand, last4: o.charge.cardLast4 } : null,
    createdAt: o.createdAt.toISOString(),
    refundedAt: o.refundedAt?.toISOString() ?? null,
    refund: o.refund
      ? {
          id: o.refund.id,
          amount: centsToAmount(o.refund.amountCents),
          reason: o.refund.reason,
          details: o.refund.details,
          createdAt: o.refund.createdAt.toISOString(),
        }
      : null,
  };
  if (asBuyer) {
    const deadline = refundDeadline(o.createdAt);
    view.refundableUntil = o.status === "COMPLETED" && deadline.getTime() > Date.now() ? deadline.toISOString() : null;
    Object.assign(view, purchaseUrls(baseUrl, o.id));
    const latest = o.product.versions[0];
    view.update =
      o.status === "COMPLETED" && latest && latest.createdAt > o.createdAt
        ? { version: latest.label, changelog: latest.changelog, releasedAt: latest.createdAt.toISOString() }
        : null;
  } else {
    view.breakdown = {
      platformFee: centsToAmount(o.feeCents),
      referralFee: centsToAmount(o.referralCents),
      sellerNet: centsToAmount(o.sellerNetCents),
    };
  }
  return view;
}
