import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { listEvents, listEventsQuery } from "@/lib/events/events-api";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/events", {
  GET: op({
    summary: "Events that concern you, newest first, as sent to webhooks (filters: type, since)",
    tags: ["Webhooks"],
    query: listEventsQuery,
    list: true,
    handler: async ({ principal, query }) => {
      const { data, meta } = await listEvents(principal.user.id, query);
      return list(data, meta);
    },
  }),
});
