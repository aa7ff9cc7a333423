import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { getDelivery } from "@/lib/webhooks/deliveries";
import { deliveryDetailView } from "@/lib/webhooks/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/deliveries/{deliveryId}", {
  GET: op({
    operationId: "getWebhookDelivery",
    summary: "A delivery with its exact payload and every attempt (headers sent, status, duration, response excerpt)",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params: z.object({ deliveryId: z.string() }),
    response: deliveryDetailView,
    handler: async ({ principal, params }) => getDelivery(principal.user.id, params.deliveryId),
  }),
});
