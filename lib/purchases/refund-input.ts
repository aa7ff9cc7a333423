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
});
