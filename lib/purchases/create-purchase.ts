import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { AppError, validationError } from "@/lib/errors";
import { emitEvent } from "@/lib/events/emit";
import { paymentProvider } from "@/lib/payments/provider";
import { resolvePaymentMethod } from "@/lib/payments/payment-methods";
import { activeKeyOf, activeOrderId } from "@/lib/purchases/access";
import { centsToAmount, splitAmount } from "@/lib/purchases/money";
import { purchaseUrls } from "@/lib/purchases/urls";
import { isUniqueViolation } from "@/lib/db/errors";
import { alreadyPurchased, TX_OPTIONS } from "@/lib/purchases/errors";

export const createPurchaseInput = z.strictObject({
  productId: z.string().min(1).max(100),
  paymentMethodId: z.string().min(1).max(100).optional(),
  referralCode: z.string().trim().min(1).max(64).optional(),
});
export type CreatePurchaseInput = z.infer<typeof createPurchaseInput>;

export const createPurchaseResponse = z.object({
  orderId: z.string(),
  status: z.literal("completed"),
  amount: z.number(),
  currency: z.string(),
  downloadUrl: z.string(),
  receipt: z.object({ url: z.string(), pdf: z.string() }),
});

async function purchasableProductOrThrow(buyerId: string, productId: string) {
  const product = await (
    await db()
  ).product.findUnique({
    where: { id: productId },
    select: { id: true, authorId: true, status: true, priceCents: true, currency: true },
  });
  if (!product || product.status !== "PUBLISHED") {
    throw new AppError("PRODUCT_NOT_FOUND", "Product not found", { productId });
  }
  if (product.authorId === buyerId) {
    throw new AppError("VALIDATION_ERROR", "You cannot buy your own product", {
      reason: "own_product",
      fields: [{ path: "productId", message: "This is your own product" }],
    });
  }
  return product;
}

async function referrerOrThrow(code: string, buyerId: string): Promise<string> {
  const referrer = await (await db()).user.findUnique({ where: { referralCode: code.toUpperCase() }, select: { id: true } });
  if (!referrer) throw validationError([{ path: "referralCode", message: "Unknown referral code" }], "Unknown referral code");
  if (referrer.id === buyerId) {
    throw validationError([{ path: "referralCode", message: "You cannot use your own referral code" }], "Invalid referral code");
  }
  return referrer.id;
}

/**
 * Charge first, then record everything in one transaction. The charge's idempotency key is derived from the
 * attempt (buyer, product, earlier orders, method, price), so concurrent duplicates reach the provider as one
 * charge; the unique active key on Order then lets exactly one of them create the order.
 */
export async function createPurchase(buyerId: string, input: CreatePurchaseInput, baseUrl: string) {
  const client = await db();
  const product = await purchasableProductOrThrow(buyerId, input.productId);
  const activeKey = activeKeyOf(buyerId, product.id);
  const activeId = await activeOrderId(client, buyerId, product.id);
  if (activeId) throw alreadyPurchased(activeId);
  const referrerId = input.referralCode ? await referrerOrThrow(input.referralCode, buyerId) : null;
  const method = await resolvePaymentMethod(buyerId, input.paymentMethodId);

  const priorOrders = await client.order.count({ where: { buyerId, productId: product.id } });
  const idempotencyKey = `purchase:${buyerId}:${product.id}:${priorOrders}:${method.id}:${product.priceCents}:${product.currency}`;
  const provider = paymentProvider();
  const charge = await provider.charge({
    providerRef: method.providerRef,
    amountCents: product.priceCents,
    currency: product.currency,
    idempotencyKey,
  });
  if (!charge.ok) throw new AppError(charge.code, charge.message, { paymentMethodId: method.id, declineCode: charge.declineCode });

  const split = splitAmount(product.priceCents, referrerId !== null);
  const orderId = newId("ord");
  try {
    await client.$transaction(async (tx: DbTx) => {
      await tx.order.create({
        data: {
          id: orderId,
          buyerId,
          sellerId: product.authorId,
          productId: product.id,
          amountCents: product.priceCents,
          ...split,
          currency: product.currency,
          paymentMethodId: method.id,
          chargeRef: charge.id,
          referrerId,
          activeKey,
        },
      });
      await tx.charge.create({
        data: {
          id: charge.id,
          orderId,
          provider: provider.name,
          idempotencyKey,
          amountCents: product.priceCents,
          currency: product.currency,
          paymentMethodId: method.id,
          cardBrand: method.brand,
          cardLast4: method.last4,
        },
      });
      await tx.ledgerEntry.create({
        data: {
          id: newId("led"),
          userId: product.authorId,
          kind: "SALE",
          amountCents: split.sellerNetCents,
          currency: product.currency,
          orderId,
        },
      });
      if (referrerId && split.referralCents > 0) {
        await tx.ledgerEntry.create({
          data: {
            id: newId("led"),
            userId: referrerId,
            kind: "REFERRAL",
            amountCents: split.referralCents,
            currency: product.currency,
            orderId,
          },
        });
      }
      // Raw SQL so a sale does not bump the product's updatedAt.
      await tx.$executeRaw`UPDATE "Product" SET "purchaseCount" = "purchaseCount" + 1 WHERE id = ${product.id}`;
      await emitEvent(tx, {
        type: "purchase.completed",
        accountIds: [buyerId, product.authorId],
        data: {
          order: { id: orderId, productId: product.id, buyerId, amount: centsToAmount(product.priceCents), currency: product.currency },
        },
      });
    }, TX_OPTIONS);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await client.order.findUnique({ where: { activeKey }, select: { id: true, chargeRef: true } });
    // A duplicate that reached the provider with another key holds a charge of its own: give it back.
    if (winner?.chargeRef !== charge.id) {
      await provider.refund({ chargeId: charge.id, amountCents: product.priceCents, idempotencyKey: `void:${charge.id}` });
    }
    if (!winner) throw err;
    throw alreadyPurchased(winner.id);
  }
  return {
    orderId,
    status: "completed" as const,
    amount: centsToAmount(product.priceCents),
    currency: product.currency,
    ...purchaseUrls(baseUrl, orderId),
  };
}
