import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

export const HEALTH_WINDOW_HOURS = 24;

/** How an endpoint has been answering: attempts in the last 24 h, the share that succeeded, and their p95 time. */
export type EndpointHealth = {
  windowHours: number;
  attempts: number;
  /** 0..1; null when there were no attempts. */
  successRate: number | null;
  /** 95th percentile of the durations of attempts the receiver answered (any HTTP status); null when none answered. */
  p95LatencyMs: number | null;
};

export const noAttempts = (): EndpointHealth => ({ windowHours: HEALTH_WINDOW_HOURS, attempts: 0, successRate: null, p95LatencyMs: null });

/** Health of several endpoints in one query (an attempt succeeded when it recorded no error: 2xx, no redirect). */
export async function endpointHealth(endpointIds: string[]): Promise<Map<string, EndpointHealth>> {
  const client = await db();
  const out = new Map(endpointIds.map((id) => [id, noAttempts()]));
  if (!endpointIds.length) return out;
  const since = new Date(Date.now() - HEALTH_WINDOW_HOURS * 3_600_000).toISOString();
  const rows = await client.$queryRaw<{ id: string; attempts: number; succeeded: number; p95: number | null }[]>`
    SELECT d."endpointId" AS id, count(*)::int AS attempts, count(*) FILTER (WHERE a.error IS NULL)::int AS succeeded,
      percentile_cont(0.95) WITHIN GROUP (ORDER BY a."durationMs") FILTER (WHERE a."statusCode" IS NOT NULL)::float8 AS p95
    FROM "WebhookAttempt" a JOIN "WebhookDelivery" d ON d.id = a."deliveryId"
    WHERE d."endpointId" IN (${Prisma.join(endpointIds)}) AND a."createdAt" >= ${since}::timestamp
    GROUP BY d."endpointId"`;
  for (const r of rows) {
    out.set(r.id, {
      windowHours: HEALTH_WINDOW_HOURS,
      attempts: r.attempts,
      successRate: r.attempts ? r.succeeded / r.attempts : null,
      p95LatencyMs: r.p95 === null ? null : Math.round(r.p95),
    });
  }
  return out;
}
