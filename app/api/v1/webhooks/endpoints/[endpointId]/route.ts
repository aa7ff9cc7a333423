import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { deleteEndpoint, getEndpoint, updateEndpoint, updateEndpointInput } from "@/lib/webhooks/endpoints";

const params = z.object({ endpointId: z.string() });

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints/{endpointId}", {
  GET: op({
    summary: "A webhook endpoint",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params,
    handler: async ({ principal, params }) => getEndpoint(principal.user.id, params.endpointId),
  }),
  PATCH: op({
    summary: "Change an endpoint's url, events, description or enabled flag (enabling clears the disabled notice)",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params,
    body: updateEndpointInput,
    handler: async ({ principal, params, body }) => updateEndpoint(principal.user.id, params.endpointId, body),
  }),
  DELETE: op({
    summary: "Delete an endpoint and its delivery log",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params,
    handler: async ({ principal, params }) => deleteEndpoint(principal.user.id, params.endpointId),
  }),
});
