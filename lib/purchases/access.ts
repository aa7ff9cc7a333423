import type { DbTx } from "@/lib/db/client";

/** The buyer holds a purchase of the product that has not been refunded. */
export async function hasActivePurchase(client: DbTx, buyerId: string, productId: string): Promise<boolean> {
  const order = await client.order.findFirst({
    where: { buyerId, productId, status: "COMPLETED" },
    select: { id: true },
  });
  return order !== null;
}
