import { defineRoute, op } from "@/lib/api/handler";
import { purchaseQuote, quoteInput, quoteView } from "@/lib/purchases/quote";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/quote", {
  POST: op({
    operationId: "quotePurchase",
    summary: "What buying a product would cost you, with an optional discount code (nothing is charged)",
    tags: ["Purchases"],
    scope: "purchases:read",
    body: quoteInput,
    response: quoteView,
    errors: ["PRODUCT_NOT_FOUND"],
    handler: async ({ principal, body }) => purchaseQuote(principal.user.id, body),
  }),
});
