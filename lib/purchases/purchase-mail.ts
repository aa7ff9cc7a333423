import type { DbTx } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format/dates";
import { formatMinorUnits } from "@/lib/format/money";
import { linkTo } from "@/lib/accounts/account-links";
import { queueMail } from "@/lib/mail/outbox";

const money = (cents: number, currency: string) => `${formatMinorUnits(cents, currency)} ${currency.toUpperCase()}`;

/** The buyer's receipt and the seller's sale notice, written to the outbox in the purchase's transaction. */
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
  },
): Promise<void> {
  const people = await tx.user.findMany({
    where: { id: { in: [order.buyerId, order.sellerId] } },
    select: { id: true, name: true, email: true },
  });
  const buyer = people.find((p) => p.id === order.buyerId);
  const seller = people.find((p) => p.id === order.sellerId);
  const at = formatDateTime(order.at);
  const amount = money(order.amountCents, order.currency);
  if (buyer) {
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
      },
    });
  }
  if (seller) {
    await queueMail(tx, {
      kind: "sale-notice",
      to: seller.email,
      userId: seller.id,
      category: "sales",
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
