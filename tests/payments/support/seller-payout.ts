// Gives a Stripe-mode seller a paid payout before their app process opens the database (PGlite admits one opener per
// folder): a connected account onboarded through its Account Link on the fake, earnings of the week before, and the
// payout run's Transfer. Run by e2e/stripe-checkout.spec.ts so the payouts table shows a sent Transfer; prints RESULT <json>.
import http from "node:http";
import { closeDb, db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { onboardingLink, refreshConnectedAccount } from "@/lib/payments/stripe-connect";
import { previousWeek, runPayouts } from "@/lib/payouts/run-payouts";

const [sellerId] = process.argv.slice(2);
const link = await onboardingLink(sellerId);
await new Promise<void>((resolve, reject) => http.get(link.url, (res) => res.resume().on("end", () => resolve())).on("error", reject));
const account = await refreshConnectedAccount(sellerId);
const period = previousWeek();
await (
  await db()
).ledgerEntry.create({
  data: {
    id: newId("led"),
    userId: sellerId,
    kind: "SALE",
    amountCents: 1234,
    currency: "USD",
    createdAt: new Date(`${period.periodStart}T12:00:00Z`),
  },
});
const run = await runPayouts(period);
process.stdout.write(`RESULT ${JSON.stringify({ account, run })}\n`);
await closeDb();
process.exit(0);
