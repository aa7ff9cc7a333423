import { Cron } from "croner";

/** Mondays 06:00 UTC: the weekly payout job (inngest/functions/payouts.ts) pays the week that just ended. */
export const PAYOUT_CRON = "0 6 * * 1";

/** When the next weekly payout runs after `now`. */
export function nextPayoutAt(now: Date = new Date()): Date {
  const next = new Cron(PAYOUT_CRON, { timezone: "UTC" }).nextRun(now);
  if (!next) throw new Error(`The payout schedule ${PAYOUT_CRON} has no next run`);
  return next;
}
