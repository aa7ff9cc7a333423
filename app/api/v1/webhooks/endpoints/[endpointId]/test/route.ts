import { z } from "zod";
import { accepted } from "@/lib/api/envelope";
import { defineRoute, op } from "@/lib/api/handler";
import { sendTestEvent } from "@/lib/webhooks/deliveries";
import { testEventView } from "@/lib/webhooks/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/webhooks/endpoints/{endpointId}/test", {
  POST: op({
    operationId: "sendTestEvent",
    summary: "Send a test event to this endpoint once (no retries); poll the returned delivery for the outcome",
    tags: ["Webhooks"],
    scope: "webhooks:write",
    params: z.object({ endpointId: z.string() }),
    successStatus: 202,
    response: testEventView,
    handler: async ({ principal, params }) => accepted(await sendTestEvent(principal.user.id, params.endpointId)),
  }),
});
