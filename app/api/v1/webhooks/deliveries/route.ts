import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { listDeliveries, listDeliveriesQuery } from "@/lib/webhooks/deliveries";
import { deliveryView } from "@/lib/webhooks/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/deliveries", {
  GET: op({
    operationId: "listWebhookDeliveries",
    summary: "The delivery log, newest first (filters: endpointId, status, eventType)",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    query: listDeliveriesQuery,
    list: true,
    response: deliveryView,
    handler: async ({ principal, query }) => {
      const { items, meta } = await listDeliveries(principal.user.id, query);
      return list(items, meta);
    },
  }),
});
