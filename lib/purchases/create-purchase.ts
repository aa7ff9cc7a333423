import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { AppError, validationError } from "@/lib/errors";
import { emitEvent } from "@/lib/events/emit";
import { kickJobs } from "@/lib/jobs/background";
import { queuePurchaseMail } from "@/lib/purchases/purchase-mail";
import { paymentProvider } from "@/lib/payments/provider";
import { chargeFailure, orderIdFor, paidCharge } from "@/lib/payments/charges";
import { resolvePaymentMethod } from "@/lib/payments/payment-methods";
import { activeKeyOf, activeOrderId } from "@/lib/purchases/access";
import { mcpListsChanged } from "@/lib/mcp/list-changes";
import { toAmount } from "@/lib/money";
import { splitAmount } from "@/lib/purchases/split-amount";
import { purchaseUrls } from "@/lib/purchases/urls";
import { isUniqueViolation } from "@/lib/db/errors";
import { alreadyPurchased, TX_OPTIONS } from "@/lib/purchases/errors";
import { orderDiscountOf, releaseRedemption, reserveRedemption } from "@/lib/discounts/redeem";
import { purchasePriceOf, type PricedPurchase } from "@/lib/purchases/bundle-price";
import { bundleEventOut, bundleOut, orderBundle } from "@/lib/purchases/bundle-order";
import { orderDiscount } from "@/lib/discounts/schemas";
import { currencyCode, price } from "@/lib/catalog/schemas";
import { allPrices, pricedIn } from "@/lib/catalog/currency-prices";
import { showReviewAgain } from "@/lib/catalog/reviews";
import { issueLicense, openLicenseKey } from "@/lib/licenses/issue";

export const createPurchaseInput = z.strictObject({
  productId: z.string().min(1).max(100),
  paymentMethodId: z.string().min(1).max(100).optional(),
  referralCode: z.string().trim().min(1).max(64).optional(),
  discountCode: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: "A discount code of the product's seller (docs/commerce.md#discount-codes)" }),
  amount: price.optional().meta({
    description:
      "Pay-what-you-want products only: the amount the buyer names, in `currency`, at least the product's minimum there (default: its suggestedPrice, else the minimum). A discount code applies to it (docs/commerce.md#pay-what-you-want)",
  }),
  currency: currencyCode.optional().meta({
    description:
      "The currency to pay in: the product's main one (default) or one of its `prices` (docs/commerce.md#prices-in-the-buyers-currency)",
  }),
});
// `currency` as text: the Stripe paths pass back what a charge's metadata recorded; an unknown one is refused as not offered.
export type CreatePurchaseInput = Omit<z.infer<typeof createPurchaseInput>, "currency"> & { currency?: string };

export const createPurchaseResponse = z.object({
  orderId: z.string(),
  status: z.literal("completed"),
  amount: z.number().meta({ description: "What was paid: listPrice less the discount" }),
  currency: z.string(),
  listPrice: z.number().meta({ description: "The product's price before any discount (a pay-what-you-want product: the amount named)" }),
  discount: orderDiscount,
  downloadUrl: z.string(),
  receipt: z.object({ url: z.string(), pdf: z.string() }),
  licenseKey: z
    .string()
    .nullable()
    .meta({ description: "The order's license key when the product issues keys (docs/commerce.md#license-keys); null otherwise" }),
  bundle: orderBundle,
});

/**
 * The product a buyer may purchase, priced in `currency` (default: its main one): `priceCents`, `suggestedPriceCents`
 * and `currency` are then what this purchase is charged in, `mainCurrency` the product's own.
 */
