import { bundleProductIdsInput } from "@/lib/catalog/bundle-schemas";
import { REFUND_POLICIES, REFUND_POLICY_DESCRIPTION } from "@/lib/purchases/refund-input";
import { licenseKeysSettings } from "@/lib/licenses/schemas";
import { parseWorkflowDefinition } from "@/lib/ai/workflow-definition";
import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { pageFields } from "@/lib/pagination";

// Request schemas shared by the API and the dashboard forms (no server imports here).

export const PRODUCT_TYPES = ["PROMPT", "WORKFLOW", "BUNDLE"] as const;
export const PRICE_MODES = ["fixed", "pay_what_you_want"] as const;
export type PriceModeIn = (typeof PRICE_MODES)[number];
/** A currency code in a request: upper-cased, one of CURRENCIES, refused in plain words otherwise. */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { error: `Unknown currency: use one of ${CURRENCIES.join(", ")}` }));
export const PROVIDERS = [
  "openai",
  "anthropic",
  "google",
  "mistral",
  "meta",
  "cohere",
  "xai",
  "deepseek",
  "ollama",
  "openai-compatible",
] as const;
export const SORTS = ["relevance", "newest", "price", "rating", "popular"] as const;
export const STATUSES = ["draft", "published", "unpublished", "deleted"] as const;

export const LIMITS = {
  title: { min: 3, max: 120 },
  description: 5_000,
  contentBytes: 100 * 1024,
  maxPrice: 10_000,
  tags: { count: 10, length: 30 },
  listItems: { count: 20, length: 200 },
  version: 20,
  changelog: 5_000,
  search: 200,
  reviewComment: 2_000,
  examples: { count: 5, input: 2_000, output: 5_000 },
} as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** A price in the currency's major unit: 0 to LIMITS.maxPrice, at most 2 decimals. */
export const price = z
  .number()
  .min(0, "Must be at least 0")
  .max(LIMITS.maxPrice, `Must be at most ${LIMITS.maxPrice}`)
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, "At most 2 decimals");

const tags = z
  .array(z.string().trim().toLowerCase().min(1, "Empty tag").max(LIMITS.tags.length, `Tags are at most ${LIMITS.tags.length} characters`))
  .max(LIMITS.tags.count, `At most ${LIMITS.tags.count} tags`)
  .transform((t) => [...new Set(t)]);

const stringList = z
  .array(text(LIMITS.listItems.length).min(1, "Empty item"))
  .max(LIMITS.listItems.count, `At most ${LIMITS.listItems.count} items`);

/** Sample outputs shown before purchase (lib/catalog/examples.ts): what a buyer gives and what comes back. */
export const productExamples = z
  .array(
    z.strictObject({
      input: text(LIMITS.examples.input).min(1, "Describe the input"),
      output: text(LIMITS.examples.output).min(1, "Paste the output it produced"),
    }),
  )
  .max(LIMITS.examples.count, `At most ${LIMITS.examples.count} examples`);

const compatibility = z.array(z.enum(PROVIDERS)).transform((p) => [...new Set(p)]);

/** Drafts may keep description and content empty; publishing requires them (see publishProduct). */
const productFields = {
  title: text(LIMITS.title.max).min(LIMITS.title.min, `At least ${LIMITS.title.min} characters`),
  description: text(LIMITS.description),
  type: z.enum(PRODUCT_TYPES),
  category: z.string().trim().min(1, "Required").max(60),
  price,
  priceMode: z.enum(PRICE_MODES).meta({
    description:
      "fixed: the buyer pays `price`. pay_what_you_want: the buyer names an amount of at least `minimumPrice` (docs/commerce.md#pay-what-you-want)",
  }),
  minimumPrice: price.meta({
    description: "pay_what_you_want only: the least a buyer may pay (0 allows free orders). Stored as `price`; defaults to `price`",
  }),
  suggestedPrice: price
    .nullable()
    .meta({ description: "pay_what_you_want only: the amount the buy panel starts from; at least minimumPrice" }),
  currency: z.enum(CURRENCIES),
  prices: z
    .array(z.strictObject({ currency: currencyCode, amount: price }))
    .max(CURRENCIES.length, `At most ${CURRENCIES.length} prices`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((p, i) => {
        if (seen.has(p.currency)) ctx.addIssue({ code: "custom", path: [i, "currency"], message: `${p.currency} is listed twice` });
        seen.add(p.currency);
      });
    })
    .meta({
      description:
        "Prices in other currencies than `currency`, each set by you (no conversion): what a buyer paying in that currency is charged; with pay_what_you_want, the minimum in it. A patch replaces the whole list (docs/commerce.md#prices-in-the-buyers-currency)",
    }),
  content: z.string().refine((c) => new TextEncoder().encode(c).length <= LIMITS.contentBytes, `At most ${LIMITS.contentBytes} bytes`),
  requirements: stringList,
  features: stringList,
  tags,
  compatibility,
  examples: productExamples,
  refundPolicy: z.enum(REFUND_POLICIES).meta({ description: REFUND_POLICY_DESCRIPTION }),
  licenseKeys: licenseKeysSettings,
  bundleProductIds: bundleProductIdsInput,
};

