// A seller's Connect journey in Stripe mode, in a process of its own (settings are read once per process): onboarding
// through an Account Link, a payout run that skips the seller until payouts are enabled, then a Transfer that fails
// once and is retried. Run by tests/payments/stripe-connect.test.ts against the fake; prints RESULT <json>.
import http from "node:http";
import { createUser } from "@/lib/accounts/users";
import { closeDb, db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { connectAccount, onboardingLink, refreshConnectedAccount } from "@/lib/payments/stripe-connect";
import { listPayouts, runPayouts, previousWeek } from "@/lib/payouts/run-payouts";

const steps: Record<string, unknown> = {};
const seller = await createUser({
  email: `connect-${Date.now().toString(36)}@example.test`,
  password: "stripe-pass-1234",
  name: "Seller",
  emailVerified: true,
});
const client = await db();
const period = previousWeek();
const earnedAt = new Date(`${period.periodStart}T12:00:00Z`);
await client.ledgerEntry.create({
  data: { id: newId("led"), userId: seller.id, kind: "SALE", amountCents: 1234, currency: "usd", createdAt: earnedAt },
});

steps.before = await connectAccount(seller.id);
const link = await onboardingLink(seller.id);
steps.link = link;
steps.secondLinkAccount = (await onboardingLink(seller.id)).url.split("?")[0] === link.url.split("?")[0];
steps.afterCreate = await connectAccount(seller.id);
steps.skippedRun = await runPayouts(period);

// The seller follows the link and finishes onboarding; the return to /dashboard/payouts reads the account from Stripe.
await new Promise<void>((resolve, reject) => http.get(link.url, (res) => res.resume().on("end", () => resolve())).on("error", reject));
steps.afterReturn = await refreshConnectedAccount(seller.id);

steps.failedRun = await runPayouts(period);
steps.afterFailure = await client.payout.findMany({
  where: { sellerId: seller.id },
  select: { id: true, amountCents: true, transferId: true, transferError: true },
});
steps.viewAfterFailure = await listPayouts(seller.id);
steps.retryRun = await runPayouts(period);
steps.viewAfterRetry = await listPayouts(seller.id);
steps.afterRetry = await client.payout.findMany({
  where: { sellerId: seller.id },
  select: { id: true, amountCents: true, transferId: true, transferError: true },
});
const balance = await client.ledgerEntry.aggregate({ where: { userId: seller.id }, _sum: { amountCents: true } });
steps.balance = balance._sum.amountCents;
steps.accountId = (await client.stripeAccount.findUniqueOrThrow({ where: { userId: seller.id } })).accountId;

process.stdout.write(`RESULT ${JSON.stringify(steps)}\n`);
await closeDb();
process.exit(0);
