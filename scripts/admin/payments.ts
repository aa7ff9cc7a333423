// payments:reconcile [--since YYYY-MM-DD] [--until YYYY-MM-DDTHH:MM:SSZ] [--last] — Stripe's charges, refunds and
// transfers of the window against our orders, refunds and payouts (docs/payments.md#reconciliation). Prints every
// mismatch and exits 1 when there is any; --last prints the last recorded run (the daily job's or an operator's).
import { describeMismatch, lastReconciliation, reconcilePayments, RECONCILE_DEFAULT_DAYS, type Mismatch } from "@/lib/payments/reconcile";
import { UsageError, type Command } from "./cli";

function dateFlag(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) throw new UsageError(`--${name} must be a date (YYYY-MM-DD) or an ISO time, got "${value}"`);
  return d;
}

/** A run with mismatches: listed on stdout, then the command fails (exit 1). */
class MismatchesFound extends Error {}

export const paymentCommands: Record<string, Command> = {
  "payments:reconcile": {
    usage: `payments:reconcile [--since YYYY-MM-DD (default: ${RECONCILE_DEFAULT_DAYS} days ago)] [--until TIME] [--last]`,
    options: { since: { type: "string" }, until: { type: "string" }, last: { type: "boolean" } },
    async run(flags) {
      if (flags.last) {
        const run = await lastReconciliation();
        if (!run) return { message: "No reconciliation has run yet", value: "none" };
        const mismatches = (run.mismatches ?? []) as Mismatch[];
        const state = run.error ? `failed: ${run.error}` : `${run.mismatchCount} mismatch(es)`;
        const head = `Last run ${run.id} (${run.trigger}) at ${run.startedAt.toISOString()}, window ${run.since.toISOString()} – ${run.until.toISOString()}: ${state}`;
        return { message: [head, ...mismatches.map((m) => `  ${describeMismatch(m)}`)].join("\n"), value: String(run.mismatchCount) };
      }
      const result = await reconcilePayments({
        since: dateFlag(flags.since, "since"),
        until: dateFlag(flags.until, "until"),
        trigger: "admin",
      });
      const c = result.checked;
      const head =
        `Window ${result.since} – ${result.until}: ${c.charges} charge(s), ${c.orders} order(s), ${c.refunds} refund(s), ` +
        `${c.transfers} transfer(s), ${c.payouts} payout(s) compared; ${result.mismatches.length} mismatch(es) (run ${result.id})`;
      const lines = [head, ...result.mismatches.map((m) => `  ${describeMismatch(m)}`)];
      if (result.mismatches.length) {
        console.log(lines.join("\n"));
        throw new MismatchesFound(`${result.mismatches.length} mismatch(es) between Stripe and our records`);
      }
      return { message: lines.join("\n"), value: "0" };
    },
  },
};
