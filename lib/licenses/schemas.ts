import { z } from "zod";
import { pageFields } from "@/lib/pagination";
import { KEY_MAX_LENGTH, KEY_PATTERN, normalizeKey, PREFIX_PATTERN } from "@/lib/licenses/key-shape";

// Request and response schemas of license keys (docs/commerce.md#license-keys), shared by the API, the product form
// and the pages (no server imports here).

export const LICENSE_STATUSES = ["active", "expired", "revoked"] as const;
export const LICENSE_LIMITS = { maxExpiresInDays: 36_500, maxActivationLimit: 10_000, instanceName: 200 } as const;

/** A product's license-key settings, on create and patch (null clears an optional one on a patch). */
export const licenseKeysSettings = z
  .strictObject({
    enabled: z.boolean(),
    expiresInDays: z
      .number()
      .int("Must be a whole number of days")
      .min(1, "At least 1 day")
      .max(LICENSE_LIMITS.maxExpiresInDays, `At most ${LICENSE_LIMITS.maxExpiresInDays} days`)
      .nullable()
      .optional()
      .meta({ description: "Days a key is valid from the purchase; absent or null: it never expires" }),
    activationLimit: z
      .number()
      .int("Must be a whole number")
      .min(1, "At least 1")
      .max(LICENSE_LIMITS.maxActivationLimit, `At most ${LICENSE_LIMITS.maxActivationLimit}`)
      .nullable()
      .optional()
      .meta({ description: "Installations a key may be activated on at once; absent or null: no limit" }),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(PREFIX_PATTERN, "2–12 letters or digits")
      .nullable()
      .optional()
      .meta({ description: "The start of every key (e.g. COLDMAIL); absent or null: taken from the title" }),
  })
  .meta({ description: "License keys for each purchase (docs/commerce.md#license-keys)" });
export type LicenseKeysSettings = z.infer<typeof licenseKeysSettings>;

export const licenseKeysView = z
  .strictObject({
    enabled: z.boolean(),
    expiresInDays: z.number().int().nullable(),
    activationLimit: z.number().int().nullable(),
    prefix: z.string().meta({ description: "The start of every new key" }),
  })
  .meta({ description: "Whether each purchase gets a license key, and how keys are issued" });
export type LicenseKeysView = z.infer<typeof licenseKeysView>;

/** A key as sent by the seller's software: case-insensitive, checked for form before any lookup. */
export const licenseKeyField = z
  .string()
  .max(KEY_MAX_LENGTH + 20, "Not a license key")
  .transform(normalizeKey)
  .refine((k) => KEY_PATTERN.test(k), "Not a license key: PREFIX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX")
  .meta({
    description: "The license key, e.g. COLD-8F3KQ-2M9XA-T4W7N-P6RZD-7KQ2X (case-insensitive)",
    example: "COLD-8F3KQ-2M9XA-T4W7N-P6RZD-7KQ2X",
  });

const instanceId = z.string().min(1).max(64).meta({ description: "The id POST /licenses/activate answered" });

export const validateLicenseInput = z.strictObject({ key: licenseKeyField, instanceId: instanceId.optional() });
export const activateLicenseInput = z.strictObject({
  key: licenseKeyField,
  instanceName: z
    .string()
    .trim()
    .min(1, "Name the installation (a machine or site name)")
    .max(LICENSE_LIMITS.instanceName, `At most ${LICENSE_LIMITS.instanceName} characters`),
});
export const deactivateLicenseInput = z.strictObject({ key: licenseKeyField, instanceId });

const instanceView = z.strictObject({ id: z.string(), name: z.string(), activatedAt: z.string() });

export const validateLicenseView = z
  .strictObject({
    valid: z.boolean().meta({ description: "The key is active (and, with instanceId, that installation is activated on it)" }),
    status: z.enum(LICENSE_STATUSES).meta({
      description: "active, expired or revoked; an unknown key answers exactly as a revoked one (valid false, every other field null or 0)",
    }),
    productId: z.string().nullable(),
    activations: z.number().int().meta({ description: "Installations activated now" }),
    activationLimit: z.number().int().nullable().meta({ description: "null: no limit" }),
    expiresAt: z.string().nullable(),
    instance: instanceView.nullable().meta({ description: "With instanceId: that installation while it is activated on this key" }),
  })
  .meta({ id: "LicenseValidation" });

export const activateLicenseView = z.strictObject({
  instanceId: z.string().meta({ description: "Keep it: validate and deactivate name the installation with it" }),
  instanceName: z.string(),
  activations: z.number().int(),
  activationLimit: z.number().int().nullable(),
});

export const deactivateLicenseView = z.strictObject({
  instanceId: z.string(),
  deactivated: z.literal(true),
  activations: z.number().int(),
  activationLimit: z.number().int().nullable(),
});

/** A key as its seller sees it: never the key itself, only its hint. */
export const licenseView = z
  .strictObject({
    id: z.string(),
    orderId: z.string(),
    productId: z.string(),
    buyer: z.strictObject({ id: z.string(), name: z.string() }),
    keyHint: z.string().meta({ description: "The prefix and last group of the key, e.g. COLD-…-7KQ2X" }),
    status: z.enum(LICENSE_STATUSES),
    expiresAt: z.string().nullable(),
    activations: z.number().int(),
    activationLimit: z.number().int().nullable(),
    instances: z.array(instanceView).meta({ description: "Installations activated now, oldest first" }),
    revokedAt: z.string().nullable(),
    revokedReason: z.enum(["refund", "access_revoked", "seller", "dispute_lost"]).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "License" });
export type LicenseView = z.infer<typeof licenseView>;

/** The key on an order: the key itself for the buyer (licenseKey beside it), the hint for the seller. */
export const orderLicenseView = z
  .strictObject({
    id: z.string(),
    keyHint: z.string(),
    status: z.enum(LICENSE_STATUSES),
    expiresAt: z.string().nullable(),
    activations: z.number().int(),
    activationLimit: z.number().int().nullable(),
  })
  .nullable()
  .meta({ description: "The order's license key, when the product issues keys; null otherwise" });

export const entitlementView = z
  .strictObject({
    productId: z.string(),
    title: z.string(),
    type: z.string(),
    orderId: z.string().meta({ description: "The order that grants it: the product's own, or a bundle's" }),
    via: z.enum(["order", "bundle"]).meta({
      description: "order: bought on its own; bundle: granted by the bundle order `orderId` (docs/commerce.md#bundles)",
    }),
    since: z.string().meta({ description: "When the order was made" }),
    license: orderLicenseView,
  })
  .meta({ id: "Entitlement" });

export const licenseIdParams = z.object({ licenseId: z.string().min(1).max(64) });
export const buyerIdParams = z.object({ buyerId: z.string().min(1).max(64) });
export const listLicensesQuery = z.object({
  ...pageFields,
  status: z.enum([...LICENSE_STATUSES, "all"]).default("all"),
});
