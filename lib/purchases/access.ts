import type { DbTx } from "@/lib/db/client";

/**
 * The unique Order.activeKey a completed, unrefunded order holds (set on purchase, cleared on refund): at most
 * one active purchase per buyer and product, and the one index both checks below use.
 */
export const activeKeyOf = (buyerId: string, productId: string) => `${buyerId}:${productId}`;

/** The buyer's active (completed, not refunded) order of the product, if any. */
export async function activeOrderId(client: DbTx, buyerId: string, productId: string): Promise<string | null> {
  const order = await client.order.findUnique({ where: { activeKey: activeKeyOf(buyerId, productId) }, select: { id: true } });
  return order?.id ?? null;
}

/** The buyer holds a purchase of the product that has not been refunded. */
export async function hasActivePurchase(client: DbTx, buyerId: string, productId: string): Promise<boolean> {
  return (await activeOrderId(client, buyerId, productId)) !== null;
}
