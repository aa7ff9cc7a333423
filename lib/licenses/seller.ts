import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/errors";
import { licenseStatus, orderLicenseOut, revokeLicenseTx, type RevokeReason } from "@/lib/licenses/issue";
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
 * holds an active order of, with its key. A buyer who never bought from the seller is not found.
 */
export async function customerEntitlements(sellerId: string, buyerId: string): Promise<z.infer<typeof entitlementView>[]> {
  const client = await db();
  const orders = await client.order.findMany({
    where: { sellerId, buyerId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      activeKey: true,
      createdAt: true,
      product: { select: { id: true, title: true, type: true } },
      license: true,
    },
  });
  if (orders.length === 0) throw notFound("Customer");
  return orders
    .filter((o) => o.activeKey !== null)
    .map((o) => ({
      productId: o.product.id,
      title: o.product.title,
      type: o.product.type,
      orderId: o.id,
      since: o.createdAt.toISOString(),
      license: orderLicenseOut(o.license),
    }));
}
