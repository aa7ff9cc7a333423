import { z } from "zod";
import { toAmount } from "@/lib/money";
import { purchaseUrls } from "@/lib/purchases/urls";

// A bundle order's products as the purchase, the order, the receipt and purchase.completed show them
// (docs/commerce.md#bundles).

export const orderBundle = z
  .strictObject({
    credit: z.number().meta({ description: "Taken off the bundle's price for the products the buyer already held" }),
    items: z.array(
      z.strictObject({
        productId: z.string(),
        title: z.string(),
        granted: z.boolean().meta({ description: "true: this order grants it; false: the buyer already held it (credited)" }),
        credit: z.number().meta({ description: "What the buyer had paid for it, taken off the bundle's price (0 when granted)" }),
        downloadUrl: z
          .string()
          .nullable()
          .meta({ description: "The buyer's download of a granted product (the order's download with ?productId=); null otherwise" }),
      }),
    ),
  })
  .nullable()
  .meta({ id: "OrderBundle", description: "A bundle's products and the credit for those already held; null for other products" });

export type OrderBundleLine = { productId: string; title: string; granted: boolean; creditCents: number };

/** `buyerLinks`: the buyer's view, with each granted product's download (the seller and events get none). */
export function bundleOut(
  creditCents: number,
  lines: OrderBundleLine[],
  buyerLinks?: { baseUrl: string; orderId: string },
): NonNullable<z.infer<typeof orderBundle>> {
  return {
    credit: toAmount(creditCents),
    items: lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      granted: l.granted,
      credit: toAmount(l.creditCents),
      downloadUrl:
        buyerLinks && l.granted ? `${purchaseUrls(buyerLinks.baseUrl, buyerLinks.orderId).downloadUrl}?productId=${l.productId}` : null,
    })),
  };
}

/** The event's shape: the same lines without links. */
export function bundleEventOut(creditCents: number, lines: OrderBundleLine[]) {
  const { credit, items } = bundleOut(creditCents, lines);
  return { credit, items: items.map((i) => ({ productId: i.productId, title: i.title, granted: i.granted, credit: i.credit })) };
}
