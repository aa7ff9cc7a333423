import { z } from "zod";
import { notFound } from "@/lib/errors";
import { db } from "@/lib/db/client";
import { EVENT_TYPES } from "@/lib/events/types";
import { readableEventTypes } from "@/lib/events/event-scopes";
import { pageFields } from "@/lib/pagination";

export const listEventsQuery = z.strictObject({
  type: z.enum(EVENT_TYPES).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  ...pageFields,
});

// The envelope exactly as receivers got it (docs/webhooks.md#event-types), field order included.
const toEventView = (e: { payload: string }) => JSON.parse(e.payload) as { id: string; type: string; created: string; data: unknown };

/**
 * Events that concern the caller and that its scopes may read (lib/events/event-scopes.ts), newest first: what an
 * integrator reconciles against after downtime.
 */
export async function listEvents(userId: string, scopes: readonly string[], q: z.output<typeof listEventsQuery>) {
  const client = await db();
  const readable = readableEventTypes(scopes);
  const where = {
    accountIds: { has: userId },
    type: { in: q.type ? readable.filter((t) => t === q.type) : readable },
    ...(q.since ? { createdAt: { gte: new Date(q.since) } } : {}),
  };
  const [rows, total] = await Promise.all([
    client.event.findMany({ where, orderBy: { createdAt: "desc" }, skip: (q.page - 1) * q.limit, take: q.limit }),
    client.event.count({ where }),
  ]);
  return { items: rows.map(toEventView), meta: { page: q.page, limit: q.limit, total } };
}

export async function getEvent(userId: string, scopes: readonly string[], id: string) {
  const client = await db();
  const e = await client.event.findFirst({ where: { id, accountIds: { has: userId }, type: { in: readableEventTypes(scopes) } } });
  if (!e) throw notFound("Event");
  return toEventView(e);
}
