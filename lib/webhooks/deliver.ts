import { coalesce } from "@/lib/coalesce";
import { noticeEndpointDisabled } from "@/lib/webhooks/endpoint-notice";
import { db, isoText, preparedQuery } from "@/lib/db/client";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/ids";
import type { Step } from "@/lib/jobs/define";
import { retryOnSchedule, waitAfterMs } from "@/lib/jobs/retry";
import { log } from "@/lib/log";
import { metrics } from "@/lib/ops/metrics";
import { currentTraceparent, markSpanFailed, tracingOn, withSpan } from "@/lib/tracing";
import { safePost } from "@/lib/net/safe-http";
import { endpointSecret } from "@/lib/webhooks/endpoints";
import { signedHeaders } from "@/lib/webhooks/signature";

/** The waits before attempts 2..8 (docs/webhooks.md#retries-and-failure-rules). */
export const RETRY_WAITS = ["1m", "5m", "30m", "2h", "6h", "12h", "24h"] as const;
export const MAX_ATTEMPTS = RETRY_WAITS.length + 1;
export const FAILING_DISABLE_AFTER_MS = 5 * 86_400_000;

/** WEBHOOK_ENDPOINT_CONCURRENCY (lib/env.ts, default 10): deliveries in flight at once to one endpoint. */
export function endpointConcurrency(): number {
  return env().WEBHOOK_ENDPOINT_CONCURRENCY;
}

export type AttemptResult = {
  done: boolean;
  outcome: "succeeded" | "retry" | "failed" | "gone" | "endpoint-disabled" | "superseded";
  statusCode: number | null;
};

type Attempt = {
  row: {
    id: string;
    deliveryId: string;
    series: number;
    attempt: number;
    statusCode: number | null;
    durationMs: number;
    responseBody: string | null;
    error: string | null;
    requestHeaders: Record<string, string>;
    createdAt: Date;
  };
  delivery: { status: "SUCCEEDED" | "FAILED" | "PENDING"; nextAttemptAt: Date | null };
  endpoint: { id: string; failingSince: Date | null; disabledReason: string | null } | null;
};

type LoadedDelivery = {
  id: string;
  eventType: string;
  series: number;
  status: "SUCCEEDED" | "FAILED" | "PENDING";
  endpointId: string;
  url: string;
  secret: string;
  enabled: boolean;
  failingSince: string | null;
  eventId: string;
  payload: string;
  /** When the event committed (ISO): delivery latency is measured from it. */
  eventAt: string;
};

