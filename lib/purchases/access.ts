import { preparedQuery, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

/**
 * The unique Order.activeKey a completed, unrefunded order holds (set on purchase, cleared on refund): at most
 * one active purchase per buyer and product, and the one index both checks below use.
 */
export const activeKeyOf = (buyerId: string, productId: string) => `${buyerId}:${productId}`;

/**
 * THE entitlement rule, as SQL every access check uses (downloads, runs, MCP, the product page, entitlements, the
 * product-update mail): the orders through which a buyer holds a product, each as (buyerId, productId, orderId,
 * status, since, via). A product is held through its own active order (`via = 'order'`), or granted by an active bundle
 * order that contains it (`via = 'bundle'`, docs/commerce.md#bundles): a bundle's refund or lost dispute clears its
 * activeKey and so ends every grant at once, while an item's own order is untouched. A disputed order still holds (its
 * access is frozen by `status`, not ended). `productId` narrows it to one product (through the unique activeKey for
 * one buyer); `buyerId` null answers every buyer holding that product.
 */
export function entitlementsSql(buyerId: string, productId?: string): Prisma.Sql;
export function entitlementsSql(buyerId: null, productId: string): Prisma.Sql;
export function entitlementsSql(buyerId: string | null, productId?: string): Prisma.Sql {
  const own =
    buyerId === null
      ? Prisma.sql`o."productId" = ${productId} AND o."activeKey" IS NOT NULL`
      : productId
        ? Prisma.sql`o."activeKey" = ${activeKeyOf(buyerId, productId)}`
        : Prisma.sql`o."buyerId" = ${buyerId} AND o."activeKey" IS NOT NULL`;
  const item = [
    ...(buyerId === null ? [] : [Prisma.sql`g."buyerId" = ${buyerId}`]),
    ...(productId === undefined ? [] : [Prisma.sql`g."productId" = ${productId}`]),
  ];
  return Prisma.sql`
    SELECT o."buyerId", o."productId", o."id" AS "orderId", o."status"::text AS "status", o."createdAt" AS "since", 'order' AS "via"
    FROM "Order" o WHERE ${own}
    UNION ALL
    SELECT g."buyerId", g."productId", o."id" AS "orderId", o."status"::text AS "status", o."createdAt" AS "since", 'bundle' AS "via"
    FROM "OrderBundleItem" g JOIN "Order" o ON o."id" = g."orderId"
    WHERE ${Prisma.join(item, " AND ")} AND g."granted" AND o."activeKey" IS NOT NULL`;
}

export type Entitlement = { buyerId: string; productId: string; orderId: string; status: string; since: Date; via: "order" | "bundle" };

/** How the buyer holds the product (its own order first, else the oldest bundle granting it); null when not held. */
export async function entitlementOf(client: DbTx, buyerId: string, productId: string): Promise<Entitlement | null> {
  const rows = await client.$queryRaw<Entitlement[]>`
    SELECT * FROM (${entitlementsSql(buyerId, productId)}) e ORDER BY e."via" DESC, e."since", e."orderId" LIMIT 1`;
  return rows[0] ?? null;
}

/** The order through which the buyer holds the product (an own order, or a bundle's), if any. */
export async function activeOrderId(client: DbTx, buyerId: string, productId: string): Promise<string | null> {
  return (await entitlementOf(client, buyerId, productId))?.orderId ?? null;
}

/** The buyer holds the product (bought, or granted by a bundle) and it has not been refunded. */
export async function hasActivePurchase(client: DbTx, buyerId: string, productId: string): Promise<boolean> {
  return (await entitlementOf(client, buyerId, productId)) !== null;
}

/** The ways a buyer gets the content: each is recorded once per order (docs/decisions/025-refund-policy-after-access.md). */
export type AccessKind = "downloaded" | "ran" | "contentRead";
const ACCESS_COLUMN = { downloaded: "downloadedAt", ran: "ranAt", contentRead: "contentReadAt" } as const;

/**
 * Marks the order through which the buyer holds the product as accessed this way (the first time only), before the
 * content is served: its own order, else the bundle orders granting it (so a bundle's refund follows its policy once
 * any of its products was reached). False when nothing holds it any more (a refund committed first), or the payment
 * is disputed (docs/payments.md#disputes): nothing may be served. The update waits on a refund holding the order's
 * row, then sees it refunded.
 */
export async function recordAccess(client: DbTx, buyerId: string, productId: string, kind: AccessKind): Promise<boolean> {
  return (await client.$queryRaw<unknown[]>(accessUpdate(buyerId, productId, kind))).length > 0;
}

/** recordAccess outside a transaction, as one prepared statement: every run and prompt read of a buyer records one. */
export async function recordAccessNow(buyerId: string, productId: string, kind: AccessKind): Promise<boolean> {
  return (await preparedQuery(accessUpdate(buyerId, productId, kind))).length > 0;
}

function accessUpdate(buyerId: string, productId: string, kind: AccessKind): Prisma.Sql {
  const column = Prisma.raw(`"${ACCESS_COLUMN[kind]}"`);
  const now = new Date().toISOString();
  const set = Prisma.sql`UPDATE "Order" SET ${column} = COALESCE(${column}, ${now}::timestamp)`;
  // One statement (so the run path can prepare it): the buyer's own order, else the bundle orders granting it.
  return Prisma.sql`
    WITH own AS (${set} WHERE "activeKey" = ${activeKeyOf(buyerId, productId)} AND "status" = 'COMPLETED' RETURNING 1),
    granted AS (
      ${set}
      WHERE NOT EXISTS (SELECT 1 FROM own)
        AND "id" IN (SELECT g."orderId" FROM "OrderBundleItem" g WHERE g."buyerId" = ${buyerId} AND g."productId" = ${productId} AND g."granted")
        AND "activeKey" IS NOT NULL AND "status" = 'COMPLETED'
      RETURNING 1)
    SELECT 1 AS "accessed" FROM own UNION ALL SELECT 1 FROM granted`;
}

/** When the order's content was first reached, by any of the three ways; null before any access. */
export function firstAccess(o: { downloadedAt: Date | null; ranAt: Date | null; contentReadAt: Date | null }): Date | null {
  const times = [o.downloadedAt, o.ranAt, o.contentReadAt].filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
