import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { paymentsMode } from "@/lib/payments/mode";
import { connectAccount, connectAccountView, refreshConnectedAccount } from "@/lib/payments/stripe-connect";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/payouts/account", {
  GET: op({
    operationId: "getPayoutAccount",
    summary: "Your payout account (Stripe Connect) and its state: not_started, details_needed, under_review, enabled or restricted",
    tags: ["Sales"],
    scope: "purchases:read",
    query: z.object({
      refresh: z
        .enum(["true", "false"])
        .default("false")
        .meta({ description: "true reads the account from Stripe first (on return from onboarding)" }),
    }),
    response: connectAccountView,
    errors: ["PAYMENT_PROVIDER_UNAVAILABLE"],
    handler: async ({ principal, query }) =>
      paymentsMode().provider === "stripe"
        ? query.refresh === "true"
          ? refreshConnectedAccount(principal.user.id)
          : connectAccount(principal.user.id)
        : { status: "not_started" as const, chargesEnabled: false, payoutsEnabled: false, requirements: [], disabledReason: null },
  }),
});