/** A workflow's content is a workflow definition (lib/ai/workflow-definition.ts); faults carry their path. */
function workflowContentIsValid(v: { type?: string; content?: string }, ctx: z.RefinementCtx) {
  if (v.type !== "WORKFLOW" || !v.content?.trim()) return;
  const result = parseWorkflowDefinition(v.content);
  if (result.ok) return;
  for (const f of result.fields) {
    ctx.addIssue({ code: "custom", path: f.path === "(root)" ? ["content"] : ["content", ...f.path.split(".")], message: f.message });
  }
}

/** A bundle lists its products, sells at one fixed price and issues no keys of its own; other types list none. */
function bundleFieldsAreValid(
  v: { type?: string; bundleProductIds?: string[]; priceMode?: string; licenseKeys?: { enabled: boolean }; prices?: unknown[] | null },
  ctx: z.RefinementCtx,
) {
  if (v.type !== "BUNDLE") {
    if (v.bundleProductIds !== undefined) {
      ctx.addIssue({ code: "custom", path: ["bundleProductIds"], message: "Only a BUNDLE product lists bundled products" });
    }
    return;
  }
  if (v.bundleProductIds === undefined) {
    ctx.addIssue({ code: "custom", path: ["bundleProductIds"], message: "List the products this bundle sells" });
  }
  if (v.priceMode === "pay_what_you_want") {
    ctx.addIssue({ code: "custom", path: ["priceMode"], message: "A bundle has a fixed price" });
  }
  if (v.licenseKeys?.enabled) {
    ctx.addIssue({ code: "custom", path: ["licenseKeys"], message: "A bundle issues no license keys; its products issue their own" });
  }
  if (v.prices?.length) ctx.addIssue({ code: "custom", path: ["prices"], message: BUNDLE_ONE_CURRENCY });
}

/** The credit for products a buyer holds is what they paid, in the bundle's currency (docs/commerce.md#bundles). */
export const BUNDLE_ONE_CURRENCY = "A bundle is sold in its main currency only, the currency of its products";

/**
 * The price fields as they will be stored, checked together: `fixed` takes no minimum or suggested price;
 * `pay_what_you_want` stores its minimum as the price, and a suggested price is at least the minimum.
 * Returns the field faults in plain words (empty when the pricing is sound).
 */
export function pricingFaults(v: {
  priceMode: PriceModeIn;
  price?: number;
  minimumPrice?: number;
  suggestedPrice?: number | null;
}): { path: string; message: string }[] {
  if (v.priceMode === "fixed") {
    const faults = [];
    if (v.minimumPrice !== undefined)
      faults.push({ path: "minimumPrice", message: "A minimum price is only for pay_what_you_want products" });
    if (v.suggestedPrice !== undefined && v.suggestedPrice !== null) {
      faults.push({ path: "suggestedPrice", message: "A suggested price is only for pay_what_you_want products" });
    }
    if (v.price === undefined) faults.push({ path: "price", message: "Required" });
    return faults;
  }
  const minimum = v.minimumPrice ?? v.price;
  if (minimum === undefined) return [{ path: "minimumPrice", message: "Set the minimum price a buyer may pay (0 allows free orders)" }];
  if (v.price !== undefined && v.minimumPrice !== undefined && v.price !== v.minimumPrice) {
    return [{ path: "price", message: "With pay_what_you_want, price is the minimum price: send one of them, or the same amount in both" }];
  }
  if (v.suggestedPrice != null && v.suggestedPrice < minimum) {
    return [{ path: "suggestedPrice", message: `The suggested price must be at least the minimum price (${minimum})` }];
  }
  return [];
}

/**
 * The prices in other currencies as they will be stored, beside the main `currency`: none in the main currency
 * (that is `price`), and above zero for a fixed price (a pay_what_you_want minimum may be 0, as the main one may).
 */
export function currencyPriceFaults(v: {
  currency: string;
  priceMode: PriceModeIn;
  prices: { currency: string; amount: number }[];
}): { path: string; message: string }[] {
  const faults: { path: string; message: string }[] = [];
  v.prices.forEach((p, i) => {
    if (typeof p !== "object" || p === null) return; // the item's own schema names its fault
    if (p.currency === v.currency) {
      faults.push({ path: `prices.${i}.currency`, message: `${p.currency} is already the main currency` });
    }
    if (v.priceMode === "fixed" && p.amount <= 0) faults.push({ path: `prices.${i}.amount`, message: "Must be more than 0" });
  });
  return faults;
}

