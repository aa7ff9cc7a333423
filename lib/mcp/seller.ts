import { db } from "@/lib/db/client";

/** Whether the caller has written any product that is not deleted: sellers get the seller tools (docs/mcp.md#what-a-seller-sees). */
export async function hasProducts(userId: string): Promise<boolean> {
  const client = await db();
  const one = await client.product.findFirst({ where: { authorId: userId, status: { not: "DELETED" } }, select: { id: true } });
  return one !== null;
}
