import { Prisma } from "@/lib/db/generated/client";
import { preparedQuery } from "@/lib/db/client";

/**
 * Whether the caller has written any product that is not deleted: sellers get the seller tools (docs/mcp.md#what-a-seller-sees).
 * A prepared statement: every MCP request asks.
 */
export async function hasProducts(userId: string): Promise<boolean> {
  const rows = await preparedQuery<{ one: number }>(
    Prisma.sql`SELECT 1 AS one FROM "Product" WHERE "authorId" = ${userId} AND "status" <> 'DELETED' LIMIT 1`,
  );
  return rows.length > 0;
}
