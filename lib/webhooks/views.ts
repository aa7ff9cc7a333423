import { z } from "zod";
import { EVENT_TYPES } from "@/lib/events/types";

// Response schemas of the webhook operations, for the OpenAPI document; endpoints.ts and deliveries.ts build these shapes.

const timestamp = z.iso.datetime();

export const endpointView = z.strictObject({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.union([z.enum(EVENT_TYPES), z.literal("*")])),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  disabledAt: timestamp.nullable(),
  failingSince: timestamp.nullable().meta({ description: "Start of the current run of failed deliveries" }),
  createdAt: timestamp,
  updatedAt: timestamp,
  health: z
    .strictObject({
      windowHours: z.number().int(),
      attempts: z.number().int().min(0),
      successRate: z.number().min(0).max(1).nullable().meta({ description: "Share of attempts answered 2xx; null without attempts" }),
      p95LatencyMs: z.number().nullable().meta({
        description: "95th percentile of the durations of attempts the receiver answered (any HTTP status); null when none answered",
      }),
    })
    .meta({ description: "Delivery attempts to this endpoint over the last 24 hours" }),
});

export const endpointCreatedView = endpointView.extend({
  secret: z.string().meta({ description: "The signing secret, shown in full here" }),
});
export const endpointSecretView = z.strictObject({ id: z.string(), secret: z.string() });

const attemptView = z.strictObject({
  id: z.string(),
  series: z.number().int(),
  attempt: z.number().int().min(1).max(8),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  responseBody: z.string().nullable().meta({ description: "The receiver's reply, truncated" }),
  error: z.string().nullable(),
  requestHeaders: z.record(z.string(), z.string()),
  createdAt: timestamp,
});

export const deliveryView = z.strictObject({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  endpointId: z.string(),
  endpointUrl: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attemptCount: z.number().int(),
  series: z.number().int().meta({ description: "1, then one more per manual retry or recover" }),
  nextAttemptAt: timestamp.nullable(),
  lastAttempt: attemptView.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const deliveryDetailView = deliveryView.extend({
  payload: z.string().meta({ description: "The exact body sent" }),
  attempts: z.array(attemptView),
});

export const recoverView = z.strictObject({
  endpointId: z.string(),
  since: timestamp,
  redelivered: z.number().int(),
  deliveryIds: z.array(z.string()),
});

export const testEventView = z.strictObject({ eventId: z.string(), deliveryId: z.string() });