// Deliveries run many at a time: their reads and their results each go as one statement per batch (lib/coalesce.ts),
// with a fixed text (rows as one JSON parameter, not a VALUES list per batch size), so PostgreSQL prepares it once
// per connection, and PGlite reads the parameter the same way.
const loadDelivery = coalesce(async (ids: string[]) => {
  const rows = await preparedQuery<LoadedDelivery>(Prisma.sql`
    SELECT d.id, d.series, d.status::text AS status, ep.id AS "endpointId", ep.url, ep.secret, ep.enabled,
      ${isoText(Prisma.sql`ep."failingSince"`)} AS "failingSince", ev.id AS "eventId", ev.type AS "eventType", ev.payload,
      ${isoText(Prisma.sql`ev."createdAt"`)} AS "eventAt"
    FROM "WebhookDelivery" d JOIN "WebhookEndpoint" ep ON ep.id = d."endpointId" JOIN "Event" ev ON ev.id = d."eventId"
    WHERE d.id = ANY(${[...new Set(ids)]}::text[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
});

// A result write that fails (no connection in time, a failover) is tried again rather than failing the runs in the
// batch: a failed run is run again and POSTs again, which is where duplicate receipts came from.
const WRITE_RETRIES_MS = [50, 250, 1000, 3000];

// PostgreSQL text cannot hold NUL, and one bad row would fail the batch: a receiver's answer may contain it.
const withoutNul = (text: string | null) => text?.replaceAll("\u0000", "") ?? null;

/**
 * Writes a batch of attempt results in one statement (atomic, no transaction to wait for): the attempts; the
 * deliveries' status, only while their series is current (a redelivery started during the POST owns it then); and
 * the endpoints' failing state. Repeating it is harmless: attempts already written are skipped, and only deliveries
 * whose attempt this statement wrote are updated.
 */
async function writeAttempts(attempts: Attempt[]): Promise<void> {
  const endpoints = new Map<string, NonNullable<Attempt["endpoint"]>>();
  // Several results for one endpoint: a disabling one wins, else the latest.
  for (const a of attempts) if (a.endpoint && !endpoints.get(a.endpoint.id)?.disabledReason) endpoints.set(a.endpoint.id, a.endpoint);
  const rows = attempts.map(({ row: r, delivery: d }) => ({
    id: r.id,
    delivery_id: r.deliveryId,
    series: r.series,
    attempt: r.attempt,
    status_code: r.statusCode,
    duration_ms: r.durationMs,
    response_body: withoutNul(r.responseBody),
    error: withoutNul(r.error),
    headers: r.requestHeaders,
    created_at: r.createdAt.toISOString(),
    status: d.status,
    next_at: d.nextAttemptAt?.toISOString() ?? null,
  }));
  const eps = [...endpoints.values()].map((e) => ({
    id: e.id,
    failing_since: e.failingSince?.toISOString() ?? null,
    reason: e.disabledReason,
  }));
  await preparedQuery(Prisma.sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id text, delivery_id text, series int, attempt int,
        status_code int, duration_ms int, response_body text, error text, headers jsonb, created_at timestamp,
        status "DeliveryStatus", next_at timestamp)
    ), recorded AS (
      INSERT INTO "WebhookAttempt" (id, "deliveryId", series, attempt, "statusCode", "durationMs", "responseBody", error,
        "requestHeaders", "createdAt")
      SELECT id, delivery_id, series, attempt, status_code, duration_ms, response_body, error, headers, created_at FROM v
      ON CONFLICT (id) DO NOTHING
      RETURNING id
    ), delivered AS (
      UPDATE "WebhookDelivery" d SET "attemptCount" = d."attemptCount" + 1, status = v.status, "nextAttemptAt" = v.next_at,
        "updatedAt" = v.created_at
      FROM v JOIN recorded r ON r.id = v.id
      WHERE d.id = v.delivery_id AND d.series = v.series AND d.status = 'PENDING'
      RETURNING d.id
    ), endpoints AS (
      UPDATE "WebhookEndpoint" ep SET "failingSince" = u.failing_since,
        enabled = CASE WHEN u.reason IS NULL THEN ep.enabled ELSE false END,
        "disabledReason" = COALESCE(u.reason, ep."disabledReason"),
        "disabledAt" = CASE WHEN u.reason IS NULL THEN ep."disabledAt" ELSE now() AT TIME ZONE 'UTC' END,
        "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM jsonb_to_recordset(${JSON.stringify(eps)}::jsonb) AS u(id text, failing_since timestamp, reason text)
      WHERE ep.id = u.id
      RETURNING ep.id
    )
    SELECT (SELECT count(*) FROM recorded)::int AS attempts, (SELECT count(*) FROM delivered)::int AS deliveries,
      (SELECT count(*) FROM endpoints)::int AS endpoints`);
}

const recordAttempt = coalesce(async (attempts: Attempt[]) => {
  for (let i = 0; ; i++) {
    try {
      await writeAttempts(attempts);
      return attempts.map(() => null);
    } catch (err) {
      if (i >= WRITE_RETRIES_MS.length) throw err;
      log.warn("writing webhook attempts failed; trying again", { attempts: attempts.length, error: String(err) });
      await new Promise((r) => setTimeout(r, WRITE_RETRIES_MS[i]));
    }
  }
});

/**
 * One signed POST of a delivery, recorded as an attempt. `done` ends the series: success, 410 Gone (which disables
 * the endpoint), an endpoint disabled meanwhile, or a delivery superseded by a redelivery or already settled.
 */
export async function attemptDelivery(deliveryId: string, series: number, attempt: number): Promise<AttemptResult> {
  const result = await attemptOnce(deliveryId, series, attempt);
  metrics().webhookAttempts.labels(result.outcome).inc();
  return result;
}

async function attemptOnce(deliveryId: string, series: number, attempt: number): Promise<AttemptResult> {
  const client = await db();
  const delivery = await loadDelivery(deliveryId);
  if (!delivery || delivery.series !== series || delivery.status !== "PENDING")
    return { done: true, outcome: "superseded", statusCode: null };
  if (!delivery.enabled) {
    await client.webhookDelivery.updateMany({
      where: { id: deliveryId, series, status: "PENDING" },
      data: { status: "FAILED", nextAttemptAt: null },
    });
    return { done: true, outcome: "endpoint-disabled", statusCode: null };
  }
  const headers = signedHeaders({
    secret: endpointSecret({ id: delivery.endpointId, secret: delivery.secret }),
    eventId: delivery.eventId,
    rawBody: delivery.payload,
    attempt,
  });
  // Tracing on: the POST is a client span (receiver host, event, attempt, status), and its W3C traceparent goes to
  // the receiver as a header (docs/webhooks.md#tracing), so a receiver that traces joins the purchase's trace.
  const sent = !tracingOn()
    ? await safePost(delivery.url, { headers, body: delivery.payload })
    : await withSpan(
        "webhook POST",
        {
          "http.request.method": "POST",
          "server.address": hostOf(delivery.url),
          "promptly.webhook.delivery_id": deliveryId,
          "promptly.webhook.endpoint_id": delivery.endpointId,
          "promptly.webhook.event_id": delivery.eventId,
          "promptly.webhook.event_type": delivery.eventType,
          "promptly.webhook.attempt": attempt,
        },
        async (span) => {
          const traceparent = currentTraceparent();
          if (traceparent) headers.traceparent = traceparent;
          const answer = await safePost(delivery.url, { headers, body: delivery.payload });
          if (answer.statusCode !== null) span?.setAttribute("http.response.status_code", answer.statusCode);
          if (answer.error !== null || answer.statusCode === null || answer.statusCode >= 300)
            markSpanFailed(span, answer.error ? "no answer" : `HTTP ${answer.statusCode}`);
          return answer;
        },
        { kind: "client" },
      );
  const now = new Date();
  const m = metrics();
  m.webhookAttemptDuration.observe(sent.durationMs / 1000);
  const ok = sent.error === null && sent.statusCode !== null && sent.statusCode >= 200 && sent.statusCode < 300;
  const gone = sent.statusCode === 410;
  const wasFailingSince = delivery.failingSince ? new Date(delivery.failingSince) : null;
  const failingSince = ok ? null : (wasFailingSince ?? now);
  const failingTooLong = !ok && now.getTime() - failingSince!.getTime() >= FAILING_DISABLE_AFTER_MS;
  const disableReason = gone
    ? "The endpoint answered 410 Gone"
    : failingTooLong
      ? `Every delivery failed for 5 days (since ${failingSince!.toISOString()})`
      : null;
  // A test event is sent once: its result is the answer the sender is waiting for, not something to retry for days.
  const last = attempt >= MAX_ATTEMPTS || delivery.eventType === "test";
  const endpointChanged = disableReason || failingSince?.getTime() !== wasFailingSince?.getTime();
  await recordAttempt({
    row: {
      id: newId("wa"),
      deliveryId,
      series,
      attempt,
      statusCode: sent.statusCode,
      durationMs: sent.durationMs,
      responseBody: sent.responseExcerpt,
      error: sent.error ?? (ok ? null : `HTTP ${sent.statusCode}`),
      requestHeaders: headers,
      createdAt: now,
    },
    delivery: {
      status: ok ? "SUCCEEDED" : disableReason || (last && delivery.eventType === "test") ? "FAILED" : "PENDING",
      nextAttemptAt: ok || disableReason || last ? null : new Date(now.getTime() + waitAfterMs(RETRY_WAITS, attempt)),
    },
    endpoint: endpointChanged ? { id: delivery.endpointId, failingSince, disabledReason: disableReason } : null,
  });
  if (ok) {
    m.webhookLatency.observe(Math.max(0, now.getTime() - Date.parse(delivery.eventAt)) / 1000);
    return { done: true, outcome: "succeeded", statusCode: sent.statusCode };
  }
  if (disableReason) {
    await noticeEndpointDisabled(delivery.endpointId, sent.error ?? `HTTP ${sent.statusCode}`);
    return { done: true, outcome: gone ? "gone" : "endpoint-disabled", statusCode: sent.statusCode };
  }
  if (delivery.eventType === "test") return { done: true, outcome: "failed", statusCode: sent.statusCode };
  return { done: false, outcome: "retry", statusCode: sent.statusCode };
}

export async function markDeliveryFailed(deliveryId: string, series: number): Promise<null> {
  const client = await db();
  await client.webhookDelivery.updateMany({
    where: { id: deliveryId, series, status: "PENDING" },
    data: { status: "FAILED", nextAttemptAt: null },
  });
  return null;
}

/** The durable delivery function: up to 8 attempts on the schedule of docs/webhooks.md#retries-and-failure-rules, then `failed`. */
export async function deliverWebhook(payload: { deliveryId: string; series: number }, step: Step) {
  const { last, attempts } = await retryOnSchedule(step, RETRY_WAITS, (n) => attemptDelivery(payload.deliveryId, payload.series, n));
  if (!last.done) await step.run("mark-failed", () => markDeliveryFailed(payload.deliveryId, payload.series));
  return { outcome: last.done ? last.outcome : "failed", attempts };
}

/** The host of a receiver URL, for spans (never its path or query, which may carry a token). */
function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : "invalid";
}
