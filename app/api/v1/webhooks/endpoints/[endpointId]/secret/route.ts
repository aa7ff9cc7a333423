import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { revealEndpointSecret } from "@/lib/webhooks/endpoints";
import { endpointSecretView } from "@/lib/webhooks/views";

// Revealing is a deliberate act of the signed-in owner; API keys get the secret only when creating or rotating.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints/{endpointId}/secret", {
  GET: op({
    operationId: "getWebhookSecret",
    summary: "Reveal the endpoint's signing secret (dashboard session)",
    tags: ["Webhooks"],
    auth: "session",
    params: z.object({ endpointId: z.string() }),
    response: endpointSecretView,
    handler: async ({ principal, params }) => revealEndpointSecret(principal.user.id, params.endpointId),
  }),
});
