import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { paymentsMode } from "@/lib/payments/mode";
import { onboardingLink } from "@/lib/payments/stripe-connect";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payouts/account/onboarding-link", {
  POST: op({
    operationId: "createPayoutOnboardingLink",
    summary: "A fresh Stripe onboarding link for your payout account (created on first use); it expires within minutes",
    tags: ["Sales"],
    scope: "products:write",
    response: z.object({ url: z.string(), expiresAt: z.string() }),
    errors: ["NOT_FOUND", "PAYMENT_PROVIDER_UNAVAILABLE"],
    handler: async ({ principal }) => {
      if (paymentsMode().provider !== "stripe")
        throw new AppError("NOT_FOUND", "Payouts through Stripe are not set up on this install (PAYMENTS_PROVIDER is not stripe)");
      return onboardingLink(principal.user.id);
    },
  }),
});
