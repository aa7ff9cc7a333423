import { z } from "zod";
import { notFound } from "@/lib/errors";
import { db } from "@/lib/db/client";
import { EVENT_TYPES } from "@/lib/events/types";
import { pageFields } from "@/lib/pagination";

export const listEventsQuery = z.strictObject({
  type: z.enum(EVENT_TYPES).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  ...pageFields,
});

// The envelope exactly as receivers got it (6.1), field order included.
const toEventView = (e: { payload: string }) => JSON.parse(e.payload) as { id: string; type: string; created: string; data: unknown };

/** Events that concern the caller, newest first: what an integrator reconciles against after downtime. */
export async function listEvents(userId: string, q: z.output<typeof listEventsQuery>) {
  const client = await db();
  const where = {
    accountIds: { has: userId },
    ...(q.type ? { type: q.type } : {}),
    ...(q.since ? { createdAt: { gte: new Date(q.since) } } : {}),
  };
  const [rows, total] = await Promise.all([
    client.event.findMany({ where, orderBy: { createdAt: "desc" }, skip: (q.page - 1) * q.limit, take: q.limit }),
    client.event.count({ where }),
  ]);
  return { data: rows.map(toEventView), meta: { page: q.page, limit: q.limit, total } };
}

export async function getEvent(userId: string, id: string) {
  const e = await (await db()).event.findFirst({ where: { id, accountIds: { has: userId } } });
  if (!e) throw notFound("Event");
  return toEventView(e);
}
