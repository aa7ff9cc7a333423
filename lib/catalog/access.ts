import { AppError } from "@/lib/errors";
import type { DbTx } from "@/lib/db/client";
import type { Product } from "@/lib/db/generated/client";
import { hasActivePurchase } from "@/lib/purchases/access";

export const productNotFound = () => new AppError("PRODUCT_NOT_FOUND", "Product not found");

export type Viewer = "author" | "buyer" | "visitor";

/**
 * Who may see a product: its author (until deleted), anyone while published, and buyers with an active
 * purchase whatever the status (a deletion removes it from the catalog, not from those who bought it).
 * Everyone else gets PRODUCT_NOT_FOUND, so drafts and deleted products are never revealed.
 */
export async function findVisibleProductOrThrow(
  client: DbTx,
  productId: string,
  callerId: string | null,
): Promise<{ product: Product; viewer: Viewer }> {
  const product = await client.product.findUnique({ where: { id: productId } });
  if (!product) throw productNotFound();
  const bought = callerId !== null && callerId !== product.authorId && (await hasActivePurchase(client, callerId, product.id));
  return { product, viewer: viewerOfOrThrow(product, callerId, bought) };
}

/** The rule above on a product already read with whether the caller holds an active purchase of it. */
export function viewerOfOrThrow(product: Pick<Product, "authorId" | "status">, callerId: string | null, bought: boolean): Viewer {
  if (callerId === product.authorId && product.status !== "DELETED") return "author";
  if (bought && callerId !== product.authorId) return "buyer";
  if (product.status === "PUBLISHED") return "visitor";
  throw productNotFound();
}

/** For changes: the author gets the product; someone who can see it gets 403, anyone else 404. */
export async function findOwnProductOrThrow(client: DbTx, productId: string, callerId: string): Promise<Product> {
  const { product, viewer } = await findVisibleProductOrThrow(client, productId, callerId);
  if (viewer === "author") return product;
  throw new AppError("UNAUTHORIZED", "Only the product's author may change it");
}
