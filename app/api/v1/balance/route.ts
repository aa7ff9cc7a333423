import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { accountBalances, balanceView } from "@/lib/payouts/ledger";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/balance", {
  GET: op({
    summary: "Your balance per currency: sales and referrals minus refunds and payouts",
    tags: ["Sales"],
    scope: "purchases:read",
    response: z.array(balanceView),
    handler: async ({ principal }) => accountBalances(principal.user.id),
  }),
});
