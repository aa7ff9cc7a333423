import { defineRoute, op } from "@/lib/api/handler";
import { created, list } from "@/lib/api/envelope";
import { createPurchase, createPurchaseInput, createPurchaseResponse } from "@/lib/purchases/create-purchase";
import { listPurchases, listPurchasesQuery } from "@/lib/purchases/read-purchases";
import { purchaseView } from "@/lib/purchases/views";
import { apiBaseUrl } from "@/lib/api/urls";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases", {
  POST: op({
    operationId: "createPurchase",
    summary: "Buy a product",
    description:
      "Charges `paymentMethodId` or your default payment method. A decline answers 402 INSUFFICIENT_FUNDS or " +
      "PAYMENT_DECLINED and leaves nothing behind. With Stripe, a bank asking the buyer to authenticate answers 402 " +
      "PAYMENT_REQUIRES_ACTION (follow details.nextActionUrl, then retry), and Stripe out of reach answers 503 " +
      "PAYMENT_PROVIDER_UNAVAILABLE with Retry-After; neither writes an order. Send an Idempotency-Key to retry safely.",
    tags: ["Purchases"],
    scope: "purchases:write",
    body: createPurchaseInput,
    response: createPurchaseResponse,
    successStatus: 201,
    errors: [
      "PRODUCT_NOT_FOUND",
      "NOT_FOUND",
      "INSUFFICIENT_FUNDS",
      "PAYMENT_DECLINED",
      "PAYMENT_REQUIRES_ACTION",
      "PAYMENT_PROVIDER_UNAVAILABLE",
    ],
    handler: async ({ req, principal, body }) => created(await createPurchase(principal.user.id, body, apiBaseUrl(req))),
  }),
  GET: op({
    operationId: "listPurchases",
    summary: "Your purchases, newest first",
    tags: ["Purchases"],
    scope: "purchases:read",
    query: listPurchasesQuery,
    response: purchaseView,
    list: true,
    handler: async ({ req, principal, query }) => {
      const { items, meta } = await listPurchases(principal.user.id, query, apiBaseUrl(req));
      return list(items, meta);
    },
  }),
});
