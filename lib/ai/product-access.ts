import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/db/generated/client";
import { preparedQuery } from "@/lib/db/client";
import { productNotFound, viewerOfOrThrow } from "@/lib/catalog/access";
import { entitlementsSql, recordAccessNow } from "@/lib/purchases/access";
import type { ProductStatus, ProductType } from "@/lib/db/generated/enums";

/** What running a product needs of it. */
export type RunnableProduct = {
  id: string;
  authorId: string;
  title: string;
  type: ProductType;
  status: ProductStatus;
  compatibility: string[];
  version: string;
  content: string;
};

/**
 * The product if the caller may run it: its author (unless deleted), or a buyer whose purchase is not refunded,
 * whatever became of the product since. One the caller cannot see is PRODUCT_NOT_FOUND (the catalog's rule);
 * one they can see but have not bought (or had refunded) is UNAUTHORIZED. Every run starts here, so the product and
 * the purchase are read in one prepared statement (ADR 019).
 */
export async function runnableProductOrThrow(userId: string, productId: string, type?: ProductType, path = "productId") {
  const [row] = await preparedQuery<RunnableProduct & { bought: boolean }>(Prisma.sql`
    SELECT p."id", p."authorId", p."title", p."type"::text AS "type", p."status"::text AS "status", p."compatibility",
      p."version", p."content", EXISTS (SELECT 1 FROM (${entitlementsSql(userId, productId)}) e WHERE e."status" = 'COMPLETED') AS "bought"
    FROM "Product" p WHERE p."id" = ${productId}`);
  if (!row) throw productNotFound();
  const { bought, ...product } = row;
  if (viewerOfOrThrow(product, userId, bought) === "visitor") {
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

/**
 * A buyer's run delivers the content (to their own provider key), so it counts as access before the provider is
 * called; a refund that committed since the product was read ends the run here.
 */
export async function recordRunAccessOrThrow(userId: string, product: Pick<RunnableProduct, "id" | "authorId">): Promise<void> {
  if (userId === product.authorId) return;
  if (await recordAccessNow(userId, product.id, "ran")) return;
  throw new AppError("UNAUTHORIZED", "Only the author or a buyer with an active (not refunded) purchase may run this product", {
    productId: product.id,
  });
}
