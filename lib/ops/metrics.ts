import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (docs/operations.md#metrics). Counters and histograms are updated where the work
 * happens; gauges that need SQL are set at scrape time (lib/ops/scrape.ts). Kept on globalThis: this module is
 * bundled into several server chunks (instrumentation, each route), and every copy must update the same series.
 */
function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const r = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "promptly_http_request_duration_seconds",
      help: "Duration of /api/v1 requests, by route template, method and status class",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: r,
    }),
    jobRuns: new Counter({
      name: "promptly_job_runs_total",
      help: "Job runs ended by this process, by job and outcome (succeeded, sleeping, retry, failed, released)",
      labelNames: ["job", "outcome"] as const,
      registers: r,
    }),
    jobRunDuration: new Histogram({
      name: "promptly_job_run_duration_seconds",
      help: "Wall time of one job run (up to its end, a sleep or a throw)",
      labelNames: ["job"] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: r,
    }),
    jobQueueDepth: new Gauge({
      name: "promptly_job_queue_depth",
      help: "Job rows due and waiting to be claimed (QUEUED or SLEEPING with runAt passed, or RUNNING with an expired lease), by job",
      labelNames: ["job"] as const,
      registers: r,
    }),
    jobOldestDueAge: new Gauge({
      name: "promptly_job_oldest_due_age_seconds",
      help: "How long the oldest due job row has waited past its runAt, by job (0: none waiting)",
      labelNames: ["job"] as const,
      registers: r,
    }),
    jobsRunning: new Gauge({
      name: "promptly_jobs_running",
      help: "Job rows claimed under a live lease, every process together, by job",
      labelNames: ["job"] as const,
      registers: r,
    }),
    outboxLag: new Gauge({
      name: "promptly_outbox_lag_seconds",
      help: "Outbox lag by job: age since commit of the oldest job row not yet started (deliver-webhook: an event not yet POSTed; send-mail: a message not yet sent)",
      labelNames: ["job"] as const,
      registers: r,
    }),
    webhookAttempts: new Counter({
      name: "promptly_webhook_deliveries_total",
      help: "Webhook delivery attempts made by this process, by outcome (succeeded, retry, failed (a test event, sent once), gone, endpoint-disabled, superseded)",
      labelNames: ["outcome"] as const,
      registers: r,
    }),
    webhookLatency: new Histogram({
      name: "promptly_webhook_delivery_latency_seconds",
      help: "From the event's commit to the receiver's 2xx, for successful deliveries",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300, 3600],
      registers: r,
    }),
    webhookAttemptDuration: new Histogram({
      name: "promptly_webhook_attempt_duration_seconds",
      help: "Duration of one POST to a receiver",
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: r,
    }),
    endpointsDisabled: new Gauge({
      name: "promptly_webhook_endpoints_disabled",
      help: "Webhook endpoints disabled by the platform (410 Gone, or 5 days of failures)",
      registers: r,
    }),
    aiCalls: new Counter({
      name: "promptly_ai_runs_total",
      help: "Calls to AI providers by this process, by provider and outcome (succeeded, or the error code)",
      labelNames: ["provider", "outcome"] as const,
      registers: r,
    }),
    aiDuration: new Histogram({
      name: "promptly_ai_provider_duration_seconds",
      help: "Duration of one AI provider call, by provider",
      labelNames: ["provider"] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: r,
    }),
    aiTokens: new Counter({
      name: "promptly_ai_tokens_total",
      help: "Tokens reported by AI providers, by provider and kind (prompt, completion)",
      labelNames: ["provider", "kind"] as const,
      registers: r,
    }),
    aiCost: new Counter({
      name: "promptly_ai_cost_usd_total",
      help: "Estimated cost of AI calls in USD, by provider (calls of unknown price count 0)",
      labelNames: ["provider"] as const,
      registers: r,
    }),
    dbPool: new Gauge({
      name: "promptly_db_pool_connections",
      help: "This process's PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting)",
      labelNames: ["state"] as const,
      registers: r,
    }),
    draining: new Gauge({
      name: "promptly_draining",
      help: "1 once this process got SIGTERM and is draining (readiness answers 503)",
      registers: r,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  const g = globalThis as { __promptlyMetrics?: Metrics };
  g.__promptlyMetrics ??= create();
  return g.__promptlyMetrics;
}

const STATUS_CLASS = ["1xx", "2xx", "3xx", "4xx", "5xx"];

/** One /v1 request (lib/api/handler.ts): `route` is the OpenAPI template, never the concrete path. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  metrics()
    .httpDuration.labels(route, method, STATUS_CLASS[Math.floor(status / 100) - 1] ?? "5xx")
    .observe(seconds);
}

/** One AI provider call, successful (with its usage) or failed (`outcome` is the error code). */
export function observeAiCall(
  provider: string,
  outcome: string,
  seconds: number,
  usage?: { promptTokens: number; completionTokens: number; costMicros: number },
): void {
  const m = metrics();
  m.aiCalls.labels(provider, outcome).inc();
  m.aiDuration.labels(provider).observe(seconds);
  if (!usage) return;
  m.aiTokens.labels(provider, "prompt").inc(usage.promptTokens);
  m.aiTokens.labels(provider, "completion").inc(usage.completionTokens);
  m.aiCost.labels(provider).inc(usage.costMicros / 1_000_000);
}
