import { Prisma } from "@/lib/db/generated/client";
import { db, preparedQuery } from "@/lib/db/client";
import { entitlementsSql } from "@/lib/purchases/access";
import { placeholdersOf } from "@/lib/ai/placeholders";
import { isCompatible, type Provider } from "@/lib/ai/providers";
import type { ProductType } from "@/lib/db/generated/enums";

/** A product the caller holds an active (completed, not refunded) purchase of, as the MCP server shows it. */
export type OwnedProduct = {
  id: string;
  orderId: string;
  title: string;
  description: string;
  type: ProductType;
  version: string;
  content: string;
  compatibility: string[];
};

/**
 * The products the caller holds (bought, or granted by a bundle: lib/purchases/access.ts), newest first, read on every
 * MCP request (docs/mcp.md#what-a-buyer-sees): a refund clears the order's activeKey in its own transaction, so the
 * next request no longer sees the product (nor a refunded bundle's products).
 */
export async function ownedProducts(userId: string): Promise<OwnedProduct[]> {
  return preparedQuery<OwnedProduct>(Prisma.sql`
    SELECT x."id", x."orderId", x."title", x."description", x."type", x."version", x."content", x."compatibility"
    FROM (
      SELECT DISTINCT ON (p."id") p."id", e."orderId", e."since", p."title", p."description", p."type"::text AS "type", p."version",
        p."content", p."compatibility"
      FROM (${entitlementsSql(userId)}) e JOIN "Product" p ON p."id" = e."productId"
      WHERE p."type" <> 'BUNDLE'
      ORDER BY p."id", e."via" DESC, e."since"
    ) x
    ORDER BY x."since" DESC, x."id" DESC`);
}

/** The arguments of a prompt product: its `{{name}}` placeholders, in order of first use. */
export const promptArguments = (p: Pick<OwnedProduct, "content">) => placeholdersOf(p.content);

/**
 * The stored provider key a run uses when the caller names none: the newest of the caller's keys whose provider the
 * product supports (null when there is none).
 */
export async function defaultProviderKeyId(userId: string, compatibility: string[]): Promise<string | null> {
  const client = await db();
  const keys = await client.providerKey.findMany({
    where: { userId },
    select: { id: true, provider: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return keys.find((k) => isCompatible(compatibility, k.provider as Provider))?.id ?? null;
}
