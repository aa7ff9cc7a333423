import { AppError } from "@/lib/errors";
import { db } from "@/lib/db/client";
import { findVisibleProductOrThrow } from "@/lib/catalog/access";
import type { ProductType } from "@/lib/db/generated/enums";

/**
 * The product if the caller may run it: its author (unless deleted), or a buyer whose purchase is not refunded,
 * whatever became of the product since. One the caller cannot see is PRODUCT_NOT_FOUND (the catalog's rule);
 * one they can see but have not bought (or had refunded) is UNAUTHORIZED.
 */
export async function runnableProductOrThrow(userId: string, productId: string, type?: ProductType, path = "productId") {
  const { product, viewer } = await findVisibleProductOrThrow(await db(), productId, userId);
  if (viewer === "visitor") {
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
