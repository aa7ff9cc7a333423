import type { z } from "zod";
import { EVENT_DATA } from "@/lib/events/event-schemas";
import type { EventType } from "@/lib/events/types";
import { newId } from "@/lib/ids";

/** The data of an event of type T, exactly as lib/events/event-schemas.ts publishes it to integrators. */
export type EventData<T extends EventType> = z.input<(typeof EVENT_DATA)[T]>;

/** One event: its type and data belong together, so a payload that is not the published shape does not compile. */
export type TypedEvent<T extends EventType = EventType> = { [K in T]: { type: K; data: EventData<K> } }[T];

export type BuiltEvent = { id: string; type: EventType; data: object; payload: string; createdAt: Date };

/**
 * The event row's common part, for emitEvent (lib/events/emit.ts) and the demo history (lib/demo/activity.ts)
 * alike. The body receivers get is fixed here, byte for byte, so every attempt and redelivery sends the same bytes.
 */
export function buildEvent<T extends EventType>(event: TypedEvent<T>, createdAt = new Date()): BuiltEvent {
  const id = newId("evt");
  const payload = JSON.stringify({ id, type: event.type, created: createdAt.toISOString(), data: event.data });
  return { id, type: event.type, data: event.data, payload, createdAt };
}
