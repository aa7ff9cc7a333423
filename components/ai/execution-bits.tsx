import { formatDate } from "@/lib/format/dates";
import { providerLabel } from "@/lib/format/labels";
import { formatUsage } from "@/lib/format/money";
import type { ExecutionErrorView } from "@/lib/ai/execution-views";

const STATUS: Record<string, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-muted text-foreground" },
  running: { label: "Running", className: "bg-warning-soft text-warning-text" },
  succeeded: { label: "Succeeded", className: "bg-success-soft text-success-text" },
  failed: { label: "Failed", className: "bg-destructive-soft text-destructive-text" },
  cancelled: { label: "Cancelled", className: "bg-muted text-foreground" },
};

export function StatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? STATUS.queued;
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${s.className}`}>{s.label}</span>;
}

export function formatCost(usd: number, priceKnown: boolean): string {
  return priceKnown ? formatUsage(usd) : "$0 (unpriced model)";
}

const ERROR_TITLES: Record<string, string> = {
  PROVIDER_AUTH_FAILED: "The provider rejected your key",
  PROVIDER_RATE_LIMITED: "The provider rate-limited the run",
  PROVIDER_ERROR: "The provider failed",
  STEP_FAILED: "A step failed",
  DEPENDENCY_FAILED: "Not run: a step it depends on failed",
  CANCELLED: "Stopped: the client disconnected mid-stream",
  BUDGET_EXCEEDED: "Not run: the key reached its monthly budget",
};

/** A failed run in plain words, with what the provider itself answered (status and message, never the key). */
export function ErrorCause({ error, compact = false }: { error: ExecutionErrorView; compact?: boolean }) {
  const title = ERROR_TITLES[error.code] ?? "The run failed";
  return (
    <div
      role="alert"
      className={`min-w-0 break-words rounded bg-destructive-soft text-destructive-text ${compact ? "mt-2 p-2 text-xs" : "p-3 text-sm"}`}
    >
      <p className="font-medium">
        {title}
        {error.step && ` (step ${error.step})`}
      </p>
      <p>{error.message}</p>
      {error.budget && (
        <p className="mt-1">
          Spent {formatUsage(error.budget.spent)} of {formatUsage(error.budget.budget)} this month; the budget resets{" "}
          {formatDate(error.budget.resetsAt)}. Raise it under Provider keys to run now.
        </p>
      )}
      {(error.providerStatus !== null || error.providerMessage) && (
        <p className="mt-1" data-testid="provider-cause">
          {error.provider ? providerLabel(error.provider) : "The provider"} answered
          {error.providerStatus !== null ? ` HTTP ${error.providerStatus}` : " nothing (unreachable or timed out)"}
          {error.providerMessage && (
            <>
              : <q className="break-words font-mono">{error.providerMessage}</q>
            </>
          )}
        </p>
      )}
    </div>
  );
}
