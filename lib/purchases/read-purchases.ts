import { z } from "zod";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { purchaseInclude, toPurchaseView } from "@/lib/purchases/views";
import { pageFields } from "@/lib/pagination";

export const listPurchasesQuery = z.object({
  ...pageFields,
  status: z
    .enum(["completed", "refunded", "disputed", "all"])
    .default("all")
    .meta({
      description:
        "completed: paid and not fully refunded (partly refunded orders and won disputes included); refunded: fully refunded; " +
        "disputed: a card dispute is open or was lost (docs/payments.md#disputes); all: every order",
    }),
});
export type ListPurchasesQuery = z.infer<typeof listPurchasesQuery>;

const STATUS = { completed: "COMPLETED", refunded: "REFUNDED", disputed: "DISPUTED" } as const;

/** Orders where the user is the buyer (their purchases) or the seller (their sales), newest first. */
async function listOrders(side: "buyerId" | "sellerId", userId: string, q: ListPurchasesQuery, baseUrl: string) {
  const client = await db();
  const where = { [side]: userId, ...(q.status === "all" ? {} : { status: STATUS[q.status] }) };
  const [rows, total] = await Promise.all([
    client.order.findMany({
      where,
      include: purchaseInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    client.order.count({ where }),
  ]);
  return { items: rows.map((o) => toPurchaseView(o, userId, baseUrl)), meta: { page: q.page, limit: q.limit, total } };
}

export const listPurchases = (buyerId: string, q: ListPurchasesQuery, baseUrl: string) => listOrders("buyerId", buyerId, q, baseUrl);

export const listSales = (sellerId: string, q: ListPurchasesQuery, baseUrl: string) => listOrders("sellerId", sellerId, q, baseUrl);

/** The buyer and the product's seller may read an order; to anyone else it does not exist. */
export async function getPurchase(viewerId: string, orderId: string, baseUrl: string) {
  const client = await db();
  const order = await client.order.findFirst({
    where: { id: orderId, OR: [{ buyerId: viewerId }, { sellerId: viewerId }] },
    include: purchaseInclude,
  });
  if (!order) throw notFound("Order");
  return toPurchaseView(order, viewerId, baseUrl);
}

/** Orders only their buyer may act on (download, receipt, refund). */
export async function buyerOrderOrThrow(buyerId: string, orderId: string) {
  const client = await db();
  const order = await client.order.findFirst({ where: { id: orderId, buyerId }, include: purchaseInclude });
  if (!order) throw notFound("Order");
  return order;
}
