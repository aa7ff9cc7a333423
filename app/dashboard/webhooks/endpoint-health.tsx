import type { WebhookEndpoint as Endpoint } from "@/lib/api-client/types";

/** The last 24 hours in one line: share of attempts that succeeded, how many, and the 95th-percentile response time. */
export function EndpointHealthLine({ health }: { health: Endpoint["health"] }) {
  if (!health.attempts)
    return <p className="text-xs text-muted-foreground">No delivery attempts in the last {health.windowHours} hours.</p>;
  const rate = health.successRate ?? 0;
  const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 }).format(rate);
  const tone = rate >= 0.99 ? "text-success-text" : rate >= 0.9 ? "text-warning-text" : "text-destructive-text";
  return (
    <p className="text-xs text-muted-foreground" data-testid="endpoint-health">
      Last {health.windowHours} hours: <strong className={tone}>{percent} delivered</strong> of {health.attempts.toLocaleString()}{" "}
      {health.attempts === 1 ? "attempt" : "attempts"}
      {health.p95LatencyMs !== null ? (
        <> · 95% of answers within {health.p95LatencyMs.toLocaleString()} ms</>
      ) : (
        <> · the endpoint never answered</>
      )}
    </p>
  );
}
