import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { rotateEndpointSecret } from "@/lib/webhooks/endpoints";
import { endpointSecretView } from "@/lib/webhooks/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints/{endpointId}/rotate-secret", {
  POST: op({
    operationId: "rotateWebhookSecret",
    summary: "Replace the signing secret at once; the new secret is returned in full",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params: z.object({ endpointId: z.string() }),
    response: endpointSecretView,
    handler: async ({ principal, params }) => rotateEndpointSecret(principal.user.id, params.endpointId),
  }),
});
