export function StatusBadge({ status }: { status: "completed" | "refunded" }) {
  return status === "completed" ? (
    <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700">Completed</span>
  ) : (
    <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">Refunded</span>
  );
}
