import { z } from "zod";
import { providerSchema } from "@/lib/ai/providers";

// Request schemas of the provider-key operations, apart from the code that stores keys, so the dashboard's forms
// validate with them in the browser.

const MICROS = 1_000_000;

/** A budget in USD as the API takes it: at most micro-dollar precision, so it is stored exactly. */
export const monthlyBudgetSchema = z
  .number()
  .min(0, "Must be 0 or more")
  .max(1_000_000, "At most 1,000,000 USD")
  .refine((usd) => Math.abs(usd * MICROS - Math.round(usd * MICROS)) < 1e-6, "At most 6 decimal places")
  .describe("USD per calendar month (UTC); runs are refused once the month's spend reaches it. null: no cap");

export const usdToMicros = (usd: number): number => Math.round(usd * MICROS);

export const createProviderKeyInput = z.strictObject({
  provider: providerSchema,
  label: z.string().trim().min(1).max(100).optional(),
  key: z.string().trim().min(8, "Too short to be a provider key").max(1000),
  baseUrl: z
    .string()
    .max(500, "At most 500 characters")
    .pipe(z.url({ protocol: /^https?$/, message: "Must be an http(s) URL" }))
    // Only a string that parsed as a URL reaches this check (a pipe stops at the first failing stage).
    .pipe(z.string().refine((u) => !new URL(u).username && !new URL(u).password, "Must not contain credentials"))
    .optional(),
  monthlyBudget: monthlyBudgetSchema.nullable().optional(),
});
export type CreateProviderKeyInput = z.input<typeof createProviderKeyInput>;

export const updateProviderKeyInput = z.strictObject({
  label: z.string().trim().min(1).max(100).optional(),
  monthlyBudget: monthlyBudgetSchema.nullable().optional(),
});
export type UpdateProviderKeyInput = z.input<typeof updateProviderKeyInput>;
