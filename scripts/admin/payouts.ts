// payouts:run [--period-start YYYY-MM-DD --period-end YYYY-MM-DD] — without dates it pays the last full ISO week
// (Monday–Sunday, UTC), as the weekly schedule does. Plugs into scripts/admin.ts as `...payoutCommands`.
import type { ParseArgsConfig } from "node:util";
import { validationError } from "@/lib/api/errors";
import { previousWeek, runPayouts } from "@/lib/payouts/run-payouts";

type Command = {
  usage: string;
  options: NonNullable<ParseArgsConfig["options"]>;
  run(flags: Record<string, string | undefined>): Promise<{ message: string; value: string }>;
};

export const payoutCommands: Record<string, Command> = {
  "payouts:run": {
    usage: "payouts:run [--period-start YYYY-MM-DD --period-end YYYY-MM-DD]",
    options: { "period-start": { type: "string" }, "period-end": { type: "string" } },
    async run(flags) {
      const start = flags["period-start"];
      const end = flags["period-end"];
      if ((start === undefined) !== (end === undefined)) {
        throw validationError([{ path: "period", message: "give both --period-start and --period-end, or neither" }]);
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
