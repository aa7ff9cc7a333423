import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/errors";
import { licenseStatus, orderLicenseOut, revokeLicenseTx, type RevokeReason } from "@/lib/licenses/issue";
import { entitlementsSql, type Entitlement } from "@/lib/purchases/access";
import type { entitlementView, LicenseView, listLicensesQuery } from "@/lib/licenses/schemas";

// What a seller sees and does with the keys of their products (docs/commerce.md#license-keys): never the keys
// themselves, only their hints; another seller's keys, products and customers are not found.

const licenseInclude = {
  order: { select: { buyer: { select: { id: true, name: true } } } },
  instances: { where: { deactivatedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.LicenseInclude;
type LicenseRow = Prisma.LicenseGetPayload<{ include: typeof licenseInclude }>;

function toLicenseView(l: LicenseRow): LicenseView {
  return {
    id: l.id,
    orderId: l.orderId,
    productId: l.productId,
    buyer: l.order.buyer,
    keyHint: l.keyHint,
    status: licenseStatus(l),
    expiresAt: l.expiresAt?.toISOString() ?? null,
    activations: l.activations,
    activationLimit: l.activationLimit,
    instances: l.instances.map((i) => ({ id: i.id, name: i.name, activatedAt: i.createdAt.toISOString() })),
    revokedAt: l.revokedAt?.toISOString() ?? null,
    revokedReason: (l.revokedReason as RevokeReason | null) ?? null,
    createdAt: l.createdAt.toISOString(),
  };
}

function statusWhere(status: z.output<typeof listLicensesQuery>["status"], now: Date): Prisma.LicenseWhereInput {
  if (status === "revoked") return { status: "REVOKED" };
  if (status === "expired") return { status: "ACTIVE", expiresAt: { lte: now } };
  if (status === "active") return { status: "ACTIVE", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  return {};
}

/** The keys of one of the seller's products, newest first. */
export async function listProductLicenses(sellerId: string, productId: string, q: z.output<typeof listLicensesQuery>) {
  const client = await db();
  const product = await client.product.findUnique({ where: { id: productId }, select: { authorId: true, status: true } });
  if (!product || product.authorId !== sellerId) throw new AppError("PRODUCT_NOT_FOUND", "Product not found");
  const where: Prisma.LicenseWhereInput = { productId, sellerId, ...statusWhere(q.status, new Date()) };
  const [rows, total] = await Promise.all([
    client.license.findMany({
      where,
      include: licenseInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    client.license.count({ where }),
  ]);
  return { items: rows.map(toLicenseView), meta: { page: q.page, limit: q.limit, total } };
}

/** Revokes one of the seller's keys (license.revoked); revoking a revoked key answers it unchanged. */
export async function revokeLicenseBySeller(sellerId: string, licenseId: string): Promise<LicenseView> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const own = await tx.license.findFirst({ where: { id: licenseId, sellerId }, select: { id: true } });
    if (!own) throw notFound("License");
    await revokeLicenseTx(tx, { id: licenseId }, "seller");
    return toLicenseView(await tx.license.findUniqueOrThrow({ where: { id: licenseId }, include: licenseInclude }));
  });
}

/**
 * What one buyer may use from this seller now (Polar's "customer state"): each product of the seller the buyer
 * holds, bought on its own or granted by a bundle (lib/purchases/access.ts), with its key. A buyer who never bought
 * from the seller is not found.
 */
export async function customerEntitlements(sellerId: string, buyerId: string): Promise<z.infer<typeof entitlementView>[]> {
  const client = await db();
  const bought = await client.order.findFirst({ where: { sellerId, buyerId }, select: { id: true } });
  if (!bought) throw notFound("Customer");
  const held = await client.$queryRaw<(Entitlement & { title: string; type: string })[]>`
    SELECT e.*, p."title", p."type"::text AS "type"
    FROM (${entitlementsSql(buyerId)}) e JOIN "Product" p ON p."id" = e."productId"
    WHERE p."authorId" = ${sellerId}
    ORDER BY e."since", e."orderId", p."id"`;
  const licenses = await client.license.findMany({ where: { orderId: { in: held.map((e) => e.orderId) }, buyerId } });
  return held.map((e) => {
    const license = licenses.find((l) => l.orderId === e.orderId && l.productId === e.productId) ?? null;
    return {
      productId: e.productId,
      title: e.title,
      type: e.type,
      orderId: e.orderId,
      via: e.via,
      since: e.since.toISOString(),
      license: orderLicenseOut(license),
    };
  });
}
