import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { refundInput, refundOrder, refundResponse } from "@/lib/purchases/refund-purchase";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}/refund", {
  POST: op({
    operationId: "refundPurchase",
    summary: "Refund an order in full or in part: its buyer within 14 days under the refund policy, its seller at any time",
    tags: ["Purchases"],
    scope: "purchases:write",
    params: z.object({ orderId: z.string() }),
    body: refundInput,
    response: refundResponse,
    handler: async ({ principal, params, body }) => refundOrder(principal.user.id, params.orderId, body),
  }),
});
