const COLORS: Record<string, string> = {
  queued: "bg-slate-100 text-slate-700",
  running: "bg-amber-100 text-amber-800",
  succeeded: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
};

export function StatusBadge({ status }: { status: string }) {
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${COLORS[status] ?? COLORS.queued}`}>{status}</span>;
}

export function formatCost(usd: number, priceKnown: boolean): string {
  return priceKnown ? `$${usd.toFixed(6)}` : "$0 (unknown price)";
}
