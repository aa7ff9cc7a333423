import { REFUND_POLICIES, REFUND_POLICY_DESCRIPTION } from "@/lib/purchases/refund-input";
import { z } from "zod";
import { licenseKeysView } from "@/lib/licenses/schemas";
import { bundleProductView } from "@/lib/catalog/bundle-schemas";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { PRICE_MODES, PRODUCT_TYPES, PROVIDERS, STATUSES } from "@/lib/catalog/schemas";

// Response schemas of the catalog operations, for the OpenAPI document; the mappers in present.ts build these shapes.

const timestamp = z.iso.datetime().meta({ description: "ISO 8601 UTC" });
const productStatus = z.enum(STATUSES);

export const productListItemView = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    type: z.enum(PRODUCT_TYPES),
    category: z.string().meta({ description: "Category slug" }),
    status: productStatus,
    price: z
      .number()
      .meta({ description: "Decimal amount in the currency's major unit, e.g. 9.99; the minimum price of a pay_what_you_want product" }),
    priceMode: z.enum(PRICE_MODES),
    minimumPrice: z.number().nullable().meta({ description: "pay_what_you_want: the least a buyer may pay; null for fixed prices" }),
    suggestedPrice: z.number().nullable().meta({ description: "pay_what_you_want: the amount the buy panel starts from, if set" }),
    currency: z.enum(CURRENCIES).meta({
      description: "The currency of `price`: the one asked for with `currency=` when the seller set a price in it, else the main one",
    }),
    author: z.strictObject({
      id: z.string(),
      name: z.string(),
      handle: z.string().meta({ description: "The seller's public profile: /sellers/{handle}, GET /sellers/{handle}" }),
      verified: z.boolean(),
      avatarUrl: z.string().nullable().meta({ description: "The seller's profile picture (GET /avatars/{userId}/{hash}); null: none" }),
    }),
    rating: z.strictObject({ average: z.number(), count: z.number().int() }),
    stats: z.strictObject({ views: z.number().int(), purchases: z.number().int() }),
    compatibility: z.array(z.enum(PROVIDERS)),
    tags: z.array(z.string()),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "ProductListItem" });

export const productDetailView = productListItemView
  .omit({ author: true, stats: true })
  .extend({
    content: z.string().nullable().meta({ description: "The product body; null unless you are its author or bought it" }),
    author: z.strictObject({
      id: z.string(),
      name: z.string(),
      handle: z.string(),
      verified: z.boolean(),
      avatarUrl: z.string().nullable(),
      bio: z.string(),
    }),
    requirements: z.array(z.string()),
    features: z.array(z.string()),
    version: z.string(),
    changelog: z.string(),
    files: z.array(z.strictObject({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string() })),
    images: z.array(z.string().meta({ description: "Image URL path" })),
    stats: z.strictObject({ views: z.number().int(), purchases: z.number().int(), rating: z.number(), reviews: z.number().int() }),
    publishedAt: timestamp.nullable(),
    viewer: z.enum(["author", "buyer", "visitor"]).meta({ description: "How the caller relates to the product" }),
    refundPolicy: z.enum(REFUND_POLICIES).meta({ description: REFUND_POLICY_DESCRIPTION }),
    licenseKeys: licenseKeysView,
    prices: z.array(z.strictObject({ currency: z.enum(CURRENCIES), amount: z.number() })).meta({
      description:
        "Every currency the product can be bought in with its price there (a pay_what_you_want minimum), the main currency first (docs/commerce.md#prices-in-the-buyers-currency)",
    }),
    examples: z.array(z.strictObject({ input: z.string(), output: z.string() })).meta({
      description: "Sample inputs and the outputs the product gave, shown to everyone before purchase (the content stays hidden)",
    }),
    bundleProducts: z.array(bundleProductView).nullable().meta({
      description: "BUNDLE: the products it sells, in order (others than its author see the published ones); null for other types",
    }),
  })
  .meta({ id: "ProductDetail" });

export const productCreatedView = z.strictObject({ id: z.string(), status: productStatus, message: z.string() });
export const productStatusView = z.strictObject({ id: z.string(), status: productStatus });
export const productUpdatedView = productStatusView.extend({
  changes: z
    .record(z.string(), z.strictObject({ old: z.unknown(), new: z.unknown() }))
    .meta({ description: "Each changed field with its old and new value (empty when nothing changed)" }),
});

export const categoryView = z.strictObject({
  slug: z.string(),
  name: z.string(),
  products: z.number().int().meta({ description: "Published products" }),
});

export const assetView = z.strictObject({
  id: z.string(),
  kind: z.enum(["image", "file"]),
  name: z.string(),
  size: z.number().int(),
  type: z.string().meta({ description: "Media type, checked by content" }),
  url: z.string(),
});

export const directUploadView = z.strictObject({
  id: z.string(),
  partSize: z.number().int().meta({ description: "Bytes in each part but the last" }),
  parts: z.array(z.strictObject({ partNumber: z.number().int(), url: z.string().meta({ description: "PUT the part's bytes here" }) })),
  expiresAt: z.string(),
});

export const reviewView = z.strictObject({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  author: z.strictObject({ id: z.string(), name: z.string() }),
  createdAt: timestamp,
  editedAt: timestamp.nullable().meta({ description: "When the author last edited it, or null" }),
});

export const productViewerView = z.strictObject({
  productId: z.string(),
  signedIn: z.boolean().meta({ description: "false: no session or key came with the request (the rest is then the visitor's defaults)" }),
  viewer: z.enum(["author", "buyer", "visitor"]).meta({ description: "What the caller is to the product" }),
  purchase: z
    .strictObject({
      orderId: z.string(),
      purchasedAt: timestamp,
      viaBundle: z.boolean().meta({ description: "Held through a bundle's order rather than its own" }),
    })
    .nullable()
    .meta({ description: "The caller's active purchase of the product (its own order or a bundle's), or null" }),
  bundleHeld: z.array(z.string()).meta({ description: "A bundle: the ids of its published products the caller already holds" }),
  ownReview: reviewView.nullable().meta({ description: "The caller's own review of the product, or null" }),
  content: z
    .string()
    .nullable()
    .meta({ description: "The product body: only for its author and buyers with an active purchase (reading it counts as access)" }),
});
export type ProductViewerView = z.infer<typeof productViewerView>;
