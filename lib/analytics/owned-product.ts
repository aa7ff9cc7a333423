import { AppError } from "@/lib/errors";
import { db } from "@/lib/db/client";

/** Another seller's product looks exactly like a missing one: 404 PRODUCT_NOT_FOUND, nothing leaks. */
export async function assertOwnProduct(sellerId: string, productId: string | undefined): Promise<void> {
  const client = await db();
  if (productId === undefined) return;
  const found = await client.product.findFirst({ where: { id: productId, authorId: sellerId }, select: { id: true } });
  if (!found) throw new AppError("PRODUCT_NOT_FOUND", "Product not found", { productId });
}
