import { z } from "zod";

// The refund request's schema on its own (no database import), so the dashboard form validates with it too.
export const REFUND_REASONS = ["not_as_described", "duplicate", "accidental", "other"] as const;

export const refundInput = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe(`Suggested: ${REFUND_REASONS.join(", ")}`),
  details: z.string().trim().max(2000).optional(),
  amount: z
    .number()
    .positive("Must be more than 0")
    .max(1_000_000)
    .refine((a) => Math.abs(a * 100 - Math.round(a * 100)) < 1e-6, "At most 2 decimals")
    .optional()
    .meta({ description: "The part to refund, in the order's currency; default: everything not refunded yet" }),
  revokeAccess: z
    .boolean()
    .optional()
    .meta({ description: "End the buyer's access now even though the refund is partial (a full refund always ends it)" }),
});

/** What a refund does once the buyer accessed the content (docs/decisions/025-refund-policy-after-access.md). */
export const REFUND_POLICIES = ["before_access", "seller_review", "always"] as const;
export type RefundPolicyWord = (typeof REFUND_POLICIES)[number];
export const REFUND_POLICY_DESCRIPTION =
  "What a refund does after the buyer downloaded, ran or read the content: before_access (refused after access), " +
  "seller_review (a refund request the seller answers; approved after 7 days without an answer) or always (refunded at once). " +
  "Before any access every refund is immediate.";
