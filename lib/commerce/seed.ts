import { db } from "@/lib/db/client";
import { addPaymentMethod } from "@/lib/payments/payment-methods";
import { createPurchase } from "@/lib/purchases/create-purchase";
import { refundPurchase } from "@/lib/purchases/refund-purchase";
import { createDiscount } from "@/lib/discounts/discounts";

/** Demo orders: the demo buyer gets a test card and buys a few published products; one is refunded. */
export async function seedCommerce(): Promise<void> {
  const client = await db();
  // A welcome code on the demo seller's products, so the Discounts page and the buy panel have one to show.
  const seller = await client.user.findUnique({ where: { email: "seller@demo.test" }, select: { id: true } });
  if (seller && (await client.discount.count({ where: { sellerId: seller.id } })) === 0) {
    await createDiscount(seller.id, { code: "WELCOME10", type: "percentage", basisPoints: 1000 });
  }
  const buyer = await client.user.findUnique({ where: { email: "buyer@demo.test" } });
  if (!buyer) return;
  const products = await client.product.findMany({
    where: { status: "PUBLISHED", authorId: { not: buyer.id } },
    orderBy: { createdAt: "asc" },
    take: 4,
    select: { id: true },
  });
  if (products.length === 0) return;
  if ((await client.paymentMethod.count({ where: { userId: buyer.id } })) === 0) {
    await addPaymentMethod(buyer.id, { providerRef: "pm_card_visa" });
    await addPaymentMethod(buyer.id, { providerRef: "pm_card_mastercard" });
  }
  // The seed never serves these orders' links, so the base URL is only a placeholder.
  const orders = [];
  for (const p of products) orders.push(await createPurchase(buyer.id, { productId: p.id }, "/api/v1"));
  await refundPurchase(buyer.id, orders[orders.length - 1].orderId, { reason: "accidental", details: "Demo refund" });
}
