import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { listRefundRequests, listRefundRequestsQuery, refundRequestView } from "@/lib/purchases/refund-requests";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/refund-requests", {
  GET: op({
    operationId: "listRefundRequests",
    summary: "Refund requests on your sales (buyers' refunds asked after accessing the content), newest first",
    tags: ["Sales"],
    scope: "purchases:read",
    query: listRefundRequestsQuery,
    response: refundRequestView,
    list: true,
    handler: async ({ principal, query }) => {
      const { items, meta } = await listRefundRequests(principal.user.id, query);
      return list(items, meta);
    },
  }),
});