export const createProductInput = z
  .strictObject({
    ...productFields,
    price: productFields.price.optional(),
    priceMode: productFields.priceMode.default("fixed"),
    minimumPrice: productFields.minimumPrice.optional(),
    suggestedPrice: productFields.suggestedPrice.optional(),
    currency: productFields.currency.default("USD"),
    requirements: productFields.requirements.default([]),
    features: productFields.features.default([]),
    tags: productFields.tags.default([]),
    compatibility: productFields.compatibility.default([]),
    examples: productFields.examples.default([]),
    prices: productFields.prices.default([]),
    refundPolicy: productFields.refundPolicy.default("seller_review"),
    licenseKeys: productFields.licenseKeys.optional(),
    bundleProductIds: productFields.bundleProductIds.optional(),
  })
  .superRefine(workflowContentIsValid)
  .superRefine(bundleFieldsAreValid)
  .superRefine(
    (v, ctx) => {
      if (typeof v !== "object" || v === null) return;
      for (const f of pricingFaults(v)) ctx.addIssue({ code: "custom", path: [f.path], message: f.message });
      // Runs even when other fields failed: `prices` may then be anything the caller sent.
      if (!Array.isArray(v.prices)) return;
      for (const f of currencyPriceFaults({ currency: v.currency, priceMode: v.priceMode, prices: v.prices })) {
        ctx.addIssue({ code: "custom", path: f.path.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k)), message: f.message });
      }
    },
    // Also when other fields are at fault, so a missing price is named beside them.
    { when: () => true },
  );
export type CreateProductInput = z.input<typeof createProductInput>;

export const updateProductInput = z
  .strictObject({
    ...productFields,
    version: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z.+-]{1,20}$/, "1–20 characters: letters, digits, . + -"),
    changelog: text(LIMITS.changelog),
  })
  .partial()
  .superRefine(workflowContentIsValid);
export type UpdateProductInput = z.input<typeof updateProductInput>;

const money = z.coerce
  .number({ error: "Must be a number" })
  .min(0, "Must be at least 0")
  .max(LIMITS.maxPrice, `Must be at most ${LIMITS.maxPrice}`);

export const listProductsQuery = z
  .object({
    ...pageFields,
    type: z.string().toUpperCase().pipe(z.enum(PRODUCT_TYPES)).optional(),
    category: z.string().trim().min(1).max(60).optional(),
    provider: z.string().toLowerCase().pipe(z.enum(PROVIDERS)).optional(),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    sort: z.enum(SORTS).default("relevance"),
    order: z.enum(["asc", "desc"]).default("desc"),
    search: z.string().trim().max(LIMITS.search).optional(),
    author: z.string().trim().min(1).max(60).optional(),
    currency: currencyCode.optional().meta({
      description:
        "Show each product's price in this currency when its seller set one (its `currency` then says so); others keep their main price. minPrice, maxPrice and sort=price read the prices as shown",
    }),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ["minPrice"],
    message: "minPrice must not exceed maxPrice",
  });
export type ListProductsQuery = z.output<typeof listProductsQuery>;

export const productIdParams = z.object({ productId: z.string().min(1).max(64) });
export const productDetailQuery = z.object({
  currency: currencyCode
    .optional()
    .meta({ description: "Show `price` in this currency when the seller set one; `prices` lists them all either way" }),
});
export const assetParams = productIdParams.extend({ assetId: z.string().min(1).max(64) });
export const uploadParams = productIdParams.extend({ uploadId: z.string().min(1).max(64) });

export const startUploadBody = z.strictObject({
  name: z.string().trim().min(1).max(200).meta({ description: "The file's name, shown to buyers" }),
  size: z
    .number()
    .int()
    .min(1)
    .max(5 * 1024 ** 3)
    .meta({ description: "Bytes, up to 5 GB" }),
});

export const completeUploadBody = z.strictObject({
  parts: z
    .array(
      z.strictObject({
        partNumber: z.number().int().min(1).max(10_000),
        etag: z.string().min(1).max(200).meta({ description: "The ETag header of that part's PUT answer" }),
      }),
    )
    .min(1)
    .max(10_000),
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "A SHA-256 in hex: 64 characters 0-9 and a-f")
    .meta({ description: "SHA-256 of the whole file, in hex; the stored file must match it" }),
});

const reviewFields = {
  rating: z.number({ error: "Choose a rating from 1 to 5 stars" }).int("Must be an integer").min(1, "Must be 1–5").max(5, "Must be 1–5"),
  comment: text(LIMITS.reviewComment),
};

/** A 1- or 2-star review must say what went wrong, so sellers and other buyers can act on it. */
export function reviewCommentIsGiven(v: { rating?: number; comment?: string }, ctx: z.RefinementCtx) {
  if (v.rating !== undefined && v.rating <= 2 && !v.comment?.trim()) {
    ctx.addIssue({ code: "custom", path: ["comment"], message: "Say what went wrong: a comment is required for 1 or 2 stars" });
  }
}

export const createReviewInput = z
  .strictObject({ rating: reviewFields.rating, comment: reviewFields.comment.default("") })
  .superRefine(reviewCommentIsGiven);

/** Fields left out keep their value; the merged review must still satisfy reviewCommentIsGiven. */
export const updateReviewInput = z.strictObject(reviewFields).partial();

export const reviewParams = productIdParams.extend({ reviewId: z.string().min(1).max(64) });
