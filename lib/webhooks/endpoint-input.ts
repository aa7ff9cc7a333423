import { z } from "zod";
import { EVENT_TYPES } from "@/lib/events/types";

// The endpoint schemas on their own (no database import), so the dashboard's endpoint form validates with them too.

export const SUBSCRIBABLE = ["*", ...EVENT_TYPES] as const;

export const endpointEvents = z
  .array(z.enum(SUBSCRIBABLE))
  .min(1, 'Choose at least one event type, or "*" for all')
  .transform((list): (typeof SUBSCRIBABLE)[number][] => (list.includes("*") ? ["*"] : [...new Set(list)]));

const endpointUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/ }));

export const createEndpointInput = z.strictObject({
  url: endpointUrl,
  events: endpointEvents,
  description: z.string().trim().max(500).optional(),
});

export const updateEndpointInput = z.strictObject({
  url: endpointUrl.optional(),
  events: endpointEvents.optional(),
  enabled: z.boolean().optional(),
  description: z.string().trim().max(500).optional(),
});
