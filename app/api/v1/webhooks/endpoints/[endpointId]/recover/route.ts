import { z } from "zod";
import { accepted } from "@/lib/api/envelope";
import { defineRoute, op } from "@/lib/api/handler";
import { recoverEndpoint, recoverInput } from "@/lib/webhooks/deliveries";
import { recoverView } from "@/lib/webhooks/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints/{endpointId}/recover", {
  POST: op({
    operationId: "recoverWebhookEndpoint",
    summary: "Resend every failed delivery of this endpoint created since a time",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params: z.object({ endpointId: z.string() }),
    body: recoverInput,
    successStatus: 202,
    response: recoverView,
    handler: async ({ principal, params, body }) => accepted(await recoverEndpoint(principal.user.id, params.endpointId, body)),
  }),
});
