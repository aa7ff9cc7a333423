import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { getPurchase } from "@/lib/purchases/read-purchases";
import { purchaseView } from "@/lib/purchases/views";
import { apiBaseUrl } from "@/lib/api/urls";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}", {
  GET: op({
    operationId: "getPurchase",
    summary: "A purchase: its buyer sees all of it, the product's seller sees it without the buyer's email",
    tags: ["Purchases"],
    scope: "purchases:read",
    params: z.object({ orderId: z.string() }),
    response: purchaseView,
    handler: async ({ req, principal, params }) => getPurchase(principal.user.id, params.orderId, apiBaseUrl(req)),
  }),
});
