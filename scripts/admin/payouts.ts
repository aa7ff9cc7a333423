// npm run admin -- payouts:run [--period-start YYYY-MM-DD --period-end YYYY-MM-DD]
// Without dates it pays the last full ISO week (Monday–Sunday, UTC), as the weekly schedule does.
import { parseArgs } from "node:util";
import { previousWeek, runPayouts } from "@/lib/payouts/run-payouts";

async function payoutsRun(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { "period-start": { type: "string" }, "period-end": { type: "string" } } });
  const start = values["period-start"];
  const end = values["period-end"];
  if ((start === undefined) !== (end === undefined)) throw new Error("Give both --period-start and --period-end, or neither");
  const period = start && end ? { periodStart: start, periodEnd: end } : previousWeek();
  const result = await runPayouts(period);
  console.log(`Period ${result.period.start} – ${result.period.end}: ${result.payouts.length} payout(s)`);
  for (const p of result.payouts) console.log(`  ${p.id}  ${p.sellerId}  ${p.amount.toFixed(2)} ${p.currency}`);
}

export const commands = {
  "payouts:run": { summary: "Pay sellers their balance for a period (default: last full week)", run: payoutsRun },
};
