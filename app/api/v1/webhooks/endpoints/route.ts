import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { createEndpoint, createEndpointInput, listEndpoints } from "@/lib/webhooks/endpoints";
import { endpointCreatedView, endpointView } from "@/lib/webhooks/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints", {
  GET: op({
    operationId: "listWebhookEndpoints",
    summary: "List your webhook endpoints",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    list: true,
    response: endpointView,
    handler: async ({ principal }) => listEndpoints(principal.user.id),
  }),
  POST: op({
    operationId: "createWebhookEndpoint",
    summary: "Add a webhook endpoint; the signing secret is returned in full here",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    body: createEndpointInput,
    successStatus: 201,
    response: endpointCreatedView,
    handler: async ({ principal, body }) => created(await createEndpoint(principal.user.id, body)),
  }),
});
