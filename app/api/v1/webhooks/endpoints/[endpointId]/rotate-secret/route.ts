import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { rotateEndpointSecret } from "@/lib/webhooks/endpoints";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints/{endpointId}/rotate-secret", {
  POST: op({
    summary: "Replace the signing secret at once; the new secret is returned in full",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params: z.object({ endpointId: z.string() }),
    handler: async ({ principal, params }) => rotateEndpointSecret(principal.user.id, params.endpointId),
  }),
});
