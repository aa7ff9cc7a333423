import { z } from "zod";

// The request and response shapes of bundles (docs/commerce.md#bundles), with no server imports: forms use them too.

export const BUNDLE_LIMITS = { min: 2, max: 20 } as const;

export const bundleProductIdsInput = z
  .array(z.string().trim().min(1, "Required").max(100))
  .min(BUNDLE_LIMITS.min, `A bundle holds at least ${BUNDLE_LIMITS.min} products`)
  .max(BUNDLE_LIMITS.max, `A bundle holds at most ${BUNDLE_LIMITS.max} products`)
  .refine((ids) => new Set(ids).size === ids.length, "List each product once")
  .meta({ description: "BUNDLE only: the ids of your own products it sells, at least 2, each once, in the order buyers see them" });

export const bundleProductView = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    type: z.enum(["PROMPT", "WORKFLOW"]),
    price: z.number().meta({ description: "The product's own price, in the bundle's currency" }),
    status: z.enum(["draft", "published", "unpublished", "deleted"]),
  })
  .meta({ id: "BundleProduct" });
export type BundleProductView = z.infer<typeof bundleProductView>;
