import { cn } from "@/components/ui/cn";
import { formatDate } from "@/lib/format/dates";
import { formatUsage } from "@/lib/format/money";
import type { SpendView } from "@/lib/ai/budgets";

/** The month's spend of one provider key, as a meter against its budget when it has one. */
export function SpendBar({ spend, className }: { spend: SpendView; className?: string }) {
  const { monthlyBudget: budget, spentThisMonth: spent } = spend;
  const resets = `resets ${formatDate(spend.resetsAt)}`;
  if (budget === null) {
    return (
      <div className={cn("text-sm", className)}>
        {formatUsage(spent)} this month <span className="text-muted-foreground">· no budget</span>
      </div>
    );
  }
  const share = budget > 0 ? Math.min(1, spent / budget) : 1;
  const reached = spent >= budget;
  return (
    <div className={cn("grid min-w-0 gap-1 text-sm", className)}>
      <div
        role="meter"
        aria-label="Spent this month"
        aria-valuemin={0}
        aria-valuemax={budget}
        aria-valuenow={Math.min(spent, budget)}
        aria-valuetext={`${formatUsage(spent)} of ${formatUsage(budget)}`}
        className="h-2 w-full max-w-48 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full", reached ? "bg-destructive" : share >= 0.8 ? "bg-warning" : "bg-success")}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <span>
        {formatUsage(spent)} of {formatUsage(budget)}
        <span className="text-muted-foreground"> · {reached ? `budget reached, ${resets}` : resets}</span>
      </span>
    </div>
  );
}
