import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { hasActivePurchase } from "@/lib/purchases/access";
import type { ProductType } from "@/lib/db/generated/enums";

/**
 * The product if the caller may run it: its author, or a buyer whose purchase is not refunded.
 * A product the caller cannot see (unknown, deleted, or unpublished and not theirs) is PRODUCT_NOT_FOUND;
 * one they can see but have not bought (or had refunded) is UNAUTHORIZED.
 */
export async function runnableProductOrThrow(userId: string, productId: string, type?: ProductType, path = "productId") {
  const client = await db();
  const product = await client.product.findUnique({
    where: { id: productId },
    select: { id: true, authorId: true, type: true, status: true, content: true, compatibility: true, title: true },
  });
  if (!product || product.status === "DELETED") throw new AppError("PRODUCT_NOT_FOUND", `No product ${productId}`);
  const isAuthor = product.authorId === userId;
  const active = !isAuthor && (await hasActivePurchase(client, userId, productId));
  if (!isAuthor && !active) {
    if (product.status !== "PUBLISHED") throw new AppError("PRODUCT_NOT_FOUND", `No product ${productId}`);
    throw new AppError("UNAUTHORIZED", "Only the author or a buyer with an active (not refunded) purchase may run this product", {
      productId,
    });
  }
  if (type && product.type !== type) {
    const other = product.type === "WORKFLOW" ? "POST /ai/workflows/{workflowId}/execute" : "POST /ai/execute";
    throw new AppError("VALIDATION_ERROR", `This product is a ${product.type}; run it with ${other}`, {
      fields: [{ path, message: `Expected a ${type} product, got ${product.type}` }],
    });
  }
  return product;
}
