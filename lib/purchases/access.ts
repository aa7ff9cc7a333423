import { preparedQuery, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

/**
 * The unique Order.activeKey a completed, unrefunded order holds (set on purchase, cleared on refund): at most
 * one active purchase per buyer and product, and the one index both checks below use.
 */
export const activeKeyOf = (buyerId: string, productId: string) => `${buyerId}:${productId}`;

/** The buyer's active (completed, not refunded) order of the product, if any. */
export async function activeOrderId(client: DbTx, buyerId: string, productId: string): Promise<string | null> {
  const order = await client.order.findUnique({ where: { activeKey: activeKeyOf(buyerId, productId) }, select: { id: true } });
  return order?.id ?? null;
}

/** The buyer holds a purchase of the product that has not been refunded. */
export async function hasActivePurchase(client: DbTx, buyerId: string, productId: string): Promise<boolean> {
  return (await activeOrderId(client, buyerId, productId)) !== null;
}

/** The ways a buyer gets the content: each is recorded once per order (docs/decisions/025-refund-policy-after-access.md). */
export type AccessKind = "downloaded" | "ran" | "contentRead";
const ACCESS_COLUMN = { downloaded: "downloadedAt", ran: "ranAt", contentRead: "contentReadAt" } as const;

/**
 * Marks the buyer's active order of the product as accessed this way (the first time only), before the content is
 * served. False when there is no active order any more (a refund committed first), or its payment is disputed
 * (docs/payments.md#disputes): nothing may be served. The
 * update waits on a refund holding the order's row, then sees it refunded.
 */
export async function recordAccess(client: DbTx, buyerId: string, productId: string, kind: AccessKind): Promise<boolean> {
  return (await client.$executeRaw(accessUpdate(buyerId, productId, kind))) > 0;
}

/** recordAccess outside a transaction, as one prepared statement: every run and prompt read of a buyer records one. */
export async function recordAccessNow(buyerId: string, productId: string, kind: AccessKind): Promise<boolean> {
  return (await preparedQuery(Prisma.sql`${accessUpdate(buyerId, productId, kind)} RETURNING 1`)).length > 0;
}

function accessUpdate(buyerId: string, productId: string, kind: AccessKind): Prisma.Sql {
  const column = Prisma.raw(`"${ACCESS_COLUMN[kind]}"`);
  const now = new Date().toISOString();
  return Prisma.sql`
    UPDATE "Order" SET ${column} = COALESCE(${column}, ${now}::timestamp)
    WHERE "activeKey" = ${activeKeyOf(buyerId, productId)} AND "status" = 'COMPLETED'`;
}

/** When the order's content was first reached, by any of the three ways; null before any access. */
export function firstAccess(o: { downloadedAt: Date | null; ranAt: Date | null; contentReadAt: Date | null }): Date | null {
  const times = [o.downloadedAt, o.ranAt, o.contentReadAt].filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
