import { z } from "zod";
import { accepted } from "@/lib/api/envelope";
import { defineRoute, op } from "@/lib/api/handler";
import { retryDelivery } from "@/lib/webhooks/deliveries";
import { deliveryDetailView } from "@/lib/webhooks/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/deliveries/{deliveryId}/retry", {
  POST: op({
    operationId: "retryWebhookDelivery",
    summary: "Redeliver: start a new series of attempts for this delivery",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params: z.object({ deliveryId: z.string() }),
    successStatus: 202,
    response: deliveryDetailView,
    handler: async ({ principal, params }) => accepted(await retryDelivery(principal.user.id, params.deliveryId)),
  }),
});
