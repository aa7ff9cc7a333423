import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { listEvents, listEventsQuery } from "@/lib/events/events-api";
import { eventView } from "@/lib/events/event-schemas";
import { eventScopesDescription } from "@/lib/events/event-scopes";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/events", {
  GET: op({
    operationId: "listEvents",
    summary: "Events that concern you, newest first, as sent to webhooks (filters: type, since)",
    description: eventScopesDescription(),
    tags: ["Webhooks"],
    query: listEventsQuery,
    list: true,
    response: eventView,
    handler: async ({ principal, query }) => {
      const { items, meta } = await listEvents(principal.user.id, principal.scopes, query);
      return list(items, meta);
    },
  }),
});
