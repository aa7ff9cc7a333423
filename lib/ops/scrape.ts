import { timingSafeEqual, createHash } from "node:crypto";
import { db, poolStats } from "@/lib/db/client";
import { env } from "@/lib/env";
import { metrics } from "@/lib/ops/metrics";

/** Who may scrape: "disabled" without METRICS_TOKEN (the endpoint answers 404), else the bearer token must match. */
export function metricsAccess(authorization: string | null, token = env().METRICS_TOKEN): "disabled" | "denied" | "allowed" {
  if (!token) return "disabled";
  const given = authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? "";
  // Hashes of equal length, compared in constant time: neither the token nor its length leaks through timing.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(token).digest();
  return timingSafeEqual(a, b) ? "allowed" : "denied";
}

type JobRow = { name: string; due: number; oldest: number | null; running: number; lag: number | null };
type CountRow = { n: number };

/**
 * Sets the gauges that come from the database, for one scrape: job queue depth, oldest due age and runs in
 * progress by job, outbox lag, disabled endpoints; and the pool figures. The Job read uses its (status, runAt) index
 * and sees only unfinished rows.
 */
export async function collectDatabaseGauges(): Promise<void> {
  const m = metrics();
  const pool = poolStats();
  if (pool) {
    m.dbPool.labels("total").set(pool.total);
    m.dbPool.labels("idle").set(pool.idle);
    m.dbPool.labels("waiting").set(pool.waiting);
  }
  const client = await db();
  const now = new Date().toISOString();
  const [jobs, disabled] = await Promise.all([
    client.$queryRaw<JobRow[]>`
      SELECT name,
        (count(*) FILTER (WHERE status <> 'RUNNING' OR "lockedUntil" <= ${now}::timestamp))::int AS due,
        EXTRACT(EPOCH FROM ${now}::timestamp - min("runAt") FILTER (WHERE status <> 'RUNNING' OR "lockedUntil" <= ${now}::timestamp))::float8 AS oldest,
        (count(*) FILTER (WHERE status = 'RUNNING' AND "lockedUntil" > ${now}::timestamp))::int AS running,
        EXTRACT(EPOCH FROM ${now}::timestamp - min("createdAt") FILTER (WHERE status = 'QUEUED' AND attempts = 0 AND steps = '{}'::jsonb))::float8 AS lag
      FROM "Job"
      WHERE (status IN ('QUEUED', 'SLEEPING') AND "runAt" <= ${now}::timestamp) OR status = 'RUNNING'
      GROUP BY name`,
    client.$queryRaw<CountRow[]>`SELECT count(*)::int AS n FROM "WebhookEndpoint" WHERE "disabledReason" IS NOT NULL`,
  ]);
  // Jobs with nothing waiting any more report 0 rather than their last figure.
  for (const g of [m.jobQueueDepth, m.jobOldestDueAge, m.jobsRunning, m.outboxLag]) g.reset();
  for (const j of jobs) {
    m.jobQueueDepth.labels(j.name).set(j.due);
    m.jobOldestDueAge.labels(j.name).set(Math.max(0, j.oldest ?? 0));
    m.jobsRunning.labels(j.name).set(j.running);
    m.outboxLag.labels(j.name).set(Math.max(0, j.lag ?? 0));
  }
  m.endpointsDisabled.set(disabled[0]?.n ?? 0);
}

/** The Prometheus text of one scrape. */
export async function scrapeMetrics(): Promise<{ contentType: string; body: string }> {
  await collectDatabaseGauges();
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
