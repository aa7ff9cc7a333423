import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { refundInput, refundPurchase, refundResponse } from "@/lib/purchases/refund-purchase";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}/refund", {
  POST: op({
    operationId: "refundPurchase",
    summary: "Refund a purchase (buyer only, within 14 days, once)",
    tags: ["Purchases"],
    scope: "purchases:write",
    params: z.object({ orderId: z.string() }),
    body: refundInput,
    response: refundResponse,
    handler: async ({ principal, params, body }) => refundPurchase(principal.user.id, params.orderId, body),
  }),
});
