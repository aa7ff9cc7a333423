// Money that moved through Stripe, for tests/payments/stripe-reconcile.test.ts, in a process of its own (Stripe-mode
// settings are read once per process; PGlite admits one opener): a seller with four products and a connected
// account, a buyer who buys all four through the real SDK against the fake, two refunds through us, and a payout
// sent as a Transfer; the buyer also subscribes to a paid plan (its invoice's charge is Stripe Billing's, no order).
// Then the daily job's path runs once over it. Prints RESULT <json>.
import http from "node:http";
import { createUser } from "@/lib/accounts/users";
import { createProduct, publishProduct } from "@/lib/catalog/products";
import { closeDb, db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { addPaymentMethod } from "@/lib/payments/payment-methods";
import { requestPlanChange } from "@/lib/payments/plan-billing";
import { readCheckoutSession } from "@/lib/payments/stripe-checkout";
import { onboardingLink, refreshConnectedAccount } from "@/lib/payments/stripe-connect";
import { runScheduledReconciliation } from "@/lib/payments/reconcile";
import { createPurchase } from "@/lib/purchases/create-purchase";
import { refundPurchase } from "@/lib/purchases/refund-purchase";
import { previousWeek, runPayouts } from "@/lib/payouts/run-payouts";

const tag = Date.now().toString(36);
const user = (name: string) =>
  createUser({ email: `${name}-${tag}@example.test`, password: "stripe-pass-1234", name, emailVerified: true });
const seller = await user("seller");
const buyer = await user("buyer");
const products: string[] = [];
for (const [i, price] of [12, 15, 18, 21].entries()) {
  const p = await createProduct(seller.id, {
    title: `Reconciled prompt ${i + 1}`,
    description: "A prompt bought through Stripe in the reconciliation test.",
    type: "PROMPT",
    category: "marketing",
    price,
    content: "Say {{word}}.",
    compatibility: ["openai"],
  });
  await publishProduct(seller.id, p.id);
  products.push(p.id);
}
await addPaymentMethod(buyer.id, { providerRef: "pm_card_visa" });
const orders: string[] = [];
for (const productId of products) orders.push((await createPurchase(buyer.id, { productId }, "http://promptly.test/api/v1")).orderId);
await refundPurchase(buyer.id, orders[0], { reason: "accidental" });
await refundPurchase(buyer.id, orders[3], { reason: "accidental" });

// A paid plan through Checkout in subscription mode: the hosted page's button pays, the return applies it.
const planCheckout = (await requestPlanChange(buyer.id, { plan: "PRO" }, "http://promptly.test")).checkoutUrl!;
await fetch(planCheckout, { method: "POST", redirect: "manual" });
await readCheckoutSession(buyer.id, planCheckout.split("/").pop()!);

// The seller onboards; last week's balance is paid by Transfer.
const client = await db();
const period = previousWeek();
await client.ledgerEntry.create({
  data: {
    id: newId("led"),
    userId: seller.id,
    kind: "SALE",
    amountCents: 2500,
    currency: "usd",
    createdAt: new Date(`${period.periodStart}T12:00:00Z`),
  },
});
const link = await onboardingLink(seller.id);
await new Promise<void>((resolve, reject) => http.get(link.url, (res) => res.resume().on("end", () => resolve())).on("error", reject));
await refreshConnectedAccount(seller.id);
await runPayouts(period);
const payout = await client.payout.findFirstOrThrow({ where: { sellerId: seller.id } });
const charges = await client.charge.findMany({ where: { orderId: { in: orders } }, select: { id: true, orderId: true } });
const refunds = await client.refund.findMany({ where: { orderId: { in: orders } }, select: { id: true, orderId: true, refundRef: true } });

// The daily job's path: it keeps a run (rows younger than the settle margin are left to the next run).
const scheduled = await runScheduledReconciliation();
const run = await client.paymentReconciliation.findFirst({ where: { trigger: "schedule" } });

process.stdout.write(
  `RESULT ${JSON.stringify({
    orders,
    plan: (await client.user.findUniqueOrThrow({ where: { id: buyer.id } })).plan,
    piOf: Object.fromEntries(charges.map((c) => [c.orderId, c.id])),
    refunds,
    payout: { id: payout.id, transferId: payout.transferId, amountCents: payout.amountCents },
    scheduled,
    scheduledRun: run && { trigger: run.trigger, mismatchCount: run.mismatchCount, finishedAt: run.finishedAt, error: run.error },
  })}\n`,
);
await closeDb();
process.exit(0);
