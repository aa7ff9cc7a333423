import { defineRoute, op } from "@/lib/api/handler";
import { declineRefundRequest, declineRefundRequestInput, refundRequestView, requestIdParams } from "@/lib/purchases/refund-requests";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/refund-requests/{requestId}/decline", {
  POST: op({
    operationId: "declineRefundRequest",
    summary: "Decline a refund request on your sale: the purchase stays; the buyer is told (final for this order)",
    tags: ["Sales"],
    scope: "purchases:write",
    params: requestIdParams,
    body: declineRefundRequestInput,
    response: refundRequestView,
    handler: async ({ principal, params, body }) => declineRefundRequest(principal.user.id, params.requestId, body),
  }),
});
