import { z } from "zod";
import { purchasePriceOf } from "@/lib/purchases/bundle-price";
import { bundleOut, orderBundle } from "@/lib/purchases/bundle-order";
import { orderDiscount } from "@/lib/discounts/schemas";
import { toAmount } from "@/lib/money";
import { PRICE_MODES } from "@/lib/catalog/schemas";
import { pricingOut } from "@/lib/catalog/present";
import { createPurchaseInput, purchasableProductOrThrow } from "@/lib/purchases/create-purchase";

export const quoteInput = createPurchaseInput.pick({ productId: true, discountCode: true, amount: true, currency: true });

export const quoteView = z
  .object({
    productId: z.string(),
    listPrice: z.number().meta({ description: "The price before any discount: a pay-what-you-want product's named amount" }),
    priceMode: z.enum(PRICE_MODES),
    minimumPrice: z.number().nullable().meta({ description: "pay_what_you_want: the least the buyer may name; null for fixed prices" }),
    suggestedPrice: z.number().nullable(),
    discount: orderDiscount,
    bundle: orderBundle,
    amount: z.number().meta({ description: "What POST /purchases would charge now: listPrice less bundle.credit, less the discount" }),
    currency: z.string(),
  })
  .meta({ id: "PurchaseQuote" });

/**
 * The price a purchase would be charged, checked as POST /purchases checks it (the same 400s for a refused code),
 * for the buy panel to show before paying. Nothing is charged or reserved.
 */
export async function purchaseQuote(buyerId: string, input: z.infer<typeof quoteInput>): Promise<z.infer<typeof quoteView>> {
  const product = await purchasableProductOrThrow(buyerId, input.productId, input.currency);
  const price = await purchasePriceOf(buyerId, product, input.discountCode, input.amount);
  return {
    productId: product.id,
    listPrice: toAmount(price.listPriceCents),
    ...pricingOut(product),
    discount: price.discount ? { code: price.discount.code, amount: toAmount(price.discountCents) } : null,
    bundle: price.bundle ? bundleOut(price.bundleCreditCents, price.bundle) : null,
    amount: toAmount(price.amountCents),
    currency: price.currency,
  };
}
