import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { getEvent } from "@/lib/events/events-api";
import { eventView } from "@/lib/events/event-schemas";
import { eventScopesDescription } from "@/lib/events/event-scopes";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/events/{eventId}", {
  GET: op({
    operationId: "getEvent",
    summary: "One event, as sent to webhooks",
    description: eventScopesDescription(),
    tags: ["Webhooks"],
    params: z.object({ eventId: z.string() }),
    response: eventView,
    handler: async ({ principal, params }) => getEvent(principal.user.id, principal.scopes, params.eventId),
  }),
});
