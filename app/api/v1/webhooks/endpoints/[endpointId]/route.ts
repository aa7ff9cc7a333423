import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { deleteEndpoint, getEndpoint, updateEndpoint, updateEndpointInput } from "@/lib/webhooks/endpoints";
import { endpointView } from "@/lib/webhooks/views";
import { deletedView } from "@/lib/api/common-views";

const params = z.object({ endpointId: z.string() });

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints/{endpointId}", {
  GET: op({
    operationId: "getWebhookEndpoint",
    summary: "A webhook endpoint",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params,
    response: endpointView,
    handler: async ({ principal, params }) => getEndpoint(principal.user.id, params.endpointId),
  }),
  PATCH: op({
    operationId: "updateWebhookEndpoint",
    summary: "Change an endpoint's url, events, description or enabled flag (enabling clears the disabled notice)",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params,
    body: updateEndpointInput,
    response: endpointView,
    handler: async ({ principal, params, body }) => updateEndpoint(principal.user.id, params.endpointId, body),
  }),
  DELETE: op({
    operationId: "deleteWebhookEndpoint",
    summary: "Delete an endpoint and its delivery log",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params,
    response: deletedView,
    handler: async ({ principal, params }) => deleteEndpoint(principal.user.id, params.endpointId),
  }),
});
