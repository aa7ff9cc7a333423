import type { Endpoint } from "./types";

/** The last 24 hours in one line: share of attempts that succeeded, how many, and the 95th-percentile response time. */
export function EndpointHealthLine({ health }: { health: Endpoint["health"] }) {
  if (!health.attempts) return <p className="text-xs text-slate-500">No delivery attempts in the last {health.windowHours} hours.</p>;
  const rate = health.successRate ?? 0;
  const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 }).format(rate);
  const tone = rate >= 0.99 ? "text-green-800" : rate >= 0.9 ? "text-amber-800" : "text-red-800";
  return (
    <p className="text-xs text-slate-600" data-testid="endpoint-health">
      Last {health.windowHours} hours: <strong className={tone}>{percent} delivered</strong> of {health.attempts.toLocaleString()}{" "}
      {health.attempts === 1 ? "attempt" : "attempts"}
      {health.p95LatencyMs !== null && <> · 95% answered within {health.p95LatencyMs.toLocaleString()} ms</>}
    </p>
  );
}