export async function purchasableProductOrThrow(buyerId: string, productId: string, currency?: string) {
  const client = await db();
  const product = await client.product.findUnique({
    where: { id: productId },
    select: {
      id: true,
      authorId: true,
      type: true,
      status: true,
      priceCents: true,
      priceMode: true,
      suggestedPriceCents: true,
      currency: true,
      prices: true,
      title: true,
      licenseKeysEnabled: true,
      licenseExpiresInDays: true,
      licenseActivationLimit: true,
      licensePrefix: true,
    },
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
  const priced = pricedIn(product, currency ?? product.currency);
  if (!priced) {
    const offered = allPrices(product).map((p) => p.currency);
    const message = `This product is not sold in ${currency}: pay in ${offered.join(" or ")}`;
    throw new AppError("VALIDATION_ERROR", message, {
      reason: "currency_unavailable",
      currencies: offered,
      fields: [{ path: "currency", message }],
    });
  }
  return priced;
}

export async function referrerOrThrow(code: string, buyerId: string): Promise<string> {
  const client = await db();
  const referrer = await client.user.findUnique({ where: { referralCode: code.toUpperCase() }, select: { id: true } });
  if (!referrer) throw validationError([{ path: "referralCode", message: "Unknown referral code" }], "Unknown referral code");
  if (referrer.id === buyerId) {
    throw validationError([{ path: "referralCode", message: "You cannot use your own referral code" }], "Invalid referral code");
  }
  return referrer.id;
}

/**
 * Charge first, then record everything in one transaction. The charge's idempotency key is derived from the
 * attempt (buyer, product, earlier orders, method, price), so concurrent duplicates reach the provider as one
 * charge; the unique active key on Order then lets exactly one of them create the order. `paidBy` records a charge
 * the provider completed later (an authenticated Stripe PaymentIntent, from its webhook) instead of charging;
 * `checkout` records one a hosted Stripe Checkout Session took (lib/payments/stripe-checkout.ts): its order id was
 * named when the session was made, and the card is the one the buyer entered on Stripe's page, not a saved method.
 */
export async function createPurchase(
  buyerId: string,
  input: CreatePurchaseInput,
  baseUrl: string,
  opts: { paidBy?: string; checkout?: CheckoutPayment } = {},
) {
  const client = await db();
  const product = await purchasableProductOrThrow(buyerId, input.productId, input.currency);
  const activeKey = activeKeyOf(buyerId, product.id);
  const activeId = await activeOrderId(client, buyerId, product.id);
  if (activeId) throw alreadyPurchased(activeId);
  const referrerId = input.referralCode ? await referrerOrThrow(input.referralCode, buyerId) : null;
  // The price first: a refused discount code is a 400 before any payment method or charge is touched.
  const price = await purchasePriceOf(buyerId, product, input.discountCode, input.amount);
  // Nothing to pay (a 100 % discount): no payment method, no charge; the order, access and receipt all the same.
  const method = price.amountCents > 0 && !opts.checkout ? await resolvePaymentMethod(buyerId, input.paymentMethodId) : null;
  // A redemption is taken before the charge and given back if the purchase does not go through.
  if (price.discount) await reserveRedemption(price.discount);
  const wanted = { referralCode: input.referralCode, discountCode: input.discountCode, amount: input.amount, currency: product.currency };
  try {
    const result = await chargeAndRecord(
      buyerId,
      product,
      price,
      method,
      referrerId,
      activeKey,
      baseUrl,
      wanted,
      opts.paidBy,
      opts.checkout,
    );
    // The same charge recorded by the other path (the webhook, or the request): its redemption counts, not this one's.
    if (result.recordedElsewhere && price.discount) await releaseRedemption(price.discount.id);
    return result.purchase;
  } catch (err) {
    if (price.discount) await releaseRedemption(price.discount.id);
    throw err;
  }
}

/** A free order's stand-in for a charge: no provider call, no Charge row (`chargeRef` names no provider charge). */
const FREE = { ok: true as const, id: "" };

type PurchasableProduct = Awaited<ReturnType<typeof purchasableProductOrThrow>>;
type Method = Awaited<ReturnType<typeof resolvePaymentMethod>>;

/** A payment a Stripe Checkout Session took: the order id it named, its PaymentIntent, the card used there. */
export type CheckoutPayment = { sessionId: string; orderId: string; chargeId: string; brand: string; last4: string };

async function chargeAndRecord(
  buyerId: string,
  product: PurchasableProduct,
  price: PricedPurchase,
  method: Method | null,
  referrerId: string | null,
  activeKey: string,
  baseUrl: string,
  /** What the buyer asked for beyond the product, kept on the charge so payment_intent.succeeded makes the same purchase. */
  wanted: Pick<CreatePurchaseInput, "referralCode" | "discountCode" | "amount" | "currency">,
  paidBy?: string,
  checkout?: CheckoutPayment,
) {
  const client = await db();
  const priorOrders = await client.order.count({ where: { buyerId, productId: product.id } });
  const idempotencyKey = checkout
    ? `checkout:${checkout.sessionId}`
    : `purchase:${buyerId}:${product.id}:${priorOrders}:${method?.id ?? "free"}:${price.amountCents}:${product.currency}`;
  // The order id follows from the attempt too, so the charge's metadata names the order a retry of it creates.
  const orderId = checkout?.orderId ?? orderIdFor(idempotencyKey);
  const provider = paymentProvider();
  // The card that paid: a saved method, or the one entered on Stripe's Checkout page; null for a free order.
  const card = method ?? checkout ?? null;
  const charge = checkout
    ? await paidCharge(provider, checkout.chargeId, price.amountCents, product.currency)
    : paidBy
      ? await paidCharge(provider, paidBy, price.amountCents, product.currency)
      : method
        ? await provider.charge({
            providerRef: method.providerRef,
            amountCents: price.amountCents,
            currency: product.currency,
            idempotencyKey,
            buyerId,
            returnUrl: `${baseUrl.replace(/\/api\/v1\/?$/, "")}/products/${product.id}`,
            metadata: {
              orderId,
              productId: product.id,
              buyerId,
              sellerId: product.authorId,
              paymentMethodId: method.id,
              ...(wanted.referralCode ? { referralCode: wanted.referralCode } : {}),
              ...(wanted.discountCode ? { discountCode: wanted.discountCode } : {}),
              ...(wanted.amount !== undefined ? { amount: String(wanted.amount) } : {}),
              ...(wanted.currency ? { currency: wanted.currency } : {}),
            },
          })
        : FREE;
  if (!charge.ok) throw chargeFailure(charge, method?.id ?? null);

  // Fees and the seller's share are computed on what was paid.
  const split = splitAmount(price.amountCents, referrerId !== null);
  const discount = orderDiscountOf({ discountCode: price.discount?.code ?? null, discountCents: price.discountCents });
  let licenseKey: string | null = null;
  try {
    await client.$transaction(async (tx: DbTx) => {
      const createdAt = new Date();
      await tx.order.create({
        data: {
          id: orderId,
          createdAt,
          buyerId,
          sellerId: product.authorId,
          productId: product.id,
          amountCents: price.amountCents,
          listPriceCents: price.listPriceCents,
          priceMode: product.priceMode,
          discountCents: price.discountCents,
          discountCode: price.discount?.code ?? null,
          discountId: price.discount?.id ?? null,
          bundleCreditCents: price.bundleCreditCents,
          ...split,
          currency: product.currency,
          paymentMethodId: method?.id ?? null,
          chargeRef: card ? charge.id : `free_${orderId}`,
          referrerId,
          activeKey,
        },
      });
      if (price.bundle) {
        await tx.orderBundleItem.createMany({
          data: price.bundle.map((l, position) => ({
            orderId,
            position,
            buyerId,
            productId: l.productId,
            title: l.title,
            listPriceCents: l.listPriceCents,
            granted: l.granted,
            creditCents: l.creditCents,
            paidCents: l.paidCents,
          })),
        });
      }
      await mcpListsChanged(tx, buyerId);
      // The order's license key, when the product issues keys: in this transaction, so it exists exactly with the order.
      licenseKey = await issueLicense(tx, { id: orderId, productId: product.id, buyerId, sellerId: product.authorId, createdAt }, product);
      if (card) {
        await tx.charge.create({
          data: {
            id: charge.id,
            orderId,
            provider: provider.name,
            idempotencyKey,
            amountCents: price.amountCents,
            currency: product.currency,
            paymentMethodId: method?.id ?? null,
            cardBrand: card.brand,
            cardLast4: card.last4,
          },
        });
      }
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
      // A review hidden by an earlier refund of this product counts again.
      await showReviewAgain(tx, buyerId, product.id);
      await queuePurchaseMail(tx, {
        id: orderId,
        buyerId,
        sellerId: product.authorId,
        productId: product.id,
        productTitle: product.title,
        amountCents: price.amountCents,
        sellerNetCents: split.sellerNetCents,
        currency: product.currency,
        card: card ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}` : "No payment needed",
        at: new Date(),
        hasLicenseKey: licenseKey !== null,
      });
      await emitEvent(tx, {
        type: "purchase.completed",
        accountIds: [buyerId, product.authorId],
        data: {
          order: {
            id: orderId,
            productId: product.id,
            buyerId,
            amount: toAmount(price.amountCents),
            currency: product.currency,
            listPrice: toAmount(price.listPriceCents),
            priceMode: product.priceMode === "PAY_WHAT_YOU_WANT" ? "pay_what_you_want" : "fixed",
            discount,
            bundle: price.bundle ? bundleEventOut(price.bundleCreditCents, price.bundle) : null,
          },
        },
      });
    }, TX_OPTIONS);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await client.order.findUnique({ where: { activeKey }, select: { id: true, chargeRef: true } });
    // This very charge, recorded meanwhile by the other path (Stripe's payment_intent.succeeded applied before this
    // request's own response, or the reverse): the purchase is made, once; answered as made (docs/payments.md).
    if (method && winner && winner.id === orderId && winner.chargeRef === charge.id) {
      const license = await client.license.findUnique({ where: { orderId }, select: { id: true, keySealed: true } });
      return {
        purchase: purchaseOut(orderId, price, product.currency, discount, baseUrl, license ? openLicenseKey(license) : null),
        recordedElsewhere: true,
      };
    }
    // A duplicate that reached the provider with another key holds a charge of its own: give it back.
    if (card && winner?.chargeRef !== charge.id) {
      await provider.refund({ chargeId: charge.id, amountCents: price.amountCents, idempotencyKey: `void:${charge.id}` });
    }
    if (!winner) throw err;
    throw alreadyPurchased(winner.id);
  }
  kickJobs();
  return { purchase: purchaseOut(orderId, price, product.currency, discount, baseUrl, licenseKey), recordedElsewhere: false };
}

function purchaseOut(
  orderId: string,
  price: PricedPurchase,
  currency: string,
  discount: ReturnType<typeof orderDiscountOf>,
  baseUrl: string,
  licenseKey: string | null,
) {
  return {
    orderId,
    status: "completed" as const,
    amount: toAmount(price.amountCents),
    currency,
    listPrice: toAmount(price.listPriceCents),
    discount,
    ...purchaseUrls(baseUrl, orderId),
    licenseKey,
    bundle: price.bundle ? bundleOut(price.bundleCreditCents, price.bundle, { baseUrl, orderId }) : null,
  };
}
