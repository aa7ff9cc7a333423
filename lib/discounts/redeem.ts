import { db, type DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { divRound, toAmount, toCents } from "@/lib/money";
import { formatMinorUnits } from "@/lib/format/money";
import type { DiscountReason } from "@/lib/discounts/schemas";

/** What a buyer pays for a product: the list price, less a discount code's part (docs/commerce.md#discount-codes). */
export type PurchasePrice = {
  listPriceCents: number;
  discountCents: number;
  /** What is charged: listPriceCents - discountCents, never below 0. */
  amountCents: number;
  currency: string;
  discount: { id: string; code: string; maxRedemptions: number | null } | null;
};

/** 400 VALIDATION_ERROR with details.reason; nothing has been charged or reserved when it is thrown. */
export function discountRefused(reason: DiscountReason, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError("VALIDATION_ERROR", message, { reason, ...extra, fields: [{ path: "discountCode", message }] });
}

/** The discount a code takes off a price: basis points rounded half up, or a fixed amount at most the price. */
export function discountCentsOf(
  d: { type: "PERCENTAGE" | "FIXED"; basisPoints: number | null; amountCents: number | null },
  priceCents: number,
) {
  if (d.type === "PERCENTAGE") return Number(divRound(BigInt(priceCents) * BigInt(d.basisPoints ?? 0), 10_000n));
  return Math.min(d.amountCents ?? 0, priceCents);
}

type PricedProduct = {
  id: string;
  authorId: string;
  priceCents: number;
  priceMode: "FIXED" | "PAY_WHAT_YOU_WANT";
  suggestedPriceCents: number | null;
  currency: string;
};

/**
 * The price before any discount. Fixed: the product's price (an `amount` other than it is refused). Pay what you
 * want: the amount named, else the suggested price, else the minimum; below the minimum (kept as priceCents) is
 * refused with the minimum in the message and in details.minimumPrice.
 */
export function listPriceOf(product: PricedProduct, named: number | undefined): number {
  const namedCents = named === undefined ? undefined : toCents(named);
  if (product.priceMode === "FIXED") {
    if (namedCents !== undefined && namedCents !== product.priceCents) {
      const message = `This product has a fixed price of ${formatMinorUnits(product.priceCents, product.currency)}: leave the amount out`;
      throw new AppError("VALIDATION_ERROR", message, { reason: "fixed_price", fields: [{ path: "amount", message }] });
    }
    return product.priceCents;
  }
  const cents = namedCents ?? product.suggestedPriceCents ?? product.priceCents;
  if (cents < product.priceCents) {
    const message = `Pay at least ${formatMinorUnits(product.priceCents, product.currency)} for this product`;
    throw new AppError("VALIDATION_ERROR", message, {
      reason: "below_minimum",
      minimumPrice: toAmount(product.priceCents),
      currency: product.currency,
      fields: [{ path: "amount", message }],
    });
  }
  return cents;
}

/**
 * Prices a purchase of the product by this buyer with an optional code, checking the code: unknown (no discount of
 * this seller has it), expired (before startsAt or from endsAt), not_applicable (another product, or a fixed amount
 * in another currency), exhausted (maxRedemptions reached, or this buyer's maxRedemptionsPerCustomer).
 */
export async function priceOf(
  buyerId: string,
  product: PricedProduct,
  code: string | undefined,
  named?: number,
  now = new Date(),
): Promise<PurchasePrice> {
  const listPriceCents = listPriceOf(product, named);
  const base = { listPriceCents, currency: product.currency };
  if (!code) return { ...base, discountCents: 0, amountCents: listPriceCents, discount: null };
  const client = await db();
  const d = await client.discount.findUnique({ where: { sellerId_code: { sellerId: product.authorId, code: code.trim().toUpperCase() } } });
  if (!d) throw discountRefused("unknown", "This discount code does not exist");
  if (d.startsAt && now < d.startsAt) {
    throw discountRefused("expired", "This discount code is not valid yet", { startsAt: d.startsAt.toISOString() });
  }
  if (d.endsAt && now >= d.endsAt) throw discountRefused("expired", "This discount code has expired", { endsAt: d.endsAt.toISOString() });
  if (d.productIds.length && !d.productIds.includes(product.id)) {
    throw discountRefused("not_applicable", "This discount code does not apply to this product");
  }
  if (d.type === "FIXED" && d.currency !== product.currency) {
    throw discountRefused("not_applicable", `This discount code is for prices in ${d.currency}`);
  }
  if (d.maxRedemptions !== null && d.redemptions >= d.maxRedemptions) {
    throw discountRefused("exhausted", "This discount code has been used up");
  }
  if (d.maxRedemptionsPerCustomer !== null) {
    const mine = await client.order.count({ where: { discountId: d.id, buyerId, status: "COMPLETED" } });
    if (mine >= d.maxRedemptionsPerCustomer) throw discountRefused("exhausted", "You have already used this discount code");
  }
  const discountCents = discountCentsOf(d, listPriceCents);
  return {
    ...base,
    discountCents,
    amountCents: listPriceCents - discountCents,
    discount: { id: d.id, code: d.code, maxRedemptions: d.maxRedemptions },
  };
}

/**
 * Takes one redemption before the charge: a conditional increment, so of concurrent buyers of the last redemption
 * exactly one gets it (the row's update lock makes the others re-check the limit) and the others are refused
 * before anything is charged.
 */
export async function reserveRedemption(discount: { id: string; maxRedemptions: number | null }): Promise<void> {
  const client = await db();
  const taken = await client.$executeRaw`
    UPDATE "Discount" SET redemptions = redemptions + 1
    WHERE id = ${discount.id} AND ("maxRedemptions" IS NULL OR redemptions < "maxRedemptions")`;
  if (taken === 0) throw discountRefused("exhausted", "This discount code has been used up");
}

/** Gives a redemption back: a purchase that did not go through, or an order fully refunded (in its transaction). */
export async function releaseRedemption(discountId: string, tx?: DbTx): Promise<void> {
  const client = tx ?? (await db());
  await client.$executeRaw`UPDATE "Discount" SET redemptions = GREATEST(redemptions - 1, 0) WHERE id = ${discountId}`;
}

/** The order's and the event's view of its discount. */
export const orderDiscountOf = (o: { discountCode: string | null; discountCents: number }) =>
  o.discountCode ? { code: o.discountCode, amount: toAmount(o.discountCents) } : null;
