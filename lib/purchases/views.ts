import { z } from "zod";
import { toAmount } from "@/lib/money";
import { purchaseUrls } from "@/lib/purchases/urls";
import { firstAccess } from "@/lib/purchases/access";
import { policyOut } from "@/lib/catalog/refund-policy";
import { REFUND_POLICIES, REFUND_POLICY_DESCRIPTION } from "@/lib/purchases/refund-input";
import type { Prisma } from "@/lib/db/generated/client";
import { orderDiscount } from "@/lib/discounts/schemas";
import { bundleOut, orderBundle } from "@/lib/purchases/bundle-order";
import { orderLicenseView } from "@/lib/licenses/schemas";
import { openLicenseKey, orderLicenseOut } from "@/lib/licenses/issue";
import { disputeReasonText, disputeSummary } from "@/lib/purchases/dispute-words";
import { formatMinorUnits } from "@/lib/format/money";

export const REFUND_WINDOW_DAYS = 14;

export const purchaseInclude = {
  product: {
    select: {
      id: true,
      title: true,
      type: true,
      refundPolicy: true,
      versions: { orderBy: { seq: "desc" }, take: 1, select: { label: true, changelog: true, createdAt: true } },
    },
  },
  buyer: { select: { id: true, name: true, email: true } },
  seller: { select: { id: true, name: true } },
  charge: { select: { cardBrand: true, cardLast4: true } },
  refunds: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  refundRequest: true,
  license: true,
  bundleItems: { orderBy: { position: "asc" } },
} satisfies Prisma.OrderInclude;

export type PurchaseRow = Prisma.OrderGetPayload<{ include: typeof purchaseInclude }>;

const refundItem = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
});

const links = z.object({ downloadUrl: z.string(), receipt: z.object({ url: z.string(), pdf: z.string() }) });

export const purchaseView = z.object({
  orderId: z.string(),
  status: z.enum(["completed", "refunded", "disputed"]).meta({
    description:
      "disputed: the buyer's bank is disputing the payment (open), or the dispute was lost; access is paused (docs/payments.md#disputes)",
  }),
  amount: z.number().meta({ description: "What was paid: listPrice less the bundle credit and the discount" }),
  currency: z.string(),
  listPrice: z
    .number()
    .meta({ description: "The product's price before any discount; with priceMode pay_what_you_want, the amount the buyer named" }),
  priceMode: z.enum(["fixed", "pay_what_you_want"]),
  discount: orderDiscount,
  bundle: orderBundle,
  product: z.object({ id: z.string(), title: z.string(), type: z.string() }),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string().optional() }),
  seller: z.object({ id: z.string(), name: z.string() }),
  /** The card paid with: the buyer's view only (null for the seller). */
  /** The card paid with: the buyer's view only (null in the seller's). */
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
  refundedAmount: z.number().meta({ description: "Refunded so far, by all the order's refunds" }),
  refundableAmount: z.number().meta({ description: "Left to refund" }),
  refunds: z.array(refundItem).meta({ description: "Each refund of the order, full or partial, oldest first" }),
  refund: refundItem.nullable().meta({ description: "The latest refund (kept for clients written before partial refunds); see refunds" }),
  hasAccess: z.boolean().meta({ description: "The buyer may use the content: until fully refunded, unless a refund revoked access" }),
  refundPolicy: z.enum(REFUND_POLICIES).meta({ description: REFUND_POLICY_DESCRIPTION }),
  accessedAt: z.string().nullable().meta({ description: "When the buyer first downloaded, ran or read the content; null before" }),
  refundRequest: z
    .object({
      id: z.string(),
      status: z.enum(["pending", "approved", "declined"]),
      reason: z.string(),
      details: z.string().nullable(),
      declineReason: z.string().nullable(),
      createdAt: z.string(),
      autoApproveAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable()
    .meta({ description: "A refund asked for after access, for the seller to answer" }),
  license: orderLicenseView,
  dispute: z
    .object({
      id: z.string(),
      status: z.enum(["open", "won", "lost"]),
      reason: z.string(),
      reasonText: z.string().meta({ description: "The bank's reason in plain words" }),
      summary: z.string().meta({ description: "What the dispute means for this order, in plain words, for the viewer" }),
      heldAmount: z.number().meta({ description: "The seller's share held (open) or lost (lost); 0 once won" }),
      openedAt: z.string(),
      closedAt: z.string().nullable(),
    })
    .nullable()
    .meta({ description: "A card dispute (chargeback) of the payment; null without one" }),
  /** Buyer's view only. */
  licenseKey: z.string().nullable().optional().meta({ description: "Buyer's view only: the order's license key itself; null without one" }),
  /** Buyer's view only. */
  refundableUntil: z.string().nullable().optional(),
  /** Buyer's view only: what asking for a refund now does. */
  refundMode: z
    .enum(["immediate", "request"])
    .nullable()
    .optional()
    .meta({ description: "immediate: refunded at once; request: the seller reviews it; null: no refund possible now" }),
  downloadUrl: z.string().optional(),
  receipt: links.shape.receipt.optional(),
  /** Buyer's view of an active purchase: the latest version, when it was released after the purchase. */
  update: z.object({ version: z.string(), changelog: z.string(), releasedAt: z.string() }).nullable().optional(),
  /** Seller's view only: where the money went. */
  breakdown: z.object({ platformFee: z.number(), referralFee: z.number(), sellerNet: z.number() }).optional(),
});
export type PurchaseView = z.infer<typeof purchaseView>;

