import { db } from "@/lib/db/client";
import { AppError, notFound, validationError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { isUniqueViolation } from "@/lib/db/errors";
import { toAmount, toCents } from "@/lib/money";
import type { Discount } from "@/lib/db/generated/client";
import { discountIssues, type CreateDiscountInput, type DiscountView, type UpdateDiscountInput } from "@/lib/discounts/schemas";

const TYPE_OUT = { PERCENTAGE: "percentage", FIXED: "fixed" } as const;
const TYPE_IN = { percentage: "PERCENTAGE", fixed: "FIXED" } as const;

export function toDiscountView(d: Discount): DiscountView {
  return {
    id: d.id,
    code: d.code,
    type: TYPE_OUT[d.type],
    basisPoints: d.basisPoints,
    amount: d.amountCents === null ? null : toAmount(d.amountCents),
    currency: d.currency,
    productIds: d.productIds.length ? d.productIds : null,
    startsAt: d.startsAt?.toISOString() ?? null,
    endsAt: d.endsAt?.toISOString() ?? null,
    maxRedemptions: d.maxRedemptions,
    maxRedemptionsPerCustomer: d.maxRedemptionsPerCustomer,
    redemptions: d.redemptions,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

const codeTaken = (code: string) =>
  new AppError("VALIDATION_ERROR", `You already have a discount with the code ${code}`, {
    reason: "code_taken",
    fields: [{ path: "code", message: "Already used by another of your discounts" }],
  });

/** Every product id must be the seller's own (deleted ones included: a discount may outlive a product). */
async function assertOwnProducts(sellerId: string, productIds: string[] | null | undefined) {
  if (!productIds?.length) return;
  const ids = [...new Set(productIds)];
  const client = await db();
  const own = await client.product.findMany({ where: { id: { in: ids }, authorId: sellerId }, select: { id: true } });
  const found = new Set(own.map((p) => p.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw validationError(
      missing.map((id) => ({ path: "productIds", message: `Not one of your products: ${id}` })),
      "productIds names a product that is not yours",
    );
  }
}

export async function createDiscount(sellerId: string, input: CreateDiscountInput): Promise<DiscountView> {
  await assertOwnProducts(sellerId, input.productIds);
  const client = await db();
  try {
    const row = await client.discount.create({
      data: {
        id: newId("disc"),
        sellerId,
        code: input.code,
        type: TYPE_IN[input.type],
        basisPoints: input.basisPoints ?? null,
        amountCents: input.amount === undefined ? null : toCents(input.amount),
        currency: input.currency ?? null,
        productIds: input.productIds ? [...new Set(input.productIds)] : [],
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        maxRedemptions: input.maxRedemptions ?? null,
        maxRedemptionsPerCustomer: input.maxRedemptionsPerCustomer ?? null,
      },
    });
    return toDiscountView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(input.code);
    throw err;
  }
}

async function ownDiscountOrThrow(sellerId: string, discountId: string): Promise<Discount> {
  const client = await db();
  const row = await client.discount.findFirst({ where: { id: discountId, sellerId } });
  if (!row) throw notFound("Discount");
  return row;
}

export async function getDiscount(sellerId: string, discountId: string): Promise<DiscountView> {
  return toDiscountView(await ownDiscountOrThrow(sellerId, discountId));
}

/** The seller's discounts, newest first. */
export async function listDiscounts(sellerId: string, q: { page: number; limit: number }) {
  const client = await db();
  const [rows, total] = await Promise.all([
    client.discount.findMany({
      where: { sellerId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    client.discount.count({ where: { sellerId } }),
  ]);
  return { items: rows.map(toDiscountView), meta: { page: q.page, limit: q.limit, total } };
}

export async function updateDiscount(sellerId: string, discountId: string, patch: UpdateDiscountInput): Promise<DiscountView> {
  const current = toDiscountView(await ownDiscountOrThrow(sellerId, discountId));
  const has = (k: keyof UpdateDiscountInput) => patch[k] !== undefined;
  const next = {
    type: patch.type ?? current.type,
    basisPoints: has("basisPoints") ? patch.basisPoints : current.basisPoints,
    amount: has("amount") ? patch.amount : current.amount,
    currency: has("currency") ? patch.currency : current.currency,
    startsAt: has("startsAt") ? patch.startsAt : current.startsAt,
    endsAt: has("endsAt") ? patch.endsAt : current.endsAt,
  };
  // Switching the type drops the other type's fields unless the patch names them.
  if (patch.type === "percentage" && !has("amount"))
    Object.assign(next, { amount: null, currency: has("currency") ? next.currency : null });
  if (patch.type === "fixed" && !has("basisPoints")) next.basisPoints = null;
  const issues = discountIssues(next);
  if (issues.length) throw validationError(issues);
  await assertOwnProducts(sellerId, patch.productIds);
  const client = await db();
  const date = (v: string | null | undefined) => (v ? new Date(v) : null);
  try {
    const row = await client.discount.update({
      where: { id: discountId },
      data: {
        code: patch.code,
        type: TYPE_IN[next.type],
        basisPoints: next.basisPoints ?? null,
        amountCents: next.amount == null ? null : toCents(next.amount),
        currency: next.currency ?? null,
        productIds: has("productIds") ? [...new Set(patch.productIds ?? [])] : undefined,
        startsAt: date(next.startsAt),
        endsAt: date(next.endsAt),
        maxRedemptions: has("maxRedemptions") ? patch.maxRedemptions : undefined,
        maxRedemptionsPerCustomer: has("maxRedemptionsPerCustomer") ? patch.maxRedemptionsPerCustomer : undefined,
      },
    });
    return toDiscountView(row);
  } catch (err) {
    if (isUniqueViolation(err) && patch.code) throw codeTaken(patch.code);
    throw err;
  }
}

/** Deletes the discount; orders that used it keep its code and amount. */
export async function deleteDiscount(sellerId: string, discountId: string): Promise<{ id: string; deleted: true }> {
  await ownDiscountOrThrow(sellerId, discountId);
  const client = await db();
  await client.discount.delete({ where: { id: discountId } });
  return { id: discountId, deleted: true };
}
