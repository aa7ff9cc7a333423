// payouts:run [--period-start YYYY-MM-DD --period-end YYYY-MM-DD] — without dates it pays the last full ISO week
// (Monday–Sunday, UTC), as the weekly schedule does.
import { previousWeek, runPayouts } from "@/lib/payouts/run-payouts";
import { UsageError, type Command } from "./cli";

export const payoutCommands: Record<string, Command> = {
  "payouts:run": {
    usage: "payouts:run [--period-start YYYY-MM-DD --period-end YYYY-MM-DD]",
    options: { "period-start": { type: "string" }, "period-end": { type: "string" } },
    async run(flags) {
      const start = flags["period-start"];
      const end = flags["period-end"];
      if ((start === undefined) !== (end === undefined)) {
        throw new UsageError("give both --period-start and --period-end, or neither");
      }
      const period = start && end ? { periodStart: start, periodEnd: end } : previousWeek();
      const { payouts } = await runPayouts(period);
      const lines = payouts.map((p) => `  ${p.id}  ${p.sellerId}  ${p.amount.toFixed(2)} ${p.currency}`);
      return {
        message: [`Period ${period.periodStart} – ${period.periodEnd}: ${payouts.length} payout(s)`, ...lines].join("\n"),
        value: String(payouts.length),
      };
    },
  },
};
