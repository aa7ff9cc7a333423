import { defineRoute, op } from "@/lib/api/handler";
import { approveRefundRequest, refundRequestView, requestIdParams } from "@/lib/purchases/refund-requests";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/refund-requests/{requestId}/approve", {
  POST: op({
    operationId: "approveRefundRequest",
    summary: "Approve a refund request on your sale: the buyer is refunded the amount asked (or all that is left)",
    tags: ["Sales"],
    scope: "purchases:write",
    params: requestIdParams,
    response: refundRequestView,
    handler: async ({ principal, params }) => approveRefundRequest(principal.user.id, params.requestId),
  }),
});
