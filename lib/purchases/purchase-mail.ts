import type { DbTx } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format/dates";
import { formatMinorUnits } from "@/lib/format/money";
import { linkTo } from "@/lib/accounts/account-links";
import { queueMail } from "@/lib/mail/outbox";
import { mailedReceipt, receiptOf } from "@/lib/purchases/receipt";
import { renderReceiptPdf } from "@/lib/purchases/receipt-pdf";
import { purchaseInclude } from "@/lib/purchases/views";
import { disputeReasonText } from "@/lib/purchases/dispute-words";

const money = (cents: number, currency: string) => `${formatMinorUnits(cents, currency)} ${currency.toUpperCase()}`;

/**
 * The buyer's receipt (with the receipt PDF attached) and the seller's sale notice, written to the outbox in the
 * purchase's transaction. A seller on the daily digest (User.saleNotices DAILY) gets the sale in the next day's mail
 * (lib/purchases/sale-digest.ts) instead.
 */
export async function queuePurchaseMail(
  tx: DbTx,
  order: {
    id: string;
    buyerId: string;
    sellerId: string;
    productId: string;
    productTitle: string;
    amountCents: number;
    sellerNetCents: number;
    currency: string;
    card: string;
    at: Date;
    /** The purchase issued a license key (lib/licenses/issue.ts): the receipt points to the order page for it. */
    hasLicenseKey: boolean;
  },
): Promise<void> {
  const people = await tx.user.findMany({
    where: { id: { in: [order.buyerId, order.sellerId] } },
    select: { id: true, name: true, email: true, saleNotices: true },
  });
  const buyer = people.find((p) => p.id === order.buyerId);
  const seller = people.find((p) => p.id === order.sellerId);
  const at = formatDateTime(order.at);
  const amount = money(order.amountCents, order.currency);
  if (buyer) {
    // The PDF of the order as committed here: the lines of GET /purchases/{orderId}/receipt/pdf at this moment, but
    // for the license key, which the order page shows instead.
    const row = await tx.order.findUnique({ where: { id: order.id }, include: purchaseInclude });
    const pdf = row ? await renderReceiptPdf(mailedReceipt(receiptOf(row))) : null;
    await queueMail(tx, {
      kind: "purchase-receipt",
      to: buyer.email,
      userId: buyer.id,
      props: {
        name: buyer.name,
        productTitle: order.productTitle,
        amount,
        orderId: order.id,
        at,
        card: order.card,
        purchaseLink: linkTo("/dashboard/purchases"),
        runLink: linkTo(`/dashboard/run/${order.productId}`),
        downloadLink: linkTo(`/api/v1/purchases/${order.id}/download`),
        receiptLink: linkTo(`/api/v1/purchases/${order.id}/receipt/pdf`),
        licenseLink: order.hasLicenseKey ? linkTo(`/dashboard/purchases/${order.id}`) : null,
      },
      attachments: pdf ? [{ filename: `receipt-${order.id}.pdf`, contentType: "application/pdf", content: pdf }] : [],
    });
  }
  if (seller?.saleNotices === "EACH") {
    await queueMail(tx, {
      kind: "sale-notice",
      to: seller.email,
      userId: seller.id,
      props: {
        name: seller.name,
        productTitle: order.productTitle,
        amount,
        earnings: money(order.sellerNetCents, order.currency),
        at,
        salesLink: linkTo("/dashboard/sales"),
      },
    });
  }
}

/** The buyer's refund confirmation, in the refund's transaction (always sent: it is about their money). */
export async function queueRefundMail(
  tx: DbTx,
  refund: { orderId: string; buyerId: string; productId: string; amountCents: number; currency: string; at: Date },
): Promise<void> {
  const [buyer, product] = await Promise.all([
    tx.user.findUnique({ where: { id: refund.buyerId }, select: { id: true, name: true, email: true } }),
    tx.product.findUnique({ where: { id: refund.productId }, select: { title: true } }),
  ]);
  if (!buyer || !product) return;
  await queueMail(tx, {
    kind: "refund-confirmation",
    to: buyer.email,
    userId: buyer.id,
    props: {
      name: buyer.name,
      productTitle: product.title,
      amount: money(refund.amountCents, refund.currency),
      orderId: refund.orderId,
      at: formatDateTime(refund.at),
      purchaseLink: linkTo(`/dashboard/purchases/${refund.orderId}`),
    },
  });
}

/**
 * The seller's dispute notice, in the transaction of the dispute's step: when it opens, and when it is settled (won
 * or lost). Notifications: disputes, which the seller may turn off (lib/mail/categories.ts).
 */
export async function queueDisputeMail(
  tx: DbTx,
  d: {
    orderId: string;
    sellerId: string;
    productId: string;
    step: { opened: { reason: string; amountCents: number } } | { closed: "won" | "lost" };
    heldCents: number;
    currency: string;
    at: Date;
  },
): Promise<void> {
  const [seller, product] = await Promise.all([
    tx.user.findUnique({ where: { id: d.sellerId }, select: { id: true, name: true, email: true } }),
    tx.product.findUnique({ where: { id: d.productId }, select: { title: true } }),
  ]);
  if (!seller || !product) return;
  const common = {
    name: seller.name,
    productTitle: product.title,
    orderId: d.orderId,
    held: money(d.heldCents, d.currency),
    at: formatDateTime(d.at),
    orderLink: linkTo(`/dashboard/purchases/${d.orderId}`),
    settingsLink: linkTo("/dashboard/settings"),
  };
  const base = { to: seller.email, userId: seller.id, category: "disputes" as const };
  if ("opened" in d.step) {
    const { reason, amountCents } = d.step.opened;
    await queueMail(tx, {
      ...base,
      kind: "dispute-opened",
      props: { ...common, amount: money(amountCents, d.currency), reason: disputeReasonText(reason) },
    });
  } else {
    await queueMail(tx, { ...base, kind: "dispute-closed", props: { ...common, outcome: d.step.closed } });
  }
}
