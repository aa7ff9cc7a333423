import { defineRoute, op } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { createEndpoint, createEndpointInput, listEndpoints } from "@/lib/webhooks/endpoints";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints", {
  GET: op({
    summary: "List your webhook endpoints",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    list: true,
    handler: async ({ principal }) => listEndpoints(principal.user.id),
  }),
  POST: op({
    summary: "Add a webhook endpoint; the signing secret is returned in full here",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    body: createEndpointInput,
    successStatus: 201,
    handler: async ({ principal, body }) => created(await createEndpoint(principal.user.id, body)),
  }),
});