function disputeOut(o: PurchaseRow, asBuyer: boolean): PurchaseView["dispute"] {
  if (!o.disputeRef || !o.disputeStatus || !o.disputedAt) return null;
  const status = o.disputeStatus as "open" | "won" | "lost";
  return {
    id: o.disputeRef,
    status,
    reason: o.disputeReason ?? "general",
    reasonText: disputeReasonText(o.disputeReason),
    summary: disputeSummary(status, asBuyer, formatMinorUnits(o.disputeHeldCents, o.currency)),
    heldAmount: toAmount(status === "won" ? 0 : o.disputeHeldCents),
    openedAt: o.disputedAt.toISOString(),
    closedAt: o.disputeClosedAt?.toISOString() ?? null,
  };
}

export function refundDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REFUND_WINDOW_DAYS * 86_400_000);
}

/** One mapper for both sides of an order: the buyer gets links; the seller gets the split but not the buyer's email. */
const REQUEST_STATUS = { PENDING: "pending", APPROVED: "approved", DECLINED: "declined" } as const;

export function toPurchaseView(o: PurchaseRow, viewerId: string, baseUrl: string): PurchaseView {
  const asBuyer = o.buyerId === viewerId;
  const accessed = firstAccess(o);
  const refunds = o.refunds.map((r) => ({
    id: r.id,
    amount: toAmount(r.amountCents),
    reason: r.reason,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
  const view: PurchaseView = {
    orderId: o.id,
    status: o.status === "COMPLETED" ? "completed" : o.status === "DISPUTED" ? "disputed" : "refunded",
    amount: toAmount(o.amountCents),
    currency: o.currency,
    listPrice: toAmount(o.listPriceCents),
    priceMode: o.priceMode === "PAY_WHAT_YOU_WANT" ? "pay_what_you_want" : "fixed",
    discount: o.discountCode ? { code: o.discountCode, amount: toAmount(o.discountCents) } : null,
    bundle: o.bundleItems.length
      ? bundleOut(o.bundleCreditCents, o.bundleItems, asBuyer && o.status === "COMPLETED" ? { baseUrl, orderId: o.id } : undefined)
      : null,
    product: { id: o.product.id, title: o.product.title, type: o.product.type },
    buyer: asBuyer ? o.buyer : { id: o.buyer.id, name: o.buyer.name },
    seller: o.seller,
    // The buyer's card is the buyer's: the seller sees only that the order was paid.
    // The card is the buyer's: the seller learns only that the order was paid.
    paymentMethod: asBuyer && o.charge ? { brand: o.charge.cardBrand, last4: o.charge.cardLast4 } : null,
    createdAt: o.createdAt.toISOString(),
    refundedAt: o.refundedAt?.toISOString() ?? null,
    refundedAmount: toAmount(o.refundedCents),
    refundableAmount: toAmount(o.status === "COMPLETED" ? o.amountCents - o.refundedCents : 0),
    refunds,
    refund: refunds.length ? refunds[refunds.length - 1] : null,
    hasAccess: o.activeKey !== null && o.status === "COMPLETED",
    refundPolicy: policyOut(o.product.refundPolicy),
    accessedAt: accessed?.toISOString() ?? null,
    refundRequest: o.refundRequest
      ? {
          id: o.refundRequest.id,
          status: REQUEST_STATUS[o.refundRequest.status],
          reason: o.refundRequest.reason,
          details: o.refundRequest.details,
          declineReason: o.refundRequest.declineReason,
          createdAt: o.refundRequest.createdAt.toISOString(),
          autoApproveAt: o.refundRequest.dueAt.toISOString(),
          decidedAt: o.refundRequest.decidedAt?.toISOString() ?? null,
        }
      : null,
    license: orderLicenseOut(o.license),
    dispute: disputeOut(o, asBuyer),
  };
  if (asBuyer) {
    view.licenseKey = o.license ? openLicenseKey(o.license) : null;
    const deadline = refundDeadline(o.createdAt);
    // One refund question per order: a request (pending, declined or approved) closes it.
    const mode =
      !accessed || o.product.refundPolicy === "ALWAYS" ? "immediate" : o.product.refundPolicy === "SELLER_REVIEW" ? "request" : null;
    const open = o.status === "COMPLETED" && deadline.getTime() > Date.now() && !o.refundRequest && mode !== null;
    view.refundableUntil = open ? deadline.toISOString() : null;
    view.refundMode = open ? mode : null;
    Object.assign(view, purchaseUrls(baseUrl, o.id));
    const latest = o.product.versions[0];
    view.update =
      o.status === "COMPLETED" && latest && latest.createdAt > o.createdAt
        ? { version: latest.label, changelog: latest.changelog, releasedAt: latest.createdAt.toISOString() }
        : null;
  } else {
    view.breakdown = {
      platformFee: toAmount(o.feeCents),
      referralFee: toAmount(o.referralCents),
      sellerNet: toAmount(o.sellerNetCents),
    };
  }
  return view;
}
