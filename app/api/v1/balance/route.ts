import { defineRoute, op } from "@/lib/api/handler";
import { accountBalances, balanceView } from "@/lib/payouts/ledger";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/balance", {
  GET: op({
    operationId: "getBalance",
    summary: "Your balance per currency: sales and referrals minus refunds and payouts",
    tags: ["Sales"],
    scope: "purchases:read",
    response: balanceView,
    list: true,
    handler: async ({ principal }) => accountBalances(principal.user.id),
  }),
});
