import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { pageFields } from "@/lib/pagination";

// Request and response schemas of /v1/discounts, shared by the API and the dashboard form (no server imports here).

export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export const DISCOUNT_REASONS = ["unknown", "expired", "exhausted", "not_applicable"] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

const twoDecimals = (a: number) => Math.abs(a * 100 - Math.round(a * 100)) < 1e-6;

export const discountCode = z
  .string()
  .trim()
  .min(3, "At least 3 characters")
  .max(32, "At most 32 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, - and _ only")
  .transform((c) => c.toUpperCase())
  .meta({ description: "Case-insensitive; stored and shown in upper case", example: "LAUNCH20" });

const fields = {
  code: discountCode,
  type: z.enum(DISCOUNT_TYPES),
  basisPoints: z
    .number()
    .int("Must be an integer")
    .min(1, "At least 1 (0.01 %)")
    .max(10_000, "At most 10000 (100 %)")
    .optional()
    .meta({ description: "percentage: the discount in basis points (2000 = 20 %)" }),
  amount: z
    .number()
    .positive("Must be more than 0")
    .max(10_000, "At most 10000")
    .refine(twoDecimals, "At most 2 decimals")
    .optional()
    .meta({ description: "fixed: the amount taken off, in `currency`" }),
  currency: z.enum(CURRENCIES).optional().meta({ description: "fixed: the currency of `amount`; it applies to products priced in it" }),
  productIds: z
    .array(z.string().min(1).max(100))
    .min(1, "At least one product, or leave productIds out for all your products")
    .max(100, "At most 100 products")
    .optional()
    .meta({ description: "The products it applies to (your own); absent: every product of yours" }),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
  maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
  maxRedemptionsPerCustomer: z.number().int().min(1).max(1_000).optional(),
};

type Shape = {
  type?: (typeof DISCOUNT_TYPES)[number];
  basisPoints?: number | null;
  amount?: number | null;
  currency?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
};

/** The rules between fields, for a new discount and for a discount after a patch. */
export function discountIssues(d: Shape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (d.type === "percentage") {
    if (d.basisPoints == null) issues.push({ path: "basisPoints", message: "Required for a percentage discount" });
    if (d.amount != null) issues.push({ path: "amount", message: "Only for a fixed discount" });
    if (d.currency != null) issues.push({ path: "currency", message: "Only for a fixed discount" });
  }
  if (d.type === "fixed") {
    if (d.amount == null) issues.push({ path: "amount", message: "Required for a fixed discount" });
    if (d.currency == null) issues.push({ path: "currency", message: "Required for a fixed discount" });
    if (d.basisPoints != null) issues.push({ path: "basisPoints", message: "Only for a percentage discount" });
  }
  if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt)) {
    issues.push({ path: "endsAt", message: "Must be after startsAt" });
  }
  return issues;
}

export const createDiscountInput = z.strictObject(fields).superRefine((d, ctx) => {
  for (const i of discountIssues(d)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
});
export type CreateDiscountInput = z.infer<typeof createDiscountInput>;

/** A patch sets the fields it names; null clears an optional one. The result must still be a valid discount. */
export const updateDiscountInput = z.strictObject({
  code: fields.code.optional(),
  type: fields.type.optional(),
  basisPoints: fields.basisPoints.unwrap().nullable().optional(),
  amount: fields.amount.unwrap().nullable().optional(),
  currency: fields.currency.unwrap().nullable().optional(),
  productIds: fields.productIds.unwrap().nullable().optional(),
  startsAt: fields.startsAt.unwrap().nullable().optional(),
  endsAt: fields.endsAt.unwrap().nullable().optional(),
  maxRedemptions: fields.maxRedemptions.unwrap().nullable().optional(),
  maxRedemptionsPerCustomer: fields.maxRedemptionsPerCustomer.unwrap().nullable().optional(),
});
export type UpdateDiscountInput = z.infer<typeof updateDiscountInput>;

export const discountIdParams = z.object({ discountId: z.string().min(1).max(64) });
export const listDiscountsQuery = z.object({ ...pageFields });

export const discountView = z
  .object({
    id: z.string(),
    code: z.string(),
    type: z.enum(DISCOUNT_TYPES),
    basisPoints: z.number().nullable(),
    amount: z.number().nullable(),
    currency: z.string().nullable(),
    productIds: z.array(z.string()).nullable().meta({ description: "null: every product of the seller" }),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxRedemptions: z.number().nullable(),
    maxRedemptionsPerCustomer: z.number().nullable(),
    redemptions: z.number().meta({ description: "Orders holding the discount; a fully refunded order gives its redemption back" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Discount" });
export type DiscountView = z.infer<typeof discountView>;

/** What an order says of its discount (purchase response, order, event). */
export const orderDiscount = z
  .object({ code: z.string(), amount: z.number().meta({ description: "Taken off the list price" }) })
  .nullable()
  .meta({ description: "The discount code used and what it took off; null without one" });
